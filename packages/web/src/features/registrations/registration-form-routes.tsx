import type { AppRoute } from '../../lib/route-types';

/**
 * The registration form's routes (seed 002 §2 route table; SCREENS.md "Public"): the public ones
 * need no login and, like the logged-in ones, hide the navigation (the orange header only). Each
 * page is its own lazy chunk, so the public form loads none of the staff screens.
 */
export const registrationFormRoutes: AppRoute[] = [
  {
    path: '/event/:event/register',
    access: 'public',
    hideNav: true,
    title: 'Registration Form',
    page: () => import('./public-registration-pages').then((m) => m.PublicRegisterPage),
  },
  {
    path: '/forms/:form/viewform',
    access: 'public',
    hideNav: true,
    title: 'Registration Form',
    page: () => import('./public-registration-pages').then((m) => m.InviteeRegisterPage),
  },
  {
    path: '/forms/:form/edit',
    access: 'public',
    hideNav: true,
    title: 'Update Registration',
    page: () => import('./public-registration-pages').then((m) => m.PublicUpdatePage),
  },
  {
    path: '/event/:event/register/:id',
    access: 'staff',
    hideNav: true,
    title: 'Registration Form',
    page: () => import('./staff-registration-pages').then((m) => m.StaffRegisterPage),
  },
  {
    path: '/event/:event/update/:id',
    access: 'staff',
    hideNav: true,
    title: 'Update Registration',
    page: () => import('./staff-registration-pages').then((m) => m.StaffUpdatePage),
  },
];
