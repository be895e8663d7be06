import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '../../lib/router';
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
  const { t } = useTranslation('admin');
  const id = Number(useParams()[param]);
  const loc = useLocation(id);
  if (!Number.isInteger(id) || id <= 0 || (loc.error instanceof ApiError && loc.error.status === 404)) {
    return <Alert color="red">{t('locations.missing')}</Alert>;
  }
  if (loc.isError) return <FetchFailed />;
  if (!loc.data) return <PleaseWait />;
  return children(loc.data);
}

/** /location/{parent}/create (route name LocationCreate, seed 001 §2). */
export function LocationCreatePage() {
  const { t } = useTranslation('admin');
  return (
    <Frame title={t('locations.add')}>
      <WithLocation param="parent">{(parent) => <LocationCreateForm key={parent.id} parent={parent} />}</WithLocation>
    </Frame>
  );
}

/** /location/{location}/update. */
export function LocationEditPage() {
  const { t } = useTranslation('admin');
  return (
    <Frame title={t('locations.update')}>
      <WithLocation param="id">{(loc) => <LocationEditForm key={`${loc.id}:${loc.updated_at}`} location={loc} />}</WithLocation>
    </Frame>
  );
}
