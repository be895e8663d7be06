import { useCurrentUser } from '../lib/use-auth';
import { SevakHome, StaffHome } from './home-screens';

/** Roles other than 5 see the Members List; role 5 sees My Contacts. */
export function HomePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return user.role === 5 ? <SevakHome /> : <StaffHome />;
}
