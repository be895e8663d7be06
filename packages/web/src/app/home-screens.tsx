import { loadedOrLazy } from '../lib/loaded-or-lazy';

/**
 * The two home screens (seed 000 §2 "Home"). The loaders are exported so the home route can start
 * the role's screen together with its own chunk (home-routes.tsx); a screen whose chunk is in by
 * the time the home renders is drawn with it, without a 'Please wait' between (loaded-or-lazy.tsx).
 */
const staff = loadedOrLazy(() => import('../features/members/members-pages').then((m) => m.MembersListPage));
const sevak = loadedOrLazy(() => import('./sevak-home').then((m) => m.SevakHome));

export const loadStaffHome = staff.load;
export const loadSevakHome = sevak.load;
export const StaffHome = staff.Component;
export const SevakHome = sevak.Component;
