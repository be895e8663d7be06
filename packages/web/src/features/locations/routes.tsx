import type { AppRoute } from '../../lib/route-types';

export const locationRoutes: AppRoute[] = [
  { path: '/location/list', access: 'admin', title: 'Locations', page: () => import('./location-list-page').then((m) => m.LocationListPage) },
  { path: '/location/:parent/create', access: 'admin', title: 'Add Location', page: () => import('./location-pages').then((m) => m.LocationCreatePage) },
  { path: '/location/:id/update', access: 'admin', title: 'Update Location', page: () => import('./location-pages').then((m) => m.LocationEditPage) },
];
