import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

export type Challenge = Parameters<typeof solveChallenge>[0]['challenge'];
export type Solution = NonNullable<Awaited<ReturnType<typeof solveChallenge>>>;

/** Tries counters from 0 until a digest matches (about 5,000 SHA-256 digests; decision 078). */
export async function solve(challenge: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The form could not prepare its proof of work.');
  return solution;
}
