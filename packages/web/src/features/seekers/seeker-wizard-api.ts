import { type SeekerInput, seekerSavedResponseSchema } from '@sampark/domain/schemas/seekers';
import { api } from '../../lib/api-client';

/**
 * The wizard's Submit: POST api/seekers (add) or PUT api/seekers/{id} with the whole record (Edit);
 * resolves to the server's message. A taken mobile number is a 422 carrying the matches.
 */
export async function saveSeekerRecord(seekerId: number | undefined, body: SeekerInput): Promise<string> {
  const saved = seekerId === undefined ? api.post('/api/seekers', { body, schema: seekerSavedResponseSchema }) : api.put(`/api/seekers/${seekerId}`, { body, schema: seekerSavedResponseSchema });
  return (await saved).message;
}
