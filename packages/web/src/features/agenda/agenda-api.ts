import type { Agenda, AgendaResponse } from '@sampark/domain/schemas/agenda';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import { MY_CONTACTS_KEY } from '../../lib/query-keys';
import { type AgendaCopy, loadAgendaCopy, peekAgendaCopy, saveAgendaCopy } from '../../offline/offline-store';

export type { Agenda, DueContact, Meeting } from '@sampark/domain/schemas/agenda';

/** Under My Contacts' key: a saved followup (followups-api.ts refreshes that key) refreshes the agenda too. */
const agendaKey = (userId: number | undefined) => [...MY_CONTACTS_KEY, 'agenda', userId] as const;

/** GET api/myagenda, whose answer is kept on the phone (saveAgendaCopy) for when the server cannot be reached. */
function agendaQuery(userId: number) {
  return {
    queryKey: agendaKey(userId),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      // checked by the server (agendaResponseSchema), not on the phone: decision 115
      const { data } = await api.getUnchecked<AgendaResponse>('/api/myagenda', { signal });
      const copy: AgendaCopy<Agenda> = { user_id: userId, saved_at: Date.now(), agenda: data };
      await saveAgendaCopy(copy).catch(() => undefined);
      return copy;
    },
  };
}

/**
 * Asks for the agenda with the home's code, as My Contacts' first page is (prefetchMyContacts):
 * My Contacts waits for the agenda above it (app/sevak-home.tsx), so it must not start later.
 */
export function prefetchMyAgenda(client: QueryClient, userId: number): Promise<void> {
  return client.prefetchQuery(agendaQuery(userId));
}

export interface MyAgenda {
  copy: AgendaCopy<Agenda> | undefined;
  /** the server's answer is in */
  fresh: boolean;
  /** there is something to show, or nothing will come soon (failed; offline without a copy) */
  settled: boolean;
}

/**
 * GET api/myagenda (issue 31), and the phone's copy of it, kept like My Contacts' copy
 * (docs/decisions/088-my-agenda.md): shown while the server cannot be reached.
 */
export function useMyAgenda(userId: number | undefined): MyAgenda {
  // undefined: not read yet; null: the phone keeps none. Read at the page's start when it could be.
  const [kept, setKept] = useState<AgendaCopy<Agenda> | null | undefined>(() => (userId === undefined ? undefined : peekAgendaCopy<Agenda>(userId)));
  useEffect(() => {
    if (userId === undefined) return;
    const early = peekAgendaCopy<Agenda>(userId);
    if (early !== undefined) {
      setKept(early); // the first render's copy (no render again), or one read since
      return;
    }
    let live = true;
    loadAgendaCopy<Agenda>(userId).then(
      (copy) => live && setKept(copy ?? null),
      () => live && setKept(null), // no IndexedDB (private mode): online only
    );
    return () => {
      live = false;
    };
  }, [userId]);
  const query = useQuery({ ...agendaQuery(userId!), enabled: userId !== undefined });
  const copy = query.data ?? kept ?? undefined;
  const offlineWithout = kept === null && query.fetchStatus === 'paused';
  return { copy, fresh: query.isSuccess, settled: copy !== undefined || query.isError || offlineWithout };
}
