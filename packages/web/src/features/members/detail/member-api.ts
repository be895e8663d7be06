import { createdResponseSchema, giftsResponseSchema, memberDetailResponseSchema, memberEventsResponseSchema, memberHistoryResponseSchema, memberOrgsResponseSchema } from '@sampark/domain/schemas/member-answers';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import { useQuery, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKey } from '../../../lib/query-keys';

export type { GiftRow, MemberDetail, MemberEventRow, MemberOrgRow, MemberHistoryRow as HistoryRow } from '@sampark/domain/schemas/member-answers';

/** The keys of a member's tabs: under memberKey, so a change to the member refreshes them too. */
export const memberHistoryKey = (id: number) => [...memberKey(id), 'history'] as const;
export const memberEventsKey = (id: number) => [...memberKey(id), 'events'] as const;
export const memberOrgsKey = (id: number) => [...memberKey(id), 'orgs'] as const;
export const memberGiftsKey = (id: number) => [...memberKey(id), 'gifts'] as const;

/** GET api/members/{id}, the one way every screen reads a member's record (and shares its cache). */
export function memberQueryOptions(id: number) {
  return queryOptions({
    queryKey: memberKey(id),
    queryFn: async ({ signal }) => (await api.get(`/api/members/${id}`, { schema: memberDetailResponseSchema, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
    // a 404 (outside the user's scope) will not change on a retry
    retry: false,
  });
}

export function useMember(id: number) {
  return useQuery(memberQueryOptions(id));
}

/** PUT api/members/{id} with any subset of the member fields; resolves to the server's message. */
export async function updateMember(id: number, body: Record<string, unknown>): Promise<string> {
  return (await api.put(`/api/members/${id}`, { body, schema: messageResponseSchema })).message;
}

export function useMemberHistory(id: number) {
  return useQuery({
    queryKey: memberHistoryKey(id),
    queryFn: async ({ signal }) => (await api.get(`/api/members/${id}/history`, { schema: memberHistoryResponseSchema, signal })).data,
  });
}

export function useMemberEvents(id: number) {
  return useQuery({
    queryKey: memberEventsKey(id),
    queryFn: async ({ signal }) => (await api.get(`/api/members/${id}/events`, { schema: memberEventsResponseSchema, signal })).data,
  });
}

export function useMemberOrgs(id: number) {
  return useQuery({
    queryKey: memberOrgsKey(id),
    queryFn: async ({ signal }) => (await api.get(`/api/members/${id}/orgs`, { schema: memberOrgsResponseSchema, signal })).data,
  });
}

export async function addMemberOrg(body: Record<string, unknown>): Promise<string> {
  return (await api.post('/api/member_organizations', { body, schema: createdResponseSchema })).message;
}

export async function deleteMemberOrg(id: number): Promise<string> {
  return (await api.del(`/api/member_organizations/${id}`, { schema: messageResponseSchema })).message;
}

export function useMemberGifts(id: number) {
  return useQuery({
    queryKey: memberGiftsKey(id),
    queryFn: async ({ signal }) => (await api.get(`/api/gifts/member/${id}`, { schema: giftsResponseSchema, signal })).data,
  });
}

export async function addGift(body: Record<string, unknown>): Promise<string> {
  return (await api.post('/api/gifts', { body, schema: createdResponseSchema })).message;
}

export async function deleteGift(id: number): Promise<string> {
  return (await api.del(`/api/gifts/${id}`, { schema: messageResponseSchema })).message;
}
