import { type QueryClient, keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { PageSize } from '../../../components/data-table/data-table';
import { api } from '../../../lib/api-client';
import { MY_CONTACTS_KEY } from '../../../lib/query-keys';

/** seed 000 §9: 10 per page by default; 10, 25, 50. */
export const MY_CONTACTS_PAGE_SIZES = [10, 25, 50] as const;

const text = z.string().nullable();

/** A row of GET api/mycontacts (seed 000 §2 columns and details card). */
export const contactSchema = z
  .object({
    id: z.number().int(),
    source: text,
    type: z.string().optional(),
    fullname: z.string(),
    location: text,
    city: text,
    profession: text,
    category: text,
    mobile_country_code: text.optional(),
    mobile_number: text,
    whatsapp: text,
    email: text,
    contact_group: z.string(),
    last_contact_status: text,
    last_contact_response: text,
    last_participation_status: text,
    lcd: text,
    brief_intro: text,
    participation: text,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .loose();
export type Contact = z.infer<typeof contactSchema>;

/** `data` is the page of rows (seed 000 §7), `count` the total (docs/decisions/012-my-contacts.md). */
export const pageSchema = z.object({ data: z.array(contactSchema), count: z.number().int() });

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
    queryKey: [...MY_CONTACTS_KEY, params],
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get('/api/mycontacts', { query: params, schema: pageSchema, signal }),
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
