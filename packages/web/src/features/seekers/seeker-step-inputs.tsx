import { MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import { asSelect, withCurrent } from '../../components/form/select-data';
import { SEEKER_LABELS, type SeekerWizardForm } from './seeker-wizard-values';

/**
 * The wizard's inputs, one per kind, labelled and bound to the form: the steps list fields, not
 * props. A stored value no longer in its list stays shown (withCurrent).
 */
type TextKey = { [K in keyof SeekerWizardForm['values']]: SeekerWizardForm['values'][K] extends string ? K : never }[keyof SeekerWizardForm['values']];
type ListKey = { [K in keyof SeekerWizardForm['values']]: SeekerWizardForm['values'][K] extends string[] ? K : never }[keyof SeekerWizardForm['values']];

interface FieldProps<K> {
  form: SeekerWizardForm;
  field: K;
  required?: boolean;
}

export function StepText({ form, field, required, numeric }: FieldProps<TextKey> & { numeric?: boolean }) {
  return <TextInput label={SEEKER_LABELS[field]} required={required} inputMode={numeric ? 'decimal' : undefined} {...form.getInputProps(field)} />;
}

export function StepNote({ form, field }: FieldProps<TextKey>) {
  return <Textarea label={SEEKER_LABELS[field]} rows={3} {...form.getInputProps(field)} />;
}

export function StepChoice({ form, field, required, list }: FieldProps<TextKey> & { list: readonly string[] | { value: string; label: string }[] }) {
  const data = typeof list[0] === 'object' ? (list as { value: string; label: string }[]) : withCurrent(list as readonly string[], form.values[field]);
  return <Select label={SEEKER_LABELS[field]} required={required} clearable={!required} searchable data={data} {...asSelect(form.getInputProps(field))} />;
}

export function StepMulti({ form, field, list }: FieldProps<ListKey> & { list: readonly string[] }) {
  return <MultiSelect label={SEEKER_LABELS[field]} searchable clearable data={withCurrent(list, form.values[field])} {...form.getInputProps(field)} />;
}
