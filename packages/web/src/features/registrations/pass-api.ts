import { passResponseSchema } from '@sampark/domain/schemas/registration-calls';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export type { Pass } from '@sampark/domain/schemas/registration-calls';

/** Staff: any registrant's pass of an event in their scope. */
export function useStaffPass(registrationId: number) {
  return useQuery({
    queryKey: ['registrations', 'pass', registrationId],
    queryFn: async ({ signal }) => (await api.get(`/api/registrations/${registrationId}/pass`, { schema: passResponseSchema, signal })).data,
    enabled: Number.isInteger(registrationId) && registrationId > 0,
  });
}

/** The registrant: the pass their signed code opens (no login). */
export function usePublicPass(code: string) {
  return useQuery({
    queryKey: ['registrations', 'public-pass', code],
    queryFn: async ({ signal }) => (await api.get(`/api/public/passes/${encodeURIComponent(code)}`, { schema: passResponseSchema, signal })).data,
    enabled: code.length > 0,
    retry: false,
  });
}
