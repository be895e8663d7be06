import { MultiSelect } from '@mantine/core';
import { PlainTextarea } from '../../components/form/plain-fields';
import type { RegistrationField } from '@sampark/domain/schemas/registrations';
import { fieldLabel, type OptionMap, optionData, useRegistrationsT } from './registration-i18n';
import type { FieldProps, TextKey } from './registration-inputs';
import type { RegistrationFormValues } from './registration-form-values';

/**
 * The inputs only steps 2-6 use (registration-later-steps.tsx), apart from registration-inputs.tsx
 * so step 1 does not load Textarea and MultiSelect (docs/decisions/061-public-form-on-preact.md).
 */
type ListKey = { [K in RegistrationField]: RegistrationFormValues[K] extends string[] ? K : never }[RegistrationField];

export function RegNote({ form, field, required }: FieldProps<TextKey>) {
  const { t } = useRegistrationsT();
  return <PlainTextarea label={fieldLabel(t, field)} required={required} rows={3} {...form.getInputProps(field)} />;
}

export function RegMulti({ form, field, required, list, labels }: FieldProps<ListKey> & { list: readonly string[]; labels?: OptionMap }) {
  const { t } = useRegistrationsT();
  return <MultiSelect label={fieldLabel(t, field)} required={required} clearable data={optionData(t, labels, list, form.values[field])} {...form.getInputProps(field)} />;
}
