import { ROLES } from '@sampark/domain/roles';
import { askEarly } from '../lib/api-client';
import { getAuth } from '../lib/auth';
import { MY_CONTACTS_OPENING } from '../features/members/my-contacts/my-contacts-opening';

/**
 * Imported first by main.tsx, so that these run before the rest of the app's code is evaluated
 * (issue 32): with a stored login, the session check's GET api/user; on a sevak's home, also the
 * first page of My Contacts and the agenda. On a slow phone their round trips then overlap the
 * ~1.5 s the phone spends starting the app and loading the home's code, instead of following it.
 */
const auth = getAuth();
if (auth) {
  askEarly('/api/user');
  const home = location.pathname === '/' || location.pathname === '/home';
  if (home && auth.user.role === ROLES.sevak) {
    askEarly('/api/mycontacts', MY_CONTACTS_OPENING);
    askEarly('/api/myagenda');
  }
}
