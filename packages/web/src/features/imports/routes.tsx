import type { AppRoute } from '../../lib/route-types';

/** The spreadsheet imports (issue 15): seekers for roles 1-3, members for roles 1-2 (seed 000 §6). */
export const importRoutes: AppRoute[] = [
  {
    path: '/seeker/import',
    access: 'seekers',
    title: 'Import Seekers',
    page: () => import('./import-page').then((m) => m.SeekerImportPage),
  },
  {
    path: '/import',
    access: 'admin',
    title: 'Import Members',
    page: () => import('./import-page').then((m) => m.MemberImportPage),
  },
];
