import { Stack } from '@mantine/core';
import { AgendaPanel } from '../features/agenda/agenda-panel';
import { MyContactsPage } from '../features/members/my-contacts/my-contacts-page';

/** A sevak's home (seed 000 §2): the agenda above My Contacts (issue 31). */
export function SevakHome() {
  return (
    <Stack gap="md">
      <AgendaPanel />
      <MyContactsPage />
    </Stack>
  );
}
