import { PlaceholderScreen } from './placeholder-page';

export function MembersListPlaceholder() {
  return <PlaceholderScreen title="Members List" />;
}

export function MyContactsPlaceholder() {
  return <PlaceholderScreen title="My Contacts" />;
}
