import type { AppRoute } from '../../lib/route-types';

/** Organizations: roles 1-4 (docs/api-conventions.md#roles-and-scope). */
export const organizationRoutes: AppRoute[] = [
  {
    path: '/organization/list',
    access: 'staff',
    title: 'Organizations',
    page: () => import('./organization-list-page').then((m) => m.OrganizationListPage),
  },
  {
    path: '/organization/create',
    access: 'staff',
    title: 'Add Organization',
    page: () => import('./organization-pages').then((m) => m.OrganizationCreatePage),
  },
  {
    path: '/organization/:id/update',
    access: 'staff',
    title: 'Update Organization',
    page: () => import('./organization-pages').then((m) => m.OrganizationEditPage),
  },
];
