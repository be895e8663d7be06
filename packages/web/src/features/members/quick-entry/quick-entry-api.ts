import { SOURCE_QUICK_ENTRY } from '@sampark/domain/options/members';
import type { QuickEntryInput } from '@sampark/domain/schemas/members';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const savedSchema = z.object({ message: z.string(), data: z.object({ id: z.number().int() }) });

/** POST api/registerauth (seed 001 §7): the source is always Quick Entry (the server sets it too). */
export async function saveQuickEntry(body: QuickEntryInput) {
  return api.post('/api/registerauth', { body: { ...body, source: SOURCE_QUICK_ENTRY }, schema: savedSchema });
}
