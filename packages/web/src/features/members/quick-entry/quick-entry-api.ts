import { SOURCE_QUICK_ENTRY } from '@sampark/domain/options/members';
import { type QuickEntryInput } from '@sampark/domain/schemas/members';
import { createdResponseSchema } from '@sampark/domain/schemas/member-answers';
import { api } from '../../../lib/api-client';

/** POST api/registerauth (seed 001 §7): the source is always Quick Entry (the server sets it too). */
export async function saveQuickEntry(body: QuickEntryInput) {
  return api.post('/api/registerauth', { body: { ...body, source: SOURCE_QUICK_ENTRY }, schema: createdResponseSchema });
}
