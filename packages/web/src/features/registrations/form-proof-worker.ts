/// <reference lib="webworker" />
import { type Challenge, solve } from './form-proof-solve';

/**
 * The proof of work off the page's main thread (issue 32): altcha's solver yields only every
 * 200 ms, so on a slow phone it held the form's first taps for seconds.
 */
self.onmessage = (event: MessageEvent<Challenge>) => {
  solve(event.data).then(
    (solution) => self.postMessage({ solution }),
    (error: unknown) => self.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
