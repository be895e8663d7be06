import { type Agenda, agendaResponseSchema } from '@sampark/domain/schemas/agenda';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import { MY_CONTACTS_KEY } from '../../lib/query-keys';
import { type AgendaCopy, loadAgendaCopy, saveAgendaCopy } from '../../offline/offline-store';

export type { Agenda, DueContact, Meeting } from '@sampark/domain/schemas/agenda';

/** Under My Contacts' key: a saved followup (followups-api.ts refreshes that key) refreshes the agenda too. */
const agendaKey = (userId: number | undefined) => [...MY_CONTACTS_KEY, 'agenda', userId] as const;

/**
 * GET api/myagenda (issue 31), and the phone's copy of it, kept like My Contacts' copy
 * (docs/decisions/088-my-agenda.md): shown while the server cannot be reached.
 */
export function useMyAgenda(userId: number | undefined): { copy: AgendaCopy<Agenda> | undefined; fresh: boolean } {
  const [kept, setKept] = useState<AgendaCopy<Agenda>>();
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    loadAgendaCopy<Agenda>(userId).then(
      (copy) => live && setKept(copy),
      () => undefined, // no IndexedDB (private mode): online only
    );
    return () => {
      live = false;
    };
  }, [userId]);
  const query = useQuery({
    queryKey: agendaKey(userId),
    enabled: userId !== undefined,
    queryFn: async ({ signal }) => {
      const { data } = await api.get('/api/myagenda', { schema: agendaResponseSchema, signal });
      const copy: AgendaCopy<Agenda> = { user_id: userId!, saved_at: Date.now(), agenda: data };
      await saveAgendaCopy(copy).catch(() => undefined);
      return copy;
    },
  });
  return { copy: query.data ?? kept, fresh: query.isSuccess };
}
