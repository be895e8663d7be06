import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '../../lib/router';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { PleaseWait } from '../../components/feedback/please-wait';
import { ApiError } from '../../lib/api-client';
import { SeekerWizard } from './seeker-wizard';
import { EMPTY_SEEKER, seekerValuesOf } from './seeker-wizard-values';
import { useSeeker } from './seekers-api';

/** /seeker/create: the add-seeker wizard (seed 001 §2 "Add seeker"). */
export function SeekerCreatePage() {
  const { t } = useTranslation('seekers');
  return (
    <Stack maw={1200} gap="md">
      <Title order={1} fz="h2">
        {t('pages.add')}
      </Title>
      <SeekerWizard initial={EMPTY_SEEKER} />
    </Stack>
  );
}

/**
 * /seeker/{seeker}/edit: the wizard prefilled with the stored record (docs/decisions/033); a seeker
 * outside the caller's scope is a 404, like one that does not exist.
 */
export function SeekerWizardEditPage() {
  const { t } = useTranslation('seekers');
  const id = Number(useParams().id);
  const seeker = useSeeker(id);
  const missing = !Number.isInteger(id) || id <= 0 || (seeker.error instanceof ApiError && seeker.error.status === 404);
  return (
    <Stack maw={1200} gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz="h2">
          {t('pages.edit')}
        </Title>
        {!missing && (
          <Button variant="subtle" component={Link} to={`/seeker/${id}/update`}>
            {t('pages.editNameOnly')}
          </Button>
        )}
      </Group>
      {missing ? (
        <Alert color="red">{t('pages.missing')}</Alert>
      ) : seeker.isError ? (
        <FetchFailed />
      ) : seeker.data ? (
        <SeekerWizard key={seeker.data.id} initial={seekerValuesOf(seeker.data)} seekerId={seeker.data.id} />
      ) : (
        <PleaseWait />
      )}
    </Stack>
  );
}
