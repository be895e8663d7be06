import { Alert } from '@mantine/core';
import { approvalStatusOfSlug } from '@sampark/domain/options/events';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../../lib/router';
import { InviteeListScreen } from './invitee-list-page';

/**
 * /event/{event}/new, approvalfirst, approvalfinal, infopending, infoupdated, disapprovalfirst,
 * disapprovalfinal, decisionpending (seed 002 §2): one screen per status, named by the path's
 * last segment. Keyed by the status, so moving to another list starts with no selection.
 */
export function StatusListPage() {
  const { t } = useTranslation('events');
  const slug = useLocation().pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const status = approvalStatusOfSlug(slug);
  if (!status) return <Alert color="red">{t('listMissing')}</Alert>;
  return <InviteeListScreen key={status} status={status} />;
}
