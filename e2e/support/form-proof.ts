import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * The proof-of-work header a browser sends with a new public registration
 * (docs/decisions/078-public-form-bot-defence.md): a challenge from the server, solved here with the
 * library's solver as the form does, for set-ups that register through the API.
 */
export async function formProofHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { data: challenge } = await (await request.get('/api/public/form-challenge')).json();
  if (!challenge) return {};
  const solution = await solveChallenge({ challenge, deriveKey });
  return { 'X-Form-Proof': Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}
