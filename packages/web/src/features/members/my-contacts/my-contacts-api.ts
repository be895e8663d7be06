import { type QueryClient, keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MyContact, MyContactsResponse } from '@sampark/domain/schemas/member-answers';
import type { PageSize } from '../../../components/data-table/data-table';
import { api } from '../../../lib/api-client';
import { MY_CONTACTS_KEY } from '../../../lib/query-keys';

import { MY_CONTACTS_PAGE_SIZES } from './my-contacts-opening';

export { MY_CONTACTS_PAGE_SIZES };

export type Contact = MyContact;

/** The one key of GET api/mycontacts: a page's parameters, or the phone's whole copy of one user's list. */
export const myContactsKey = (params: Record<string, unknown>) => [...MY_CONTACTS_KEY, params] as const;

export interface ContactsQuery {
  pageIndex: number;
  pageSize: PageSize;
  search: string;
}

/** GET api/mycontacts?skip&limit&keyword: the caller's contacts, newest first (the server's order). */
function myContactsQuery({ pageIndex, pageSize, search }: ContactsQuery) {
  const size = pageSize === 'All' ? 50 : pageSize;
  const params = { skip: pageIndex * size, limit: size, keyword: search.trim() || undefined };
  return {
    queryKey: myContactsKey(params),
    // checked by the server (myContactsResponseSchema), not on the phone: decision 115
    queryFn: ({ signal }: { signal: AbortSignal }) => api.getUnchecked<MyContactsResponse>('/api/mycontacts', { query: params, signal }),
  };
}

export function useMyContacts(query: ContactsQuery) {
  return useQuery({ ...myContactsQuery(query), placeholderData: keepPreviousData });
}

/**
 * Asks for the first page as My Contacts opens it (no search) while the screen's code and
 * catalogues load, instead of after its first render: one round trip less on a slow phone
 * (issue 18, docs/decisions/053-phone-chunks.md). The screen's query then finds it fresh.
 */
export function prefetchMyContacts(client: QueryClient): Promise<void> {
  return client.prefetchQuery(myContactsQuery({ pageIndex: 0, pageSize: MY_CONTACTS_PAGE_SIZES[0], search: '' }));
}
