import { config } from 'zod';

/**
 * Imported first by both pages' entries (main.tsx, public-form-main.tsx), before any schema is
 * built. Zod builds each object schema's fast parser with `new Function`, and to learn whether it
 * may, it tries `new Function("")` once per page. Our Content-Security-Policy has no
 * 'unsafe-eval', so the try fails: the parser is the same as with `jitless`, but the browser first
 * reports a `securitypolicyviolation` (script-src 'eval') on every load of every page, and does
 * that work on the phone's main thread before the first render. `jitless` skips the try (zod's own
 * advice for a strict CSP). The server and the unit tests, with no such policy, keep zod's default.
 * docs/decisions/108-zod-without-eval-in-the-browser.md
 */
config({ jitless: true });
