import { ROLES } from '@sampark/domain/roles';
import { useCurrentUser } from '../lib/use-auth';
import { SevakHome, StaffHome } from './home-screens';

/** Roles other than Sevak (5) see the Members List; a Sevak sees My Contacts. */
export function HomePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return user.role === ROLES.sevak ? <SevakHome /> : <StaffHome />;
}
