import { memo, useEffect, useState } from 'react';
import { useMyAgenda } from '../features/agenda/agenda-api';
import { AgendaPanel } from '../features/agenda/agenda-panel';
import { MyContactsPage } from '../features/members/my-contacts/my-contacts-page';
import { useCurrentUser } from '../lib/use-auth';
import classes from './sevak-home.module.css';

/** My Contacts has no props: the home's own updates (the agenda, its wait) need not re-render it. */
const Contacts = memo(MyContactsPage);

/** How long My Contacts waits for a slow agenda before showing without it. */
export const AGENDA_WAIT_MS = 2000;

/**
 * A sevak's home (seed 000 §2): the agenda above My Contacts (issue 31). My Contacts is held back
 * (rendered, not shown) until the agenda is shown or known not to come soon: an agenda arriving
 * after the cards pushed them 400 px down under the sevak's thumb (issue 32, Lighthouse's layout
 * shift). A slow agenda holds them `agendaWaitMs` at most.
 */
export function SevakHome({ agendaWaitMs = AGENDA_WAIT_MS }: { agendaWaitMs?: number }) {
  const user = useCurrentUser();
  const agenda = useMyAgenda(user?.id);
  const [waited, setWaited] = useState(false);
  const { settled } = agenda;
  useEffect(() => {
    if (settled) return; // shown already: no wait, and no render of the home for nothing
    const timer = setTimeout(() => setWaited(true), agendaWaitMs);
    return () => clearTimeout(timer);
  }, [agendaWaitMs, settled]);
  return (
    <div className={classes.home}>
      <AgendaPanel agenda={agenda} />
      <div hidden={!settled && !waited}>
        <Contacts />
      </div>
    </div>
  );
}
