import { Button, Checkbox, Group, Paper, Stack, TextInput } from '@mantine/core';
import type { NamedListBody, NamedListFormInput } from '@sampark/domain/schemas/reference-lists';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../components/feedback/notify';
import { PleaseWait } from '../../components/feedback/please-wait';
import { useZodForm } from '../../components/form/use-zod-form';
import { namedListQueryKey, saveNamed } from './named-list-api';
import type { NamedListScreen } from './named-lists';
import { showSaveError } from '../../components/form/save-error';

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
  const form = useZodForm(screen.formSchema, initial);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = async (values: NamedListBody) => {
    form.setSubmitting(true);
    try {
      const message = await saveNamed(screen.table, id, values);
      notifySuccess(message || (id === null ? screen.created : screen.updated));
      await queryClient.invalidateQueries({ queryKey: namedListQueryKey(screen.table) });
      void navigate(`${screen.route}/list`);
    } catch (error) {
      showSaveError(form, error, screen.scrollTopOnError);
    } finally {
      form.setSubmitting(false);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} pos="relative">
      <PleaseWait visible={form.submitting} />
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput label={screen.singular} required maxLength={100} {...form.getInputProps('name')} />
          <Checkbox
            label="Active?"
            checked={form.values.active === 1}
            onChange={(event) => form.setFieldValue('active', event.currentTarget.checked ? 1 : 0)}
          />
          <Group justify="flex-end" gap="sm">
            {id === null ? (
              <Button variant="default" onClick={() => form.reset()}>
                Reset Form
              </Button>
            ) : (
              <Button variant="default" component={Link} to={`${screen.route}/list`}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={form.submitting}>
              {id === null ? 'Create' : 'Update'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
