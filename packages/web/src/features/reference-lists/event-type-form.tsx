import { Checkbox, Textarea, TextInput } from '@mantine/core';
import {
  EVENT_TYPE_MESSAGES,
  type EventTypeBody,
  type EventTypeFormInput,
  eventTypeFormSchema,
} from '@sampark/domain/schemas/reference-lists';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form/form-actions';
import { FormCard } from '../../components/form/form-card';
import { useFormSave } from '../../components/form/use-form-save';
import { useZodForm } from '../../components/form/use-zod-form';
import { EVENT_TYPES_KEY } from '../../lib/query-keys';
import { saveEventType } from './event-type-api';

interface EventTypeFormProps {
  id: number | null;
  initial: EventTypeFormInput;
}

/** Add and edit event type: type, description, inactive (seed 002 §2, §3, §5). */
export function EventTypeForm({ id, initial }: EventTypeFormProps) {
  const { t } = useTranslation('admin');
  const form = useZodForm(eventTypeFormSchema, initial);
  const submit = useFormSave(form, {
    save: (values: EventTypeBody) => saveEventType(id, values),
    fallbackMessage: id === null ? EVENT_TYPE_MESSAGES.created : EVENT_TYPE_MESSAGES.updated,
    queryKey: EVENT_TYPES_KEY,
    listPath: '/event-type/list',
    scrollTopOnError: true,
  });

  return (
    <FormCard submitting={form.submitting} onSubmit={form.onSubmit(submit)}>
      <TextInput label={t('eventTypes.type')} required maxLength={100} {...form.getInputProps('type')} />
      <Textarea label={t('eventTypes.description')} rows={3} resize="vertical" {...form.getInputProps('description')} value={form.values.description ?? ''} />
      <Checkbox
        label={t('eventTypes.inactive')}
        checked={form.values.inactive === 1}
        onChange={(event) => form.setFieldValue('inactive', event.currentTarget.checked ? 1 : 0)}
      />
      <FormActions adding={id === null} submitting={form.submitting} listPath="/event-type/list" onReset={form.reset} />
    </FormCard>
  );
}
