import { Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core';
import { GENDERS, TITLES } from '@sampark/domain/options/members';
import { DEGREES, LANGUAGES } from '@sampark/domain/options/reference';
import { SEEKER_MARITAL_STATUSES } from '@sampark/domain/options/seekers';
import { PlaceFields } from '../members';
import { useProfessions } from '../../hooks/use-lookups';
import { useTranslation } from 'react-i18next';
import { StepChoice, StepMulti, StepText, useSeekerLabel } from './seeker-step-inputs';
import type { SeekerWizardForm } from './seeker-wizard-values';
import { DateField } from '../../components/form/date-field';

const grid = { base: 1, sm: 2, lg: 3 } as const;
const GENDER_DATA = GENDERS.map((g) => ({ value: g.value, label: g.label }));

interface PrimaryStepProps {
  form: SeekerWizardForm;
  /** the duplicate check runs as the mobile number changes (seed 001 §5) */
  onMobileChange: (value: string) => void;
}

/** Step 1, Primary information: identity, place, contact and work (seed 001 §3). */
export function SeekerStepPrimary({ form, onMobileChange }: PrimaryStepProps) {
  const { t } = useTranslation('seekers');
  const label = useSeekerLabel();
  const professions = useProfessions();
  const professionNames = (professions.data ?? []).filter((p) => p.active !== 0).map((p) => p.name);
  const name = (field: 'firstname' | 'middlename' | 'lastname') => (
    <TextInput label={label(field)} required {...form.getInputProps(field)} />
  );
  return (
    <>
      <Fieldset legend={t('wizard.identity')} p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={grid} spacing="sm">
          <StepChoice form={form} field="salutation" required list={TITLES} />
          {name('firstname')}
          {name('middlename')}
          {name('lastname')}
          <StepChoice form={form} field="gender" required list={GENDER_DATA} />
          <DateField label={label('dob')} {...form.getInputProps('dob')} />
          <StepChoice form={form} field="marital_status" list={SEEKER_MARITAL_STATUSES} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('wizard.place')} p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={grid} spacing="sm">
          <PlaceFields form={form} required={['state', 'district']} />
          <StepText form={form} field="address" />
          <StepText form={form} field="postal_code" numeric />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('wizard.contact')} p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={grid} spacing="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <TextInput label={label('mobile_country_code')} leftSection="+" w={90} inputMode="numeric" {...form.getInputProps('mobile_country_code')} />
            <TextInput
              style={{ flex: 1 }}
              type="tel"
              inputMode="numeric"
              label={label('mobile_number')}
              required
              {...form.getInputProps('mobile_number')}
              onChange={(event) => onMobileChange(event.currentTarget.value)}
            />
          </Group>
          <TextInput type="tel" inputMode="numeric" label={label('whatsapp')} {...form.getInputProps('whatsapp')} />
          <TextInput type="email" label={label('email')} {...form.getInputProps('email')} />
          <StepMulti form={form} field="languages_known" list={LANGUAGES} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('wizard.work')} p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={grid} spacing="sm">
          <StepMulti form={form} field="education" list={DEGREES} />
          <StepMulti form={form} field="profession" list={professionNames} />
          <StepText form={form} field="profession_description" />
          <StepText form={form} field="professional_experience" />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
