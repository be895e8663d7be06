import type { AppRoute } from '../../lib/route-types';

/** Duplicate members (issue 30): an admin screen, roles 1-2. */
export const duplicatesRoutes: AppRoute[] = [
  { path: '/duplicates', access: 'admin', title: 'Duplicate Members', page: () => import('./duplicates-page').then((m) => m.DuplicatesPage) },
];
