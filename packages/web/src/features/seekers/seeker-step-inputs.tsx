import { MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asSelect, withCurrent } from '../../components/form/select-data';
import { valueLabel } from '../../i18n/option-label';
import type { SeekerField, SeekerWizardForm } from './seeker-wizard-values';

/**
 * The wizard's inputs, one per kind, labelled and bound to the form: the steps list fields, not
 * props. A stored value no longer in its list stays shown (withCurrent). Labels are the `seekers`
 * catalogue's fields.<field>; options keep their stored value and show options.<value>.
 */
type TextKey = { [K in keyof SeekerWizardForm['values']]: SeekerWizardForm['values'][K] extends string ? K : never }[keyof SeekerWizardForm['values']];
type ListKey = { [K in keyof SeekerWizardForm['values']]: SeekerWizardForm['values'][K] extends string[] ? K : never }[keyof SeekerWizardForm['values']];

interface FieldProps<K> {
  form: SeekerWizardForm;
  field: K;
  required?: boolean;
}

/** A field's label in the language shown. */
export function useSeekerLabel() {
  const { t } = useTranslation('seekers');
  return (field: SeekerField) => t(`fields.${field}`);
}

/** Select data of stored values with their shown labels (the seeker option lists, professions, genders). */
export function useOptionData() {
  const { t } = useTranslation('seekers');
  return (data: { value: string; label: string }[]) => data.map((d) => ({ value: d.value, label: valueLabel(t, 'options', d.label) }));
}

export function StepText({ form, field, required, numeric }: FieldProps<TextKey> & { numeric?: boolean }) {
  const label = useSeekerLabel();
  return <TextInput label={label(field)} required={required} inputMode={numeric ? 'decimal' : undefined} {...form.getInputProps(field)} />;
}

export function StepNote({ form, field }: FieldProps<TextKey>) {
  const label = useSeekerLabel();
  return <Textarea label={label(field)} rows={3} {...form.getInputProps(field)} />;
}

export function StepChoice({ form, field, required, list }: FieldProps<TextKey> & { list: readonly string[] | { value: string; label: string }[] }) {
  const label = useSeekerLabel();
  const shown = useOptionData();
  const data = typeof list[0] === 'object' ? (list as { value: string; label: string }[]) : withCurrent(list as readonly string[], form.values[field]);
  return <Select label={label(field)} required={required} clearable={!required} searchable data={shown(data)} {...asSelect(form.getInputProps(field))} />;
}

export function StepMulti({ form, field, list }: FieldProps<ListKey> & { list: readonly string[] }) {
  const label = useSeekerLabel();
  const shown = useOptionData();
  return <MultiSelect label={label(field)} searchable clearable data={shown(withCurrent(list, form.values[field]))} {...form.getInputProps(field)} />;
}
