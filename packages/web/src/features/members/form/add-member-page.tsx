import { Alert, Anchor, Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SOURCES } from '@sampark/domain/options/members';
import { ROLES } from '@sampark/domain/roles';
import { MEMBER_CREATED } from '@sampark/domain/schemas/members';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { notifySuccess } from '../../../components/feedback/notify';
import { translateMessage } from '../../../i18n/messages';
import { zodErrors } from '../../../components/form/use-zod-form';
import { useCurrentUser } from '../../../lib/use-auth';
import { useCategories, useMyLocations, useSubusers } from '../../../hooks/use-lookups';
import { AdditionalFields } from '../fields/additional-fields';
import { BasicFields } from '../fields/basic-fields';
import { DUPLICATE_CHECK_MIN_LENGTH, DuplicateAlert, duplicatesOf, useDuplicateCheck } from '../fields/duplicates';
import { createMember } from './member-create-api';
import { EMPTY_MEMBER, MEMBER_FIELDS, type MemberField, type MemberFormValues, memberSchemaFor, pickValues, useFieldLabels } from '../fields/member-values';
import { showMemberSaveError } from '../fields/member-save-error';
import { asSelect, lookupData } from '../../../components/form/select-data';
import { optionData, unassignedLabel } from '../filter/option-labels';

/** Role 5 has no Admin tab: its new members are its own and placed by state/district (seed 001 §6). */
const fieldsFor = (staff: boolean): MemberField[] => (staff ? [...MEMBER_FIELDS] : MEMBER_FIELDS.filter((f) => f !== 'location_id' && f !== 'assigned_to'));

/**
 * /register, Add New member (seed 000 §2): every member field, the same inputs as the detail
 * screen, the same duplicate check as quick entry; POST api/members.
 */
export function AddMemberPage() {
  const role = useCurrentUser()?.role;
  const { t } = useTranslation(['members', 'table']);
  const labels = useFieldLabels();
  const staff = role !== undefined && role !== ROLES.sevak;
  const fields = fieldsFor(staff);
  const schema = memberSchemaFor(fields);
  const duplicates = useDuplicateCheck();
  const [source, setSource] = useState<string | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const form = useForm<MemberFormValues, Record<string, unknown>>({
    initialValues: EMPTY_MEMBER,
    validate: (values) => zodErrors(schema, pickValues(values, fields)),
  });
  const categories = useCategories();
  const locations = useMyLocations();
  const users = useSubusers();

  const changeMobile = async (value: string) => {
    form.setFieldValue('mobile_number', value);
    duplicates.forget();
    if (value.trim().length < DUPLICATE_CHECK_MIN_LENGTH) return;
    try {
      const v = form.getValues();
      if (await duplicates.check(value.trim(), v.mobile_country_code || v.country)) form.setFieldValue('mobile_number', '');
    } catch {
      // checked again on submit, and by the server on save
    }
  };

  const submit = async (values: MemberFormValues) => {
    setCreated(null);
    form.setSubmitting(true);
    try {
      if (await duplicates.check(values.mobile_number.trim(), values.mobile_country_code || values.country)) return;
      const body = { ...schema.parse(pickValues(values, fields)), source };
      const saved = await createMember(body);
      notifySuccess(saved.message || MEMBER_CREATED);
      setCreated(saved.data.id);
      form.reset();
      setSource(null);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      const matches = duplicatesOf(error);
      if (matches) duplicates.show(values.mobile_number, matches);
      else showMemberSaveError(form, error, fields);
    } finally {
      form.setSubmitting(false);
    }
  };

  return (
    <Stack gap="md" maw={1200}>
      <Title order={1} fz="h2">
        {t('title.addNew')}
      </Title>
      {created !== null && (
        <Alert color="green" title={translateMessage(MEMBER_CREATED)} withCloseButton onClose={() => setCreated(null)}>
          <Anchor component={Link} to={`/member/${created}/view`}>
            {t('entry.viewEdit')}
          </Anchor>
        </Alert>
      )}
      <form onSubmit={form.onSubmit((values) => void submit(values as unknown as MemberFormValues), () => window.scrollTo({ top: 0 }))} noValidate>
        <Stack gap="md">
          <BasicFields
            form={form}
            mobileInput={
              <TextInput
                type="tel"
                inputMode="numeric"
                label={labels.mobile_number}
                required
                {...form.getInputProps('mobile_number')}
                onChange={(event) => void changeMobile(event.currentTarget.value)}
              />
            }
          />
          <Fieldset legend={t('form.entry')} p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <Select label={t('entry.typeOfEntry')} clearable data={optionData('sources', SOURCES)} value={source} onChange={setSource} />
              <Select label={labels.category_id} required searchable data={lookupData(categories.data, form.values.category_id)} {...asSelect(form.getInputProps('category_id'))} />
              {staff && (
                <Select
                  label={labels.location_id}
                  searchable
                  clearable
                  data={(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.label || l.name }))}
                  {...asSelect(form.getInputProps('location_id'))}
                />
              )}
              {staff && (
                <Select
                  label={labels.assigned_to}
                  searchable
                  clearable
                  data={[{ value: '0', label: unassignedLabel() }, ...(users.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))]}
                  {...asSelect(form.getInputProps('assigned_to'))}
                />
              )}
            </SimpleGrid>
            {staff && (
              <Text fz="xs" c="dimmed" mt="xs">
                {t('entry.blankHint')}
              </Text>
            )}
          </Fieldset>
          <AdditionalFields form={form} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                form.reset();
                setSource(null);
              }}
            >
              {t('entry.resetForm')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('entry.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      <DuplicateAlert alert={duplicates.alert} onClose={duplicates.close} />
    </Stack>
  );
}
