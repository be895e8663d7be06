import type { AppRoute } from '../../lib/route-types';

export const authRoutes: AppRoute[] = [
  { path: '/login', access: 'visitor', title: 'Login', page: () => import('./login-page').then((m) => m.LoginPage) },
  // Public so that it always runs, even with an expired token.
  { path: '/logout', access: 'public', title: 'Logout', page: () => import('./logout-page').then((m) => m.LogoutPage) },
];
