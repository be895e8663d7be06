import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { PleaseWait } from '../../components/feedback/please-wait';
import { EventForm } from './event-form';
import { EMPTY_EVENT, eventFormValues } from './event-values';
import { EventMissing, useRouteEvent } from './route-event';

/** /event/create */
export function EventCreatePage() {
  const { t } = useTranslation('events');
  return (
    <Stack maw={820} gap="md">
      <Title order={1} fz="h2">
        {t('title.add')}
      </Title>
      <EventForm id={null} initial={EMPTY_EVENT} />
    </Stack>
  );
}

/** /event/{event}/update: an event outside the caller's scope is a 404, like one that does not exist. */
export function EventEditPage() {
  const { t } = useTranslation('events');
  const { event, missing } = useRouteEvent();
  const e = event.data;
  return (
    <Stack maw={820} gap="md" pos="relative">
      <Title order={1} fz="h2">
        {t('title.update')}
      </Title>
      {missing ? (
        <EventMissing />
      ) : event.isError ? (
        <FetchFailed />
      ) : e ? (
        <EventForm
          key={e.id}
          id={e.id}
          initial={eventFormValues(e)}
          gsheetUrl={e.gsheet_url}
          current={{ location: { id: e.location_id, name: e.location_name }, type: { id: e.type, name: e.type_name } }}
        />
      ) : (
        <PleaseWait />
      )}
    </Stack>
  );
}
