import type { AppRoute } from '../../lib/route-types';
import type { NamedListTable } from '../../lib/query-keys';

const named = (table: NamedListTable, kind: 'list' | 'create' | 'edit') => () =>
  import('./named-list-pages').then((m) => m.namedListPage(table, kind));

/** Professions, categories, statuses and event types: admin screens, roles 1-2 (SCREENS.md). */
export const referenceListRoutes: AppRoute[] = [
  { path: '/profession/list', access: 'admin', title: 'Professions', page: named('professions', 'list') },
  { path: '/profession/create', access: 'admin', title: 'Add Profession', page: named('professions', 'create') },
  { path: '/profession/:id/update', access: 'admin', title: 'Update Profession', page: named('professions', 'edit') },
  { path: '/category/list', access: 'admin', title: 'Categories', page: named('categories', 'list') },
  { path: '/category/create', access: 'admin', title: 'Add Category', page: named('categories', 'create') },
  { path: '/category/:id/update', access: 'admin', title: 'Update Category', page: named('categories', 'edit') },
  { path: '/status/list', access: 'admin', title: 'Statuses', page: named('statuses', 'list') },
  { path: '/status/create', access: 'admin', title: 'Add Status', page: named('statuses', 'create') },
  { path: '/status/:id/update', access: 'admin', title: 'Update Status', page: named('statuses', 'edit') },
  { path: '/event-type/list', access: 'admin', title: 'Event Types', page: () => import('./event-type-list-page').then((m) => m.EventTypeListPage) },
  { path: '/event-type/create', access: 'admin', title: 'Add Event Type', page: () => import('./event-type-pages').then((m) => m.EventTypeCreatePage) },
  { path: '/event-type/:id/update', access: 'admin', title: 'Update Event Type', page: () => import('./event-type-pages').then((m) => m.EventTypeEditPage) },
];
