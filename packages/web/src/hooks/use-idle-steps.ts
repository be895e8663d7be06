import { useEffect, useState } from 'react';

/**
 * 0 on the first render; one more after each idle moment the browser has after it (or after
 * `timeoutMs` at the latest), up to `steps`. For work a person cannot see yet (cards below the
 * fold), a piece per idle moment: a tap made meanwhile is handled first, as input comes before idle
 * work, and waits for one piece at most, not all of them (issue 32).
 */
export function useIdleSteps(steps: number, timeoutMs = 1000): number {
  const [done, setDone] = useState(0);
  useEffect(() => {
    if (done >= steps) return;
    const next = () => setDone((d) => d + 1);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(next, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(next, 0); // no idle callbacks (Safari): right after this task
    return () => clearTimeout(timer);
  }, [done, steps, timeoutMs]);
  return done;
}
