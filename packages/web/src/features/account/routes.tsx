import type { AppRoute } from '../../lib/route-types';

export const accountRoutes: AppRoute[] = [
  {
    path: '/changepassword',
    access: 'all',
    title: 'Change Password',
    page: () => import('./change-password-page').then((m) => m.ChangePasswordPage),
  },
];
