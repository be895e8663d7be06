import { Button, Checkbox, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import {
  EVENT_TYPE_MESSAGES,
  type EventTypeBody,
  type EventTypeFormInput,
  eventTypeFormSchema,
} from '@sampark/domain/schemas/reference-lists';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../components/feedback/notify';
import { PleaseWait } from '../../components/feedback/please-wait';
import { useZodForm } from '../../components/form/use-zod-form';
import { EVENT_TYPES_KEY, saveEventType } from './event-type-api';
import { showSaveError } from '../../components/form/save-error';

interface EventTypeFormProps {
  id: number | null;
  initial: EventTypeFormInput;
}

/** Add and edit event type: type, description, inactive (seed 002 §2, §3, §5). */
export function EventTypeForm({ id, initial }: EventTypeFormProps) {
  const form = useZodForm(eventTypeFormSchema, initial);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = async (values: EventTypeBody) => {
    form.setSubmitting(true);
    try {
      const message = await saveEventType(id, values);
      notifySuccess(message || (id === null ? EVENT_TYPE_MESSAGES.created : EVENT_TYPE_MESSAGES.updated));
      await queryClient.invalidateQueries({ queryKey: EVENT_TYPES_KEY });
      void navigate('/event-type/list');
    } catch (error) {
      showSaveError(form, error, true);
    } finally {
      form.setSubmitting(false);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} pos="relative">
      <PleaseWait visible={form.submitting} />
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput label="Event Type" required maxLength={100} {...form.getInputProps('type')} />
          <Textarea label="Description" rows={3} resize="vertical" {...form.getInputProps('description')} value={form.values.description ?? ''} />
          <Checkbox
            label="Inactive?"
            checked={form.values.inactive === 1}
            onChange={(event) => form.setFieldValue('inactive', event.currentTarget.checked ? 1 : 0)}
          />
          <Group justify="flex-end" gap="sm">
            {id === null ? (
              <Button variant="default" onClick={() => form.reset()}>
                Reset Form
              </Button>
            ) : (
              <Button variant="default" component={Link} to="/event-type/list">
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
