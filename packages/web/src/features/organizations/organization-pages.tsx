import { Alert, Stack, Title } from '@mantine/core';
import type { OrganizationRow } from '@sampark/domain/schemas/organizations';
import { useTranslation } from 'react-i18next';
import { useParams } from '../../lib/router';
import { PleaseWait } from '../../components/feedback/please-wait';
import { ApiError } from '../../lib/api-client';
import { useOrganization } from './organization-api';
import { EMPTY_ORGANIZATION, OrganizationForm } from './organization-form';
import { FetchFailed } from '../../components/feedback/fetch-failed';

/** /organization/create */
export function OrganizationCreatePage() {
  const { t } = useTranslation('admin');
  return (
    <Stack maw={820} gap="md">
      <Title order={1} fz="h2">
        {t('organizations.add')}
      </Title>
      <OrganizationForm id={null} initial={EMPTY_ORGANIZATION} />
    </Stack>
  );
}

function formValues(org: OrganizationRow) {
  return {
    name: org.name,
    objective: org.objective ?? '',
    area_activity: org.area_activity ?? '',
    members: org.members ?? '',
    website: org.website ?? '',
    head_person: org.head_person ?? '',
    remark: org.remark ?? '',
    active: org.active === 1 ? (1 as const) : (0 as const),
  };
}

/** /organization/{organization}/update */
export function OrganizationEditPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const org = useOrganization(id);
  const missing = !Number.isInteger(id) || (org.error instanceof ApiError && org.error.status === 404);
  return (
    <Stack maw={820} gap="md" pos="relative">
      <Title order={1} fz="h2">
        {t('organizations.update')}
      </Title>
      {missing ? (
        <Alert color="red">{t('organizations.missing')}</Alert>
      ) : org.isError ? (
        <FetchFailed />
      ) : org.data ? (
        <OrganizationForm key={org.data.id} id={org.data.id} initial={formValues(org.data)} />
      ) : (
        <PleaseWait />
      )}
    </Stack>
  );
}
