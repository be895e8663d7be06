import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { PROOF_HEADER } from '../src/features/registrations/form-proof';

/**
 * The header a browser sends with a new public registration: a challenge from the app, solved here
 * with the library's solver as the browser does (docs/decisions/078-public-form-bot-defence.md).
 */
export async function formProofHeaders(app: FastifyInstance, remoteAddress?: string): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'GET', url: '/api/public/form-challenge', remoteAddress });
  const challenge = res.json().data;
  if (!challenge) return {};
  const solution = await solveChallenge({ challenge, deriveKey });
  return { [PROOF_HEADER]: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}
