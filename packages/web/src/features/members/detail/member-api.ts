import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { memberKey } from '../../../lib/query-keys';

const text = z.string().nullable();
const int = z.number().int().nullable();

/** GET api/members/{id} (seed 001 §3 "Member (detail screen)"); the field components read the rest. */
export const memberDetailSchema = z
  .object({
    id: z.number().int(),
    fullname: z.string(),
    salutation: text,
    source: text,
    email: text,
    email_verified: z.number().int(),
    mobile_number: text,
    mobile_verified: z.number().int(),
    mobile_country_code: text,
    whatsapp: text,
    location_id: z.number().int(),
    location: text,
    locations: z.array(z.string()),
    assigned_to: int,
    assigned_to_name: text,
    category_id: int,
    category: text,
    profession_id: int,
    contact_group: z.string(),
    created_at: z.string(),
    created_by_name: text,
    updated_at: z.string(),
    updated_by_name: text.optional(),
  })
  .loose();
export type MemberDetail = z.infer<typeof memberDetailSchema>;

const messageSchema = z.object({ message: z.string() }).loose();

export function useMember(id: number) {
  return useQuery({
    queryKey: memberKey(id),
    queryFn: async ({ signal }) => (await api.get(`/api/members/${id}`, { schema: z.object({ data: memberDetailSchema }), signal })).data,
    enabled: Number.isInteger(id) && id > 0,
    // a 404 (outside the user's scope) will not change on a retry
    retry: false,
  });
}

/** PUT api/members/{id} with any subset of the member fields; resolves to the server's message. */
export async function updateMember(id: number, body: Record<string, unknown>): Promise<string> {
  return (await api.put(`/api/members/${id}`, { body, schema: messageSchema })).message;
}

/** One changed field of one save (History tab). */
const historyRowSchema = z.object({
  audit_id: z.number().int(),
  created_at: z.string(),
  user_name: text,
  action: z.string(),
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

export function useMemberHistory(id: number) {
  return useQuery({
    queryKey: [...memberKey(id), 'history'],
    queryFn: async ({ signal }) => (await api.get(`/api/members/${id}/history`, { schema: z.object({ data: z.array(historyRowSchema) }), signal })).data,
  });
}

const eventRowSchema = z
  .object({
    id: z.number().int(),
    event_id: z.number().int(),
    name: z.string(),
    status: text,
    approval_comments: text,
    approved_by: text,
    approved_on: text,
    inv_status: int,
    registered: int,
    attended: int,
    attendance_comment: text,
  })
  .loose();
export type MemberEventRow = z.infer<typeof eventRowSchema>;

export function useMemberEvents(id: number) {
  return useQuery({
    queryKey: [...memberKey(id), 'events'],
    queryFn: async ({ signal }) => (await api.get(`/api/members/${id}/events`, { schema: z.object({ data: z.array(eventRowSchema) }), signal })).data,
  });
}

const memberOrgSchema = z
  .object({ id: z.number().int(), organization_id: z.number().int(), name: z.string(), position: text, updated_at: z.string() })
  .loose();
export type MemberOrgRow = z.infer<typeof memberOrgSchema>;

export function useMemberOrgs(id: number) {
  return useQuery({
    queryKey: [...memberKey(id), 'orgs'],
    queryFn: async ({ signal }) => (await api.get(`/api/members/${id}/orgs`, { schema: z.object({ data: z.array(memberOrgSchema) }), signal })).data,
  });
}

export async function addMemberOrg(body: Record<string, unknown>): Promise<string> {
  return (await api.post('/api/member_organizations', { body, schema: messageSchema })).message;
}

export async function deleteMemberOrg(id: number): Promise<string> {
  return (await api.del(`/api/member_organizations/${id}`, { schema: messageSchema })).message;
}

const giftRowSchema = z
  .object({
    id: z.number().int(),
    gift_type: z.string(),
    gift_description: text,
    given_by: z.string(),
    given_on: z.string(),
    updated_at: z.string(),
  })
  .loose();
export type GiftRow = z.infer<typeof giftRowSchema>;

export function useMemberGifts(id: number) {
  return useQuery({
    queryKey: [...memberKey(id), 'gifts'],
    queryFn: async ({ signal }) => (await api.get(`/api/gifts/member/${id}`, { schema: z.object({ data: z.array(giftRowSchema) }), signal })).data,
  });
}

export async function addGift(body: Record<string, unknown>): Promise<string> {
  return (await api.post('/api/gifts', { body, schema: messageSchema })).message;
}

export async function deleteGift(id: number): Promise<string> {
  return (await api.del(`/api/gifts/${id}`, { schema: messageSchema })).message;
}
