import type { AppRoute } from '../../lib/route-types';

/**
 * The registrations list, the passes and check-in (seed 002 §2 "Registrations screen"; issue 16
 * "a pass and a door"). The registration form's routes are the form's own (registration-form*).
 */
export const registrationsListRoutes: AppRoute[] = [
  {
    path: '/event/:id/registrations',
    access: 'staff',
    title: 'Registrations',
    page: () => import('./registrations-list-page').then((m) => m.RegistrationsListPage),
  },
  {
    path: '/event/:id/checkin',
    access: 'staff',
    title: 'Check-in',
    page: () => import('./checkin-page').then((m) => m.CheckinPage),
  },
  {
    path: '/event/:event/pass/:id',
    access: 'staff',
    title: 'Pass',
    page: () => import('./pass-page').then((m) => m.StaffPassPage),
  },
  // the registrant's own pass: no login, navigation hidden (the link the registration answers with)
  {
    path: '/pass/:code',
    access: 'public',
    hideNav: true,
    title: 'Pass',
    page: () => import('./pass-page').then((m) => m.PublicPassPage),
  },
];
