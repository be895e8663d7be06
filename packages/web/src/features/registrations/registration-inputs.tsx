import { Select, TextInput } from '@mantine/core';
import type { RegistrationField } from '@sampark/domain/schemas/registrations';
import { asSelect } from '../../components/form/select-data';
import { fieldLabel, type OptionMap, optionData, useRegistrationsT } from './registration-i18n';
import type { RegistrationForm, RegistrationFormValues } from './registration-form-values';
import { DateField } from '../../components/form/date-field';

/**
 * The form's inputs, one per kind, labelled and bound to the form: the steps list fields, not
 * props. Required fields show the asterisk; the messages come from the domain's step schemas.
 */
export type TextKey = { [K in RegistrationField]: RegistrationFormValues[K] extends string ? K : never }[RegistrationField];

export interface FieldProps<K> {
  form: RegistrationForm;
  field: K;
  required?: boolean;
}

export function RegText({ form, field, required, type, inputMode }: FieldProps<TextKey> & { type?: 'email' | 'tel' | 'url'; inputMode?: 'numeric' | 'email' | 'url' }) {
  const { t } = useRegistrationsT();
  return <TextInput label={fieldLabel(t, field)} required={required} type={type} inputMode={inputMode} {...form.getInputProps(field)} />;
}

/** A date typed as DD-MM-YYYY (seed 001 §9); the step's schema checks the field's window. */
export function RegDate({ form, field, required }: FieldProps<TextKey>) {
  const { t } = useRegistrationsT();
  return <DateField label={fieldLabel(t, field)} required={required} {...form.getInputProps(field)} />;
}

export function RegTime({ form, field, required }: FieldProps<TextKey>) {
  const { t } = useRegistrationsT();
  return <TextInput type="time" label={fieldLabel(t, field)} required={required} {...form.getInputProps(field)} />;
}

/** Either stored values shown through the catalogue's map `labels` (or as they are), or ready select data. */
type Choices = { list: readonly string[]; labels?: OptionMap } | { list: readonly { value: string; label: string }[]; labels?: never };

export function RegChoice({ form, field, required, list, labels, searchable }: FieldProps<TextKey> & Choices & { searchable?: boolean }) {
  const { t } = useRegistrationsT();
  const data = typeof list[0] === 'object' ? (list as { value: string; label: string }[]) : optionData(t, labels, list as readonly string[], form.values[field]);
  return (
    <Select
      label={fieldLabel(t, field)}
      required={required}
      clearable={!required}
      searchable={searchable}
      allowDeselect={!required}
      comboboxProps={{ withinPortal: true }}
      data={data}
      {...asSelect(form.getInputProps(field))}
    />
  );
}
