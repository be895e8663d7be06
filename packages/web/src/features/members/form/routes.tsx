import type { AppRoute } from '../../../lib/route-types';

export const addMemberRoutes: AppRoute[] = [
  {
    path: '/register',
    access: 'all',
    title: 'Add New Member',
    page: () => import('./add-member-page').then((m) => m.AddMemberPage),
  },
];
