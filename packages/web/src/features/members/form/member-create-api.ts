import { z } from 'zod';
import { api } from '../../../lib/api-client';

const savedSchema = z.object({ message: z.string(), data: z.object({ id: z.number().int() }) });

/** POST api/members (the Add New form); a duplicate mobile number is refused with 422 + matches. */
export async function createMember(body: Record<string, unknown>) {
  return api.post('/api/members', { body, schema: savedSchema });
}
