import { Alert, Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GENDERS, TITLES } from '@sampark/domain/options/members';
import { HOW_KNOW_US } from '@sampark/domain/options/reference';
import { MEMBER_CREATED, type QuickEntryInput, quickEntrySchema } from '@sampark/domain/schemas/members';
import { useState } from 'react';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { applyServerErrors, submitErrorMessage } from '../../components/form/server-errors';
import { zodErrors } from '../../components/form/use-zod-form';
import { toIsoDate } from '../../lib/dates';
import { DUPLICATE_CHECK_MIN_LENGTH, DuplicateAlert, duplicatesOf, useDuplicateCheck } from '../../components/member-fields/duplicates';
import { CONTACT_FIELDS, EMPTY_MEMBER, type MemberFormValues, pickValues } from '../../components/member-fields/member-values';
import { PlaceFields } from '../../components/member-fields/place-fields';
import { asSelect, lookupData } from '../../components/form/select-data';
import { useProfessions } from '../../hooks/use-lookups';
import { saveQuickEntry } from './quick-entry-api';

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
        Quick Entry
      </Title>
      {created !== null && (
        <Alert color="green" title={MEMBER_CREATED} withCloseButton onClose={() => setCreated(null)}>
          <Anchor component={Link} to={`/member/${created}/view`}>
            View/Edit member
          </Anchor>
        </Alert>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select label="Source of Entry" required searchable data={[...HOW_KNOW_US]} {...asSelect(form.getInputProps('how_know_us'))} />
              <Select label="Salutation" required data={[...TITLES]} {...asSelect(form.getInputProps('salutation'))} />
              <TextInput label="First Name" required {...form.getInputProps('firstname')} />
              <TextInput label="Last Name" required {...form.getInputProps('lastname')} />
              <Select label="Gender" required data={GENDERS.map((g) => ({ value: g.value, label: g.label }))} {...asSelect(form.getInputProps('gender'))} />
              <TextInput type="email" label="Email" {...form.getInputProps('email')} />
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <TextInput label="Code" leftSection="+" w={90} inputMode="numeric" {...form.getInputProps('mobile_country_code')} />
                <TextInput
                  style={{ flex: 1 }}
                  type="tel"
                  inputMode="numeric"
                  label="Mobile"
                  required
                  {...form.getInputProps('mobile_number')}
                  onChange={(event) => void changeMobile(event.currentTarget.value)}
                />
              </Group>
              <TextInput type="tel" inputMode="numeric" label="Whatsapp" {...form.getInputProps('whatsapp')} />
              <PlaceFields form={form} required={['state', 'district']} />
              <TextInput label="Address" {...form.getInputProps('address')} />
              <TextInput type="date" label="Date of Birth" max={toIsoDate(new Date())} {...form.getInputProps('dob')} />
              <Select label="Profession" searchable clearable data={lookupData(professions.data, form.values.profession_id)} {...asSelect(form.getInputProps('profession_id'))} />
            </SimpleGrid>
            <Textarea label="Remarks" required rows={3} {...form.getInputProps('brief_intro')} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => form.reset()}>
                Reset Form
              </Button>
              <Button type="submit" disabled={!valid} loading={form.submitting}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <DuplicateAlert alert={duplicates.alert} onClose={duplicates.close} />
    </Stack>
  );
}
