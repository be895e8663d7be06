import { Alert, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { PleaseWait } from '../../components/feedback/please-wait';
import { ApiError } from '../../lib/api-client';
import { useEvent } from './events-api';
import { EventForm } from './event-form';
import { EMPTY_EVENT, eventFormValues } from './event-values';

/** /event/create */
export function EventCreatePage() {
  return (
    <Stack maw={820} gap="md">
      <Title order={1} fz="h2">
        Add Event
      </Title>
      <EventForm id={null} initial={EMPTY_EVENT} />
    </Stack>
  );
}

/** /event/{event}/update: an event outside the caller's scope is a 404, like one that does not exist. */
export function EventEditPage() {
  const id = Number(useParams().id);
  const event = useEvent(id);
  const missing = !Number.isInteger(id) || id <= 0 || (event.error instanceof ApiError && event.error.status === 404);
  const e = event.data;
  return (
    <Stack maw={820} gap="md" pos="relative">
      <Title order={1} fz="h2">
        Update Event
      </Title>
      {missing ? (
        <Alert color="red">This event does not exist.</Alert>
      ) : event.isError ? (
        <FetchFailed />
      ) : e ? (
        <EventForm
          key={e.id}
          id={e.id}
          initial={eventFormValues(e)}
          current={{ location: { id: e.location_id, name: e.location_name }, type: { id: e.type, name: e.type_name } }}
        />
      ) : (
        <PleaseWait />
      )}
    </Stack>
  );
}
