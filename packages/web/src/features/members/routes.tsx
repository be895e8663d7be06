import type { AppRoute } from '../../lib/route-types';

const pages = () => import('./members-pages');

/** The members lists; '/' itself is the home route, which shows MembersListPage to roles 1-4. */
export const membersRoutes: AppRoute[] = [
  { path: '/member/edit', access: 'staff', title: 'Bulk Edit', page: () => pages().then((m) => m.BulkEditPage) },
  { path: '/member/list/:page', access: 'sevak', title: 'Members List', page: () => pages().then((m) => m.SevakListPage) },
];
