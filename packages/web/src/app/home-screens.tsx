import { lazy } from 'react';

/**
 * The two home screens (seed 000 §2 "Home"). Later issues point these at the real Members List
 * and My Contacts screens.
 */
export const StaffHome = lazy(() =>
  import('../features/placeholder/home-placeholders').then((m) => ({ default: m.MembersListPlaceholder })),
);
export const SevakHome = lazy(() =>
  import('../features/placeholder/home-placeholders').then((m) => ({ default: m.MyContactsPlaceholder })),
);
