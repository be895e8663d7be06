import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PleaseWait } from '../../components/feedback/please-wait';
import { ApiError } from '../../lib/api-client';
import { LocationCreateForm, LocationEditForm } from './location-form';
import { useLocation } from './locations-api';
import { FetchFailed } from '../../components/feedback/fetch-failed';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack maw={640} gap="md" pos="relative">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Loads the location named by the route parameter, or says why it cannot. */
function WithLocation({ param, children }: { param: string; children: (loc: NonNullable<ReturnType<typeof useLocation>['data']>) => ReactNode }) {
  const id = Number(useParams()[param]);
  const loc = useLocation(id);
  if (!Number.isInteger(id) || id <= 0 || (loc.error instanceof ApiError && loc.error.status === 404)) {
    return <Alert color="red">This location does not exist.</Alert>;
  }
  if (loc.isError) return <FetchFailed />;
  if (!loc.data) return <PleaseWait />;
  return children(loc.data);
}

/** /location/{parent}/create (route name LocationCreate, seed 001 §2). */
export function LocationCreatePage() {
  return (
    <Frame title="Add Location">
      <WithLocation param="parent">{(parent) => <LocationCreateForm key={parent.id} parent={parent} />}</WithLocation>
    </Frame>
  );
}

/** /location/{location}/update. */
export function LocationEditPage() {
  return (
    <Frame title="Update Location">
      <WithLocation param="id">{(loc) => <LocationEditForm key={`${loc.id}:${loc.updated_at}`} location={loc} />}</WithLocation>
    </Frame>
  );
}
