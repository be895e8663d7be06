import { followupListResponseSchema } from '@sampark/domain/schemas/followups';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { memberFollowupsKey } from './followups-api';

/** GET api/followups/member/{id}: the member screen's followups (apart from followups-api.ts, which the sevak's dialog loads without zod). */
export function useMemberFollowups(memberId: number) {
  return useQuery({
    queryKey: memberFollowupsKey(memberId),
    queryFn: async ({ signal }) => (await api.get(`/api/followups/member/${memberId}`, { schema: followupListResponseSchema, signal })).data,
    enabled: Number.isInteger(memberId) && memberId > 0,
  });
}

