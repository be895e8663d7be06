import { Select, SimpleGrid } from '@mantine/core';
import { ATTENDEE_TYPES } from '@sampark/domain/options/events';
import { GENDERS, TITLES } from '@sampark/domain/options/members';
import { asSelect, lookupData } from '../../components/form/select-data';
import type { Profession } from './registration-form-api';
import { fieldLabel, shownOption, useRegistrationsT } from './registration-i18n';
import { RegChoice, RegDate, RegText } from './registration-inputs';
import type { RegistrationForm } from './registration-form-values';

const grid = { base: 1, sm: 2 } as const;

interface PersonalProps {
  form: RegistrationForm;
  professions: readonly Profession[];
  /** the attendee type decides whether the member's details fill the form (seed 002 §2) */
  onRelationshipChange: (value: string) => void;
}

/** Step 1, Personal Details (seed 002 §3, §5). */
export function PersonalStep({ form, professions, onRelationshipChange }: PersonalProps) {
  const { t } = useRegistrationsT();
  const attendeeTypes = ATTENDEE_TYPES.map((a) => ({ value: String(a.value), label: shownOption(t, 'attendeeType', a.value) }));
  const genders = GENDERS.map((g) => ({ value: g.value, label: shownOption(t, 'gender', g.value) }));
  return (
    <SimpleGrid cols={grid} spacing="sm">
      <Select
        label={fieldLabel(t, 'relationship')}
        required
        allowDeselect={false}
        data={attendeeTypes}
        {...asSelect(form.getInputProps('relationship'))}
        onChange={(v) => onRelationshipChange(v ?? '')}
      />
      <RegText form={form} field="email" required type="email" inputMode="email" />
      <RegText form={form} field="recommended_by" required />
      <RegChoice form={form} field="salutation" required list={TITLES} labels="salutation" />
      <RegText form={form} field="firstname" required />
      <RegText form={form} field="lastname" required />
      <RegText form={form} field="hindi_name" required />
      <RegChoice form={form} field="gender" required list={genders} />
      <RegChoice form={form} field="profession_id" required searchable list={lookupData(professions, form.values.profession_id)} />
      <RegDate form={form} field="dob" />
    </SimpleGrid>
  );
}
