import type { RegistrationField } from '@sampark/domain/schemas/registrations';
import { PlainDateInput, PlainSelect, PlainTextInput } from '../../components/form/plain-fields';
import { fieldLabel, type OptionMap, optionData, useRegistrationsT } from './registration-i18n';
import type { RegistrationForm, RegistrationFormValues } from './registration-form-values';

/**
 * The form's inputs, one per kind, labelled and bound to the form: the steps list fields, not
 * props. Required fields show the asterisk; the messages come from the domain's step schemas.
 * Plain fields (components/form/plain-fields.tsx, issue 32): a registrant's phone answers the
 * first step's taps without running Mantine's inputs, and its own picker shows each list
 * (docs/decisions/104-public-form-in-plain-elements.md).
 */
export type TextKey = { [K in RegistrationField]: RegistrationFormValues[K] extends string ? K : never }[RegistrationField];

export interface FieldProps<K> {
  form: RegistrationForm;
  field: K;
  required?: boolean;
}

export function RegText({ form, field, required, type, inputMode }: FieldProps<TextKey> & { type?: 'email' | 'tel' | 'url'; inputMode?: 'numeric' | 'email' | 'url' }) {
  const { t } = useRegistrationsT();
  return <PlainTextInput label={fieldLabel(t, field)} required={required} type={type} inputMode={inputMode} {...form.getInputProps(field)} />;
}

/** A date typed as DD-MM-YYYY (seed 001 §9); the step's schema checks the field's window. */
export function RegDate({ form, field, required }: FieldProps<TextKey>) {
  const { t } = useRegistrationsT();
  return <PlainDateInput label={fieldLabel(t, field)} required={required} {...form.getInputProps(field)} />;
}

export function RegTime({ form, field, required }: FieldProps<TextKey>) {
  const { t } = useRegistrationsT();
  return <PlainTextInput type="time" label={fieldLabel(t, field)} required={required} {...form.getInputProps(field)} />;
}

/** Either stored values shown through the catalogue's map `labels` (or as they are), or ready select data. */
type Choices = { list: readonly string[]; labels?: OptionMap } | { list: readonly { value: string; label: string }[]; labels?: never };

/**
 * A choice, a native select: once chosen it is changed, not emptied (PlainSelect; every choice of
 * the form is required). `onChoose` replaces the form's own change, for a choice that moves others.
 */
export function RegChoice({ form, field, required, list, labels, onChoose }: FieldProps<TextKey> & Choices & { onChoose?: (value: string) => void }) {
  const { t } = useRegistrationsT();
  const options = typeof list[0] === 'object' ? (list as { value: string; label: string }[]) : optionData(t, labels, list as readonly string[], form.values[field]);
  const input = form.getInputProps(field);
  const onChange = onChoose ? (e: { currentTarget: { value: string } }) => onChoose(e.currentTarget.value) : input.onChange;
  return <PlainSelect label={fieldLabel(t, field)} required={required} options={options} {...input} onChange={onChange} />;
}
