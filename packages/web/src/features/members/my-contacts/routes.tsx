import type { AppRoute } from '../../../lib/route-types';

/** /mycontacts: every role (seed 000 §2); role 5's home shows the same screen. */
export const myContactsRoutes: AppRoute[] = [
  {
    path: '/mycontacts',
    access: 'all',
    title: 'My Contacts',
    page: () => import('./my-contacts-page').then((m) => m.MyContactsPage),
  },
];
