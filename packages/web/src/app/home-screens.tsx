import { lazy } from 'react';

/**
 * The two home screens (seed 000 §2 "Home"). Later issues point these at the real Members List
 * and My Contacts screens. The loaders are exported so the home route can start the role's
 * screen together with its own chunk (home-routes.tsx).
 */
export const loadStaffHome = () => import('../features/members/members-pages');
export const loadSevakHome = () => import('./sevak-home');

export const StaffHome = lazy(() => loadStaffHome().then((m) => ({ default: m.MembersListPage })));
export const SevakHome = lazy(() => loadSevakHome().then((m) => ({ default: m.SevakHome })));
