import { MembersScreen } from './members-screen';

/** '/' and '/home' for roles 1-4 (seed 000 §2 "Home"). */
export function MembersListPage() {
  return <MembersScreen variant="list" title="Members List" />;
}

/** /member/edit (seed 001 "Members bulk-edit screen"). */
export function BulkEditPage() {
  return <MembersScreen variant="bulk" title="Bulk Edit" />;
}

/** /member/list/:page for role 5: their own contacts only (the server scopes the list). */
export function SevakListPage() {
  return <MembersScreen variant="sevak" title="Members List" />;
}
