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
  const user = getAuth()?.user;
  // a failure here is reported by the screen's own import, which tries again
  if (user?.role === ROLES.sevak) {
    // My Contacts' first page, the agenda and the catalogues are asked for with the home's code,
    // not after its first render (issue 18, docs/decisions/053-phone-chunks.md); the screen
    // reports their failures
    void i18n.loadNamespaces(['contacts', 'table']);
    loadSevakHome()
      .then(() => Promise.all([import('../features/members/my-contacts/my-contacts-api'), import('../features/agenda/agenda-api')]))
      .then(([contacts, agenda]) => Promise.all([contacts.prefetchMyContacts(queryClient), agenda.prefetchMyAgenda(queryClient, user.id)]))
      .catch(() => undefined);
  } else if (user) loadStaffHome().catch(() => undefined);
  return import('./home-page').then((m) => m.HomePage);
};

/** '/' and '/home' show the role's home (seed 000 §2 "Home"). */
export const homeRoutes: AppRoute[] = [
  { path: '/', access: 'all', title: 'Home', page },
  { path: '/home', access: 'all', title: 'Home', page },
];
