import { i18n } from '../../i18n/i18n';
import type { AppRoute } from '../../lib/route-types';
import { dropPrerenderedLogin } from './prerendered-login';

/**
 * The login page's catalogue is asked for with its code, not after its first render (issue 18).
 * Should the code not come, the form login.html showed goes, so the route's error can be seen.
 */
const loginPage = () => {
  void i18n.loadNamespaces('auth');
  return import('./login-page').then(
    (m) => m.LoginPage,
    (error: unknown) => {
      dropPrerenderedLogin();
      throw error;
    },
  );
};

export const authRoutes: AppRoute[] = [
  { path: '/login', access: 'visitor', title: 'Login', page: loginPage },
  // Public so that it always runs, even with an expired token.
  { path: '/logout', access: 'public', title: 'Logout', page: () => import('./logout-page').then((m) => m.LogoutPage) },
  { path: '/changepassword', access: 'all', title: 'Change Password', page: () => import('./change-password-page').then((m) => m.ChangePasswordPage) },
];
