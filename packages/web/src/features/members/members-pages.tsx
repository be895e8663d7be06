import { useTranslation } from 'react-i18next';
import { MembersScreen } from './members-screen';

/** '/' and '/home' for roles 1-4 (seed 000 §2 "Home"). */
export function MembersListPage() {
  const { t } = useTranslation('members');
  return <MembersScreen variant="list" title={t('title.list')} />;
}

/** /member/edit (seed 001 "Members bulk-edit screen"). */
export function BulkEditPage() {
  const { t } = useTranslation('members');
  return <MembersScreen variant="bulk" title={t('title.bulk')} />;
}

/** /member/list/:page for role 5: their own contacts only (the server scopes the list). */
export function SevakListPage() {
  const { t } = useTranslation('members');
  return <MembersScreen variant="sevak" title={t('title.list')} />;
}
