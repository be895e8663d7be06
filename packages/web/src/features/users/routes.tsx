import type { AppRoute } from '../../lib/route-types';

const usersPage = () => import('./users-list-page').then((m) => m.UsersListPage);

/** /user/create is the list with the Add New dialog open. */
export const userRoutes: AppRoute[] = [
  { path: '/user/list', access: 'admin', title: 'Users', page: usersPage },
  { path: '/user/create', access: 'admin', title: 'Add User', page: usersPage },
];
