import { formatDate } from '../../../lib/dates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { type ContactsCopy, loadContactsCopy, peekContactsCopy, saveContactsCopy } from '../../../offline/offline-store';
import type { MyContactsResponse } from '@sampark/domain/schemas/member-answers';
import { type Contact, myContactsKey } from './my-contacts-api';

/**
 * The phone's copy of My Contacts (docs/decisions/051-offline-my-contacts.md): every contact with
 * its details card, fetched a few seconds after the screen's first page has arrived, at most once
 * a minute and after each followup (its key is under MY_CONTACTS_KEY), and kept in IndexedDB for
 * the app opened offline.
 */
const COPY_STALE_MS = 60_000;

/**
 * The copy is the largest answer a sevak's phone receives (up to 5000 contacts with details), and
 * only needed offline: fetched as soon as the first page had arrived, it shared a slow network
 * with the code, catalogues and icons the first tap needs, and put a sevak's first screen later
 * (docs/decisions/105-contacts-copy-after-the-load.md).
 */
export const COPY_AFTER_MS = 3_000;

/** True once `on` has been true for `ms`; it stays true. */
function useTrueAfter(on: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!on || elapsed) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [on, elapsed, ms]);
  return elapsed;
}

/**
 * The copy: the one kept in IndexedDB (read at the page's start by index.html when it could be,
 * else here) enters the query cache with its `saved_at` as its age, so
 * the query serves it until the server's arrives, and one received less than COPY_STALE_MS ago
 * (the app opened again within the minute) is not downloaded again.
 */
export function useContactsCopy(userId: number | undefined, fetchNow: boolean): ContactsCopy<Contact> | undefined {
  const queryClient = useQueryClient();
  const key = myContactsKey({ copy: userId });
  useEffect(() => {
    if (userId === undefined) return;
    // index.html's read when it came after the first render (before it, initialData below had it)
    const early = peekContactsCopy<Contact>(userId);
    let live = true;
    (early === undefined ? loadContactsCopy<Contact>(userId) : Promise.resolve(early ?? undefined)).then(
      (copy) => {
        // a copy already in the cache came from the server during this visit: newer
        if (live && copy && queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, copy, { updatedAt: copy.saved_at });
      },
      () => undefined, // no IndexedDB (private mode): the screen works online only
    );
    return () => {
      live = false;
    };
    // `key` is made of userId alone
  }, [userId, queryClient]);
  const loadSettled = useTrueAfter(fetchNow, COPY_AFTER_MS);
  const early = userId === undefined ? undefined : peekContactsCopy<Contact>(userId);
  const fresh = useQuery({
    queryKey: key,
    // as the effect above puts a copy read later: aged by its `saved_at`
    initialData: early ?? undefined,
    initialDataUpdatedAt: early?.saved_at,
    enabled: userId !== undefined && fetchNow && loadSettled,
    staleTime: COPY_STALE_MS,
    queryFn: async ({ signal }) => {
      // without skip and limit the server sends the whole list (up to 5000, decision 012)
      // checked by the server (myContactsResponseSchema), not on the phone: decision 115
      const { data } = await api.getUnchecked<MyContactsResponse>('/api/mycontacts', { signal });
      const copy: ContactsCopy<Contact> = { user_id: userId!, saved_at: Date.now(), rows: data };
      await saveContactsCopy(copy).catch(() => undefined);
      return copy;
    },
  });
  return fresh.data;
}

/** The server's keyword rule (name, mobile, WhatsApp or email contains it, any case; or the id), on the copy. */
export function searchCopy(rows: readonly Contact[], search: string): Contact[] {
  const text = search.trim().toLowerCase();
  if (!text) return [...rows];
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  return rows.filter((c) => c.id === id || [c.fullname, c.mobile_number, c.whatsapp, c.email].some((v) => v?.toLowerCase().includes(text)));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD-MM-YYYY HH:mm on the phone's clock: when the copy was received. */
export function copyTime(ms: number): string {
  const d = new Date(ms);
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
