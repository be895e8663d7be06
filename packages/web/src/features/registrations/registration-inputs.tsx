import { MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import type { RegistrationField } from '@sampark/domain/schemas/registrations';
import { asSelect, withCurrent } from '../../components/form/select-data';
import { REGISTRATION_LABELS, type RegistrationForm, type RegistrationFormValues } from './registration-form-values';

/**
 * The form's inputs, one per kind, labelled and bound to the form: the steps list fields, not
 * props. Required fields show the asterisk; the messages come from the domain's step schemas.
 */
type TextKey = { [K in RegistrationField]: RegistrationFormValues[K] extends string ? K : never }[RegistrationField];
type ListKey = { [K in RegistrationField]: RegistrationFormValues[K] extends string[] ? K : never }[RegistrationField];

interface FieldProps<K> {
  form: RegistrationForm;
  field: K;
  required?: boolean;
}

export function RegText({ form, field, required, type, inputMode }: FieldProps<TextKey> & { type?: 'email' | 'tel' | 'url'; inputMode?: 'numeric' | 'email' | 'url' }) {
  return <TextInput label={REGISTRATION_LABELS[field]} required={required} type={type} inputMode={inputMode} {...form.getInputProps(field)} />;
}

export function RegNote({ form, field, required }: FieldProps<TextKey>) {
  return <Textarea label={REGISTRATION_LABELS[field]} required={required} rows={3} {...form.getInputProps(field)} />;
}

/** A native date picker (a phone's own), limited to the field's window. */
export function RegDate({ form, field, required, min, max }: FieldProps<TextKey> & { min?: string; max?: string }) {
  return <TextInput type="date" label={REGISTRATION_LABELS[field]} required={required} min={min} max={max} {...form.getInputProps(field)} />;
}

export function RegTime({ form, field, required }: FieldProps<TextKey>) {
  return <TextInput type="time" label={REGISTRATION_LABELS[field]} required={required} {...form.getInputProps(field)} />;
}

type Choices = readonly string[] | readonly { value: string; label: string }[];

export function RegChoice({ form, field, required, list, searchable }: FieldProps<TextKey> & { list: Choices; searchable?: boolean }) {
  const data = typeof list[0] === 'object' ? (list as { value: string; label: string }[]) : withCurrent(list as readonly string[], form.values[field]);
  return (
    <Select
      label={REGISTRATION_LABELS[field]}
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

export function RegMulti({ form, field, required, list }: FieldProps<ListKey> & { list: readonly string[] }) {
  return <MultiSelect label={REGISTRATION_LABELS[field]} required={required} clearable data={withCurrent(list, form.values[field])} {...form.getInputProps(field)} />;
}
