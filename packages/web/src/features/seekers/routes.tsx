import type { AppRoute } from '../../lib/route-types';

/** The seekers list and the simple edit: roles 1-3 (seed 001 §2; issue 15, docs/decisions/028-seekers.md). */
export const seekerRoutes: AppRoute[] = [
  {
    path: '/seeker/list',
    access: 'seekers',
    title: 'Seekers List',
    page: () => import('./seeker-list-page').then((m) => m.SeekerListPage),
  },
  {
    path: '/seeker/:id/update',
    access: 'seekers',
    title: 'Update Seeker',
    page: () => import('./seeker-edit-page').then((m) => m.SeekerEditPage),
  },
];
