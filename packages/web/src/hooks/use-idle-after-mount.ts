import { useEffect, useState } from 'react';

/**
 * False on the first render; true once the browser has had an idle moment after it, or after
 * `timeoutMs` at the latest. For work a person cannot see yet (cards below the fold): a tap made
 * before then is handled first, as input comes before idle work (issue 32).
 */
export function useIdleAfterMount(timeoutMs = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 0); // no idle callbacks (Safari): right after this task
    return () => clearTimeout(timer);
  }, [idle, timeoutMs]);
  return idle;
}
