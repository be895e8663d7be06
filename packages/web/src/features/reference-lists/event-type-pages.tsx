import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from '../../lib/router';
import { PleaseWait } from '../../components/feedback/please-wait';
import { ApiError } from '../../lib/api-client';
import { useEventType } from './event-type-api';
import { EventTypeForm } from './event-type-form';
import { FetchFailed } from '../../components/feedback/fetch-failed';

/** /event-type/create: inactive is ticked by default (seed 002 §2 "Event types"). */
export function EventTypeCreatePage() {
  const { t } = useTranslation('admin');
  return (
    <Stack maw={640} gap="md">
      <Title order={1} fz="h2">
        {t('eventTypes.add')}
      </Title>
      <EventTypeForm id={null} initial={{ type: '', description: '', inactive: 1 }} />
    </Stack>
  );
}

/** /event-type/{event_type}/update */
export function EventTypeEditPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const item = useEventType(id);
  const missing = !Number.isInteger(id) || (item.error instanceof ApiError && item.error.status === 404);
  return (
    <Stack maw={640} gap="md" pos="relative">
      <Title order={1} fz="h2">
        {t('eventTypes.update')}
      </Title>
      {missing ? (
        <Alert color="red">{t('eventTypes.missing')}</Alert>
      ) : item.isError ? (
        <FetchFailed />
      ) : item.data ? (
        <EventTypeForm
          key={item.data.id}
          id={item.data.id}
          initial={{ type: item.data.type, description: item.data.description ?? '', inactive: item.data.inactive === 1 ? 1 : 0 }}
        />
      ) : (
        <PleaseWait />
      )}
    </Stack>
  );
}
