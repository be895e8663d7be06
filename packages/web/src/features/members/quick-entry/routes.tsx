import type { AppRoute } from '../../../lib/route-types';

export const quickEntryRoutes: AppRoute[] = [
  {
    path: '/quickentry/create',
    access: 'all',
    title: 'Quick Entry',
    page: () => import('./quick-entry-page').then((m) => m.QuickEntryPage),
  },
];
