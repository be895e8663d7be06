import { registrationResponseSchema } from '@sampark/domain/schemas/registrations';
import { api } from '../../lib/api-client';

/** A registration as the staff open it (seed 002 §7), checked against its schema: the staff app loads zod anyway. */
export async function fetchRegistration(id: number, signal?: AbortSignal) {
  return (await api.get(`/api/registrations/${id}`, { schema: registrationResponseSchema, signal })).data;
}
