/**
 * React's API on Preact, for the public form's page only (vite.config.ts REACT_ON_PREACT;
 * docs/decisions/061-public-form-on-preact.md): preact/compat, plus React 19's <Activity>, which
 * Mantine 9 imports and preact/compat does not have. JavaScript, not TypeScript: preact/compat's
 * types are `export =`, which TypeScript cannot re-export with `export *`; nothing type-checks
 * against this module, the app is checked against React's types.
 */
import { createElement } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * Mantine uses Activity to keep a closed part (a transition's, a tab's, a step's content) mounted
 * but hidden; `display: contents` leaves the layout as if the wrapper were not there.
 */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
