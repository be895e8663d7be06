import { PERSONAL_LINKS_MAX, personalLinkListResponseSchema } from '@sampark/domain/schemas/registration-calls';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { absoluteUrl } from '../../lib/copy-text';

/**
 * The personal links of the invitees a post-approval list shows (issue 16): `GET
 * api/events/{id}/personal-links?members=...`, the page's members at once, as full addresses by
 * member id. Members the server leaves out (not Final Approved, out of reach) have none.
 */
export async function fetchPersonalLinks(eventId: number, memberIds: readonly number[], signal?: AbortSignal): Promise<Map<number, string>> {
  const links = new Map<number, string>();
  for (let i = 0; i < memberIds.length; i += PERSONAL_LINKS_MAX) {
    const members = memberIds.slice(i, i + PERSONAL_LINKS_MAX);
    const { data } = await api.get(`/api/events/${eventId}/personal-links`, { query: { members }, schema: personalLinkListResponseSchema, signal });
    for (const l of data) links.set(l.member_id, absoluteUrl(l.url));
  }
  return links;
}

export function usePersonalLinks(eventId: number, memberIds: readonly number[]) {
  return useQuery({
    queryKey: ['personal-links', eventId, memberIds],
    queryFn: ({ signal }) => fetchPersonalLinks(eventId, memberIds, signal),
    enabled: memberIds.length > 0,
    staleTime: 10 * 60_000,
  });
}
