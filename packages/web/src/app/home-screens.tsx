import { lazy } from 'react';

/**
 * The two home screens (seed 000 §2 "Home"). Later issues point these at the real Members List
 * and My Contacts screens.
 */
export const StaffHome = lazy(() => import('../features/members/members-pages').then((m) => ({ default: m.MembersListPage })));
export const SevakHome = lazy(() => import('../features/my-contacts/my-contacts-page').then((m) => ({ default: m.MyContactsPage })));
