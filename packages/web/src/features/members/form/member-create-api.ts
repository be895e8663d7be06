import { createdResponseSchema } from '@sampark/domain/schemas/member-answers';
import { api } from '../../../lib/api-client';

/** POST api/members (the Add New form); a duplicate mobile number is refused with 422 + matches. */
export async function createMember(body: Record<string, unknown>) {
  return api.post('/api/members', { body, schema: createdResponseSchema });
}
