import type { formChallengeResponseSchema } from '@sampark/domain/schemas/registration-calls';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import type { Challenge, Solution } from './form-proof-solve';

/**
 * The open form's proof of work (docs/decisions/078-public-form-bot-defence.md): a challenge is
 * fetched and solved in the background as the form opens (about 5,000 SHA-256 digests through
 * crypto.subtle, in a worker so that the page answers taps meanwhile), and sent with the submission. Each solution is
 * used once, so the next is prepared at once for the next person or a retry.
 */

const PROOF_HEADER = 'X-Form-Proof';
/** The server's challenges live an hour; an older one is replaced before it is sent. */
const FRESH_MS = 45 * 60_000;

interface Proof {
  header: string | null;
  at: number;
}

let pending: Promise<Proof> | undefined;

async function solveOne(): Promise<Proof> {
  const at = Date.now();
  // checked by the server as it sends it (decision 116)
  const { data } = await api.getUnchecked<z.output<typeof formChallengeResponseSchema>>('/api/public/form-challenge');
  if (!data) return { header: null, at }; // the proof is off on this server
  const challenge = data as unknown as Challenge;
  const solution = await solveElsewhere(challenge);
  return { header: btoa(JSON.stringify({ challenge, solution })), at };
}

/** In a worker of its own (issue 32); where there is no Worker (the unit tests' jsdom), on the page. */
async function solveElsewhere(challenge: Challenge): Promise<Solution> {
  if (typeof Worker === 'undefined') return (await import('./form-proof-solve')).solve(challenge);
  const worker = new Worker(new URL('./form-proof-worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<Solution>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<{ solution?: Solution; error?: string }>) =>
        event.data.solution ? resolve(event.data.solution) : reject(new Error(event.data.error ?? 'The form could not prepare its proof of work.'));
      worker.onerror = (event) => reject(new Error(event.message || 'The form could not prepare its proof of work.'));
      worker.postMessage(challenge);
    });
  } finally {
    worker.terminate();
  }
}

/** Starts solving (the form opens); a failure (offline) is forgotten and tried again on Submit. */
export function prepareFormProof(): void {
  if (pending) return;
  const started = solveOne();
  pending = started;
  started.catch(() => {
    if (pending === started) pending = undefined;
  });
}

/** The header of one submission: the prepared proof if fresh, else a new one; the next starts at once. */
export async function takeFormProof(): Promise<Record<string, string>> {
  prepareFormProof();
  let proof = await pending!;
  if (Date.now() - proof.at > FRESH_MS) {
    pending = undefined;
    prepareFormProof();
    proof = await pending!;
  }
  pending = undefined;
  prepareFormProof();
  return proof.header ? { [PROOF_HEADER]: proof.header } : {};
}

/** Forget any prepared proof (tests start each case afresh). */
export function forgetFormProof(): void {
  pending = undefined;
}
