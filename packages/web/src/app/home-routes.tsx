import { ROLES } from '@sampark/domain/roles';
import { i18n } from '../i18n/i18n';
import { getAuth } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import type { AppRoute } from '../lib/route-types';
import { loadSevakHome, loadStaffHome } from './home-screens';

/**
 * The home page picks the role's screen, a chunk of its own: with a stored login it is fetched
 * together with the home page's chunk instead of after it, one round trip less on a slow phone.
 */
const page = () => {
  const role = getAuth()?.user.role;
  // a failure here is reported by the screen's own import, which tries again
  if (role === ROLES.sevak) {
    // My Contacts' first page and catalogues are asked for with its code, not after its first
    // render (issue 18, docs/decisions/053-phone-chunks.md); the screen reports their failures
    void i18n.loadNamespaces(['contacts', 'table']);
    loadSevakHome()
      .then(() => import('../features/members/my-contacts/my-contacts-api'))
      .then((m) => m.prefetchMyContacts(queryClient))
      .catch(() => undefined);
  } else if (role) loadStaffHome().catch(() => undefined);
  return import('./home-page').then((m) => m.HomePage);
};

/** '/' and '/home' show the role's home (seed 000 §2 "Home"). */
export const homeRoutes: AppRoute[] = [
  { path: '/', access: 'all', title: 'Home', page },
  { path: '/home', access: 'all', title: 'Home', page },
];
