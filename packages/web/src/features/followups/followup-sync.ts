import type { FollowupInput } from '@sampark/domain/schemas/followups';
import { refreshAfterFollowup, saveFollowup } from './followups-api';
import { getAuth } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { syncFollowups } from '../../offline/followup-queue';

/** How often an open app retries a queue the server could not take (no network, a busy server). */
const RETRY_MS = 30_000;

async function sendQueue(): Promise<void> {
  const user = getAuth()?.user;
  if (!user || !navigator.onLine) return;
  const { sent } = await syncFollowups<FollowupInput>(user.id, saveFollowup);
  await Promise.all([...new Set(sent.map((f) => f.member_id))].map((id) => refreshAfterFollowup(queryClient, id)));
}

let started = false;

/** Sends the queue now, when the network returns, and every RETRY_MS while the app is open. */
export function startFollowupSync(): void {
  if (started) return;
  started = true;
  const run = () => void sendQueue().catch(() => undefined); // a failed round is retried
  window.addEventListener('online', run);
  window.setInterval(run, RETRY_MS);
  run();
}
