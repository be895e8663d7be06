import type { Manifest } from './route-javascript';

const KB = 1024;

/**
 * JavaScript budgets of the phone routes (issues 16 and 18), shared by the build's budget test
 * (src/app/javascript-budgets.test.ts) and the throttled browser test (e2e/tests/phone-load.spec.ts).
 */
export interface RouteBudget {
  route: string;
  /** the build that makes the page: the app (index.html) or the public form's page */
  manifest: 'app' | 'public-form';
  /**
   * the page's entry, then the lazy modules the route loads before it can be used: a source, or
   * 'chunk:NAME' for a chunk of grouped modules (vite.config.ts's PHONE_CHUNKS)
   */
  modules: string[];
  /** gzip bytes at most (docs/decisions/053-phone-chunks.md) */
  budget: number;
}

/**
 * The budgets of docs/decisions/053-phone-chunks.md. A route's modules are those a cold visit
 * fetches before the screen can be used (checked against a real browser's requests by
 * e2e/tests/phone-load.spec.ts): the login page (the entry and the 'login' chunk; login.html,
 * sent for /login, has index.html's entry and preloads that chunk: docs/decisions/060); a sevak's home
 * on a phone, i.e. the 'sevak' chunk with the staff shell, the home screen and My Contacts with its
 * cards and followup dialog (the desktop table is loaded only on desktops); the public
 * registration form's own page.
 */
export const BUDGETS: RouteBudget[] = [
  { route: '/login', manifest: 'app', modules: ['index.html', 'chunk:login'], budget: 144 * KB },
  { route: '/home of a sevak (My Contacts), phone', manifest: 'app', modules: ['index.html', 'chunk:sevak'], budget: 228 * KB },
  {
    route: '/event/{id}/register, /forms/{event}-{token}/viewform|edit',
    manifest: 'public-form',
    modules: ['public-form.html', 'src/features/registrations/public-registration-pages.tsx'],
    budget: 150 * KB,
  },
];

/** The manifest's keys of `modules`: a 'chunk:NAME' is the one chunk of that name (an error if none). */
export function manifestKeys(manifest: Manifest, modules: string[]): string[] {
  return modules.map((module) => {
    if (!module.startsWith('chunk:')) return module;
    const name = module.slice('chunk:'.length);
    const key = Object.keys(manifest).find((k) => manifest[k].name === name);
    if (!key) throw new Error(`the build has no chunk named ${name}`);
    return key;
  });
}
