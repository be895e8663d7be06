import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';

const text = z.string().nullable();

/** A registrant's pass as GET api/registrations/{id}/pass and api/public/passes/{code} answer it. */
const passSchema = z
  .object({
    registration_id: z.number().int(),
    event: z.object({ id: z.number().int(), name: z.string(), date_from: text, date_to: text, location_name: text }),
    fullname: text,
    relationship: z.number().int().nullable(),
    attendee_type: z.string(),
    status: z.string(),
    code: z.string(),
    pass_url: z.string(),
  })
  .loose();
export type Pass = z.infer<typeof passSchema>;

const passResponseSchema = z.object({ data: passSchema });

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
