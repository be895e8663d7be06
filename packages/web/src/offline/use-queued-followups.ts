import { useEffect, useState } from 'react';
import { loadFollowups, type QueuedFollowup } from './offline-store';
import { subscribeFollowupQueue } from './followup-queue';

/** The user's queued followups, oldest first, kept current as they are queued, sent or dismissed. */
export function useQueuedFollowups<Body = unknown>(userId: number | undefined): QueuedFollowup<Body>[] {
  const [items, setItems] = useState<QueuedFollowup<Body>[]>([]);
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    const load = () =>
      void loadFollowups<Body>(userId).then(
        (list) => live && setItems(list),
        () => undefined, // no IndexedDB (private mode): nothing was queued either
      );
    load();
    const stop = subscribeFollowupQueue(load);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return items;
}
