import { FORM_NOT_CHECKED } from '@sampark/domain/schemas/registrations';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect';
import { validationError } from '../../http/errors';
import { signingKey } from '../../lib/signing';

/**
 * The public form's proof of work (issue 27 item 4; docs/decisions/078-public-form-bot-defence.md):
 * an ALTCHA challenge in deterministic mode. The server picks a counter below `maxCounter` and
 * signs the key it gives; the browser tries counters from 0 until its key matches (on average half
 * of `maxCounter` SHA-256 digests), while the person fills the steps. The server checks the
 * signatures without redoing the work, and spends each solution once, in the database, so every
 * app server refuses a replay.
 */

export const PROOF_HEADER = 'x-form-proof';
const PURPOSE = 'form-proof';
const ALGORITHM = 'SHA-256';
/** Long enough to fill six steps slowly; the browser asks for a new one when its own is older. */
const LIFETIME_MS = 60 * 60_000;

async function secretOf(db: Db): Promise<string> {
  return (await signingKey(db, PURPOSE)).toString('hex');
}

export async function newChallenge(db: Db, maxCounter: number): Promise<Challenge> {
  const secret = await secretOf(db);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(maxCounter),
    deriveKey,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: secret,
  });
}

interface Proof {
  challenge: Challenge;
  solution: Solution;
}

function proofOf(header: unknown): Proof | undefined {
  if (typeof header !== 'string' || header.length > 4000) return undefined;
  try {
    const proof = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Proof;
    const ok = typeof proof?.challenge?.parameters === 'object' && typeof proof.challenge.signature === 'string' && typeof proof.solution?.derivedKey === 'string';
    return ok && Number.isInteger(proof.solution.counter) ? proof : undefined;
  } catch {
    return undefined;
  }
}

/** True the first time a challenge's solution is spent; an expired row is pruned on the way. */
async function spend(db: Db, signature: string, expiresAt: number): Promise<boolean> {
  const now = Date.now();
  await db.deleteFrom('form_proofs').where('expires_at', '<=', now).execute();
  const rows = await db
    .insertInto('form_proofs')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .execute();
  return rows.length === 1;
}

/** The request carries a valid, unexpired, unspent solution, or the submission is refused (422 on `_`). */
export async function checkFormProof(db: Db, req: FastifyRequest): Promise<void> {
  const proof = proofOf(req.headers[PROOF_HEADER]);
  const secret = await secretOf(db);
  const result = proof && (await verifySolution({ ...proof, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: secret }).catch(() => undefined));
  const expiresAt = (proof?.challenge.parameters.expiresAt ?? 0) * 1000;
  if (!result?.verified || !(await spend(db, proof!.challenge.signature!, expiresAt))) throw validationError({ _: [FORM_NOT_CHECKED] });
}
