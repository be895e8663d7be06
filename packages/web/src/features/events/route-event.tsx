import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from '../../lib/router';
import { ApiError } from '../../lib/api-client';
import { useEvent } from './events-api';

/**
 * The event of the route's `:id`. `missing` when the id is not a positive whole number or the
 * server answers 404 (an event outside the caller's scope answers 404 too).
 */
export function useRouteEvent() {
  const id = Number(useParams().id);
  const event = useEvent(id);
  const missing = !Number.isInteger(id) || id <= 0 || (event.error instanceof ApiError && event.error.status === 404);
  return { id, event, missing };
}

/** What an event screen shows instead of itself when its event is missing. */
export function EventMissing() {
  const { t } = useTranslation('events');
  return <Alert color="red">{t('missing')}</Alert>;
}
