import { Alert, Checkbox, List, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { canAccess } from '@sampark/domain/roles';
import { EVENT_MESSAGES, EVENT_TEXT_MAX, type EventCreate, eventCreateSchema, type EventFormInput } from '@sampark/domain/schemas/events';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form/form-actions';
import { FormCard } from '../../components/form/form-card';
import { asSelect } from '../../components/form/select-data';
import { useFormSave } from '../../components/form/use-form-save';
import { useZodForm } from '../../components/form/use-zod-form';
import { useMyLocations } from '../../hooks/use-lookups';
import { useCurrentUser } from '../../lib/use-auth';
import { EVENTS_KEY, saveEvent, useActiveEventTypes } from './events-api';
import { errorMessages, eventBody, type EventFormValues, locationChoices } from './event-values';
import { DateField } from '../../components/form/date-field';
import { GsheetAddress } from './gsheet-address';

const LIST_PATH = '/event/list';
const scrollTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

interface EventFormProps {
  /** null: Add New */
  id: number | null;
  /** the stored event's sheet address (roles 1-2, while Connect to Google Sheet is on) */
  gsheetUrl?: string | null;
  initial: EventFormValues;
  /** the stored event's location and type, kept as choices when they are not offered any more */
  current?: { location: { id: number; name: string }; type: { id: number; name: string } };
}

/**
 * Add and edit event (seed 002 §2 "Add event and edit event", §5): the shared schema's messages
 * on the fields and listed at the top, where the page scrolls to on a failed save.
 */
export function EventForm({ id, initial, current, gsheetUrl }: EventFormProps) {
  const { t } = useTranslation('events');
  const form = useZodForm(eventCreateSchema, initial as EventFormInput);
  const values = form.values as EventFormValues;
  // seed 002 §6: Connect to Google Sheet is shown to roles 1 and 2 only
  const mayConnectSheet = canAccess(useCurrentUser()?.role, 'admin');
  const locations = useMyLocations();
  const types = useActiveEventTypes();
  const submit = useFormSave(form, {
    save: (body: EventCreate) => saveEvent(id, eventBody(body, mayConnectSheet)),
    fallbackMessage: id === null ? EVENT_MESSAGES.created : EVENT_MESSAGES.updated,
    queryKey: EVENTS_KEY,
    listPath: LIST_PATH,
    scrollTopOnError: true,
  });

  const typeData = (types.data ?? []).map((t) => ({ value: String(t.id), label: t.type }));
  if (current && !typeData.some((t) => t.value === String(current.type.id))) typeData.unshift({ value: String(current.type.id), label: current.type.name });
  const errors = errorMessages(form.errors);

  return (
    <FormCard submitting={form.submitting} onSubmit={form.onSubmit(submit, scrollTop)}>
      {errors.length > 0 && (
        <Alert color="red" title={t('form.correct')}>
          <List size="sm">
            {errors.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <TextInput label={t('form.name')} required {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('form.location')}
          required
          searchable
          limit={100}
          nothingFoundMessage={t('form.noLocation')}
          data={locationChoices(locations.data ?? [], current?.location)}
          {...asSelect(form.getInputProps('location_id'))}
        />
        <Select label={t('form.type')} required searchable data={typeData} {...asSelect(form.getInputProps('type'))} />
        <DateField label={t('form.startDate')} required {...form.getInputProps('date_from')} />
        <DateField label={t('form.endDate')} required {...form.getInputProps('date_to')} />
      </SimpleGrid>
      <Textarea label={t('form.description')} rows={3} resize="vertical" maxLength={EVENT_TEXT_MAX} {...form.getInputProps('description')} />
      <Textarea label={t('form.remarks')} rows={2} resize="vertical" maxLength={EVENT_TEXT_MAX} {...form.getInputProps('remarks')} />
      {mayConnectSheet && (
        <Checkbox
          label={t('form.connectSheet')}
          checked={values.connect_gsheet === 1}
          onChange={(event) => form.setFieldValue('connect_gsheet', event.currentTarget.checked ? 1 : 0)}
        />
      )}
      {mayConnectSheet && values.connect_gsheet === 1 && <GsheetAddress eventId={id ?? 0} url={id === null || initial.connect_gsheet !== 1 ? null : gsheetUrl} />}
      <Checkbox
        label={t('form.active')}
        checked={values.inactive === 0}
        onChange={(event) => form.setFieldValue('inactive', event.currentTarget.checked ? 0 : 1)}
      />
      <FormActions adding={id === null} submitting={form.submitting} listPath={LIST_PATH} onReset={form.reset} />
    </FormCard>
  );
}
