import { Checkbox, TextInput } from '@mantine/core';
import type { NamedListBody, NamedListFormInput } from '@sampark/domain/schemas/reference-lists';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form/form-actions';
import { FormCard } from '../../components/form/form-card';
import { useFormSave } from '../../components/form/use-form-save';
import { useZodForm } from '../../components/form/use-zod-form';
import { namedListKey } from '../../lib/query-keys';
import { saveNamed } from './named-list-api';
import type { NamedListScreen } from './named-lists';

interface NamedListFormProps {
  screen: NamedListScreen;
  /** null: add; otherwise the row being edited */
  id: number | null;
  initial: NamedListFormInput;
}

/**
 * The add and edit form of a simple list: name and 'Active?' (seed 000 §2 "Add Profession", seed
 * 001 §2). Add has Create and Reset Form; edit has Update. A save returns to the list.
 */
export function NamedListForm({ screen, id, initial }: NamedListFormProps) {
  const { t } = useTranslation('admin');
  const form = useZodForm(screen.formSchema, initial);
  const submit = useFormSave(form, {
    save: (values: NamedListBody) => saveNamed(screen.table, id, values),
    fallbackMessage: id === null ? screen.created : screen.updated,
    queryKey: namedListKey(screen.table),
    listPath: `${screen.route}/list`,
    scrollTopOnError: screen.scrollTopOnError,
  });

  return (
    <FormCard submitting={form.submitting} onSubmit={form.onSubmit(submit)}>
      <TextInput label={t(`lists.${screen.table}.singular`)} required maxLength={100} {...form.getInputProps('name')} />
      <Checkbox
        label={t('activeQ')}
        checked={form.values.active === 1}
        onChange={(event) => form.setFieldValue('active', event.currentTarget.checked ? 1 : 0)}
      />
      <FormActions adding={id === null} submitting={form.submitting} listPath={`${screen.route}/list`} onReset={form.reset} />
    </FormCard>
  );
}
