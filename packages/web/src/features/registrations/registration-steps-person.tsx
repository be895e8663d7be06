import { ATTENDEE_TYPES } from '@sampark/domain/options/events';
import { GENDERS, TITLES } from '@sampark/domain/options/members';
import { lookupData } from '../../components/form/select-data';
import type { Profession } from './registration-form-api';
import { shownOption, useRegistrationsT } from './registration-i18n';
import { RegChoice, RegDate, RegText } from './registration-inputs';
import type { RegistrationForm } from './registration-form-values';
import classes from './registration-form.module.css';

interface PersonalProps {
  form: RegistrationForm;
  professions: readonly Profession[];
  /** the attendee type decides whether the member's details fill the form (seed 002 §2) */
  onRelationshipChange: (value: string) => void;
}

/** Step 1, Personal Details (seed 002 §3, §5), in plain elements (docs/decisions/104-public-form-in-plain-elements.md). */
export function PersonalStep({ form, professions, onRelationshipChange }: PersonalProps) {
  const { t } = useRegistrationsT();
  const attendeeTypes = ATTENDEE_TYPES.map((a) => ({ value: String(a.value), label: shownOption(t, 'attendeeType', a.value) }));
  const genders = GENDERS.map((g) => ({ value: g.value, label: shownOption(t, 'gender', g.value) }));
  return (
    <div className={classes.grid}>
      <RegChoice form={form} field="relationship" required list={attendeeTypes} onChoose={onRelationshipChange} />
      <RegText form={form} field="email" required type="email" inputMode="email" />
      <RegText form={form} field="recommended_by" required />
      <RegChoice form={form} field="salutation" required list={TITLES} labels="salutation" />
      <RegText form={form} field="firstname" required />
      <RegText form={form} field="lastname" required />
      <RegText form={form} field="hindi_name" required />
      <RegChoice form={form} field="gender" required list={genders} />
      <RegChoice form={form} field="profession_id" required list={lookupData(professions, form.values.profession_id)} />
      <RegDate form={form} field="dob" />
    </div>
  );
}
