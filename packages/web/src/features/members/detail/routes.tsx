import type { AppRoute } from '../../../lib/route-types';

/** Every role, within its member scope (the server answers 404 outside it). */
export const memberDetailRoutes: AppRoute[] = [
  {
    path: '/member/:id/view',
    access: 'all',
    title: 'Member Details',
    page: () => import('./member-detail-page').then((m) => m.MemberDetailPage),
  },
];
