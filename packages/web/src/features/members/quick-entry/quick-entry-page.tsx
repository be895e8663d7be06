import { Alert, Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GENDERS, TITLES } from '@sampark/domain/options/members';
import { HOW_KNOW_US } from '@sampark/domain/options/reference';
import { MEMBER_CREATED, type QuickEntryInput, quickEntrySchema } from '@sampark/domain/schemas/members';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { notifyError, notifySuccess } from '../../../components/feedback/notify';
import { translateMessage } from '../../../i18n/messages';
import { applyServerErrors, submitErrorMessage } from '../../../components/form/server-errors';
import { zodErrors } from '../../../components/form/use-zod-form';
import { DUPLICATE_CHECK_MIN_LENGTH, DuplicateAlert, duplicatesOf, useDuplicateCheck } from '../fields/duplicates';
import { CONTACT_FIELDS, EMPTY_MEMBER, type MemberFormValues, pickValues } from '../fields/member-values';
import { PlaceFields } from '../fields/place-fields';
import { asSelect, lookupData } from '../../../components/form/select-data';
import { optionData, translatedData } from '../filter/option-labels';
import { useProfessions } from '../../../hooks/use-lookups';
import { saveQuickEntry } from './quick-entry-api';
import { DateField } from '../../../components/form/date-field';

/** Quick entry's few member fields, typed and defaulted as on the full member form. */
const QUICK_ENTRY_FIELDS = ['how_know_us', 'salutation', 'firstname', 'lastname', 'gender', ...CONTACT_FIELDS, 'country', 'state', 'district', 'city', 'address', 'dob', 'profession_id', 'brief_intro'] as const;

/** The inputs as typed; quickEntrySchema turns them into the body. */
type QuickEntryValues = Pick<MemberFormValues, (typeof QUICK_ENTRY_FIELDS)[number]>;

const EMPTY = pickValues(EMPTY_MEMBER, QUICK_ENTRY_FIELDS) as QuickEntryValues;

/** The duplicate check reads the number with the calling code, else the country's. */
const countryParam = (v: QuickEntryValues) => v.mobile_country_code || v.country;

/**
 * /quickentry/create (seed 001 §2, §5 "Quick entry"): a short member form. Submit stays disabled
 * while the form is invalid; the mobile number is checked for duplicates as it is typed and again
 * on submit.
 */
export function QuickEntryPage() {
  const professions = useProfessions();
  const { t } = useTranslation(['members', 'table']);
  const duplicates = useDuplicateCheck();
  const [created, setCreated] = useState<number | null>(null);
  const form = useForm<QuickEntryValues, QuickEntryInput>({
    initialValues: EMPTY,
    validate: (values) => zodErrors(quickEntrySchema, values),
    validateInputOnBlur: true,
    transformValues: (values) => quickEntrySchema.parse(values),
  });
  const valid = quickEntrySchema.safeParse(form.values).success;

  const changeMobile = async (value: string) => {
    form.setFieldValue('mobile_number', value);
    duplicates.forget();
    if (value.trim().length < DUPLICATE_CHECK_MIN_LENGTH) return;
    try {
      // seed 001 §5: a number that already exists is cleared from the field
      if (await duplicates.check(value.trim(), countryParam(form.getValues()))) form.setFieldValue('mobile_number', '');
    } catch {
      // the check runs again on submit, and the server refuses a duplicate anyway
    }
  };

  const submit = async (body: QuickEntryInput) => {
    setCreated(null);
    form.setSubmitting(true);
    try {
      if (await duplicates.check(body.mobile_number, body.mobile_country_code ?? body.country)) return;
      const saved = await saveQuickEntry(body);
      notifySuccess(saved.message || MEMBER_CREATED);
      setCreated(saved.data.id);
      form.reset();
    } catch (error) {
      const matches = duplicatesOf(error);
      if (matches) duplicates.show(body.mobile_number, matches);
      else if (!applyServerErrors(form, error)) notifyError(submitErrorMessage(error));
    } finally {
      form.setSubmitting(false);
    }
  };

  return (
    <Stack maw={880} gap="md">
      <Title order={1} fz="h2">
        {t('title.quickEntry')}
      </Title>
      {created !== null && (
        <Alert color="green" title={translateMessage(MEMBER_CREATED)} withCloseButton onClose={() => setCreated(null)}>
          <Anchor component={Link} to={`/member/${created}/view`}>
            {t('entry.viewEdit')}
          </Anchor>
        </Alert>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select label={t('entry.sourceOfEntry')} required searchable data={optionData('howKnowUs', HOW_KNOW_US)} {...asSelect(form.getInputProps('how_know_us'))} />
              <Select label={t('fields.salutation')} required data={[...TITLES]} {...asSelect(form.getInputProps('salutation'))} />
              <TextInput label={t('fields.firstname')} required {...form.getInputProps('firstname')} />
              <TextInput label={t('fields.lastname')} required {...form.getInputProps('lastname')} />
              <Select label={t('fields.gender')} required data={translatedData('genders', GENDERS)} {...asSelect(form.getInputProps('gender'))} />
              <TextInput type="email" label={t('fields.email')} {...form.getInputProps('email')} />
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <TextInput label={t('entry.code')} leftSection="+" w={90} inputMode="numeric" {...form.getInputProps('mobile_country_code')} />
                <TextInput
                  style={{ flex: 1 }}
                  type="tel"
                  inputMode="numeric"
                  label={t('fields.mobile_number')}
                  required
                  {...form.getInputProps('mobile_number')}
                  onChange={(event) => void changeMobile(event.currentTarget.value)}
                />
              </Group>
              <TextInput type="tel" inputMode="numeric" label={t('fields.whatsapp')} {...form.getInputProps('whatsapp')} />
              <PlaceFields form={form} required={['state', 'district']} />
              <TextInput label={t('fields.address')} {...form.getInputProps('address')} />
              <DateField label={t('fields.dob')} {...form.getInputProps('dob')} />
              <Select label={t('fields.profession_id')} searchable clearable data={lookupData(professions.data, form.values.profession_id)} {...asSelect(form.getInputProps('profession_id'))} />
            </SimpleGrid>
            <Textarea label={t('entry.remarks')} required rows={3} {...form.getInputProps('brief_intro')} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => form.reset()}>
                {t('entry.resetForm')}
              </Button>
              <Button type="submit" disabled={!valid} loading={form.submitting}>
                {t('entry.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <DuplicateAlert alert={duplicates.alert} onClose={duplicates.close} />
    </Stack>
  );
}
