import path from 'node:path';

/**
 * Fewer, larger chunks on a phone's paths (issue 18, docs/decisions/053-phone-chunks.md): over
 * HTTP/1.1 a browser fetches 6 files at a time, so on a 562 ms round trip 40 small chunks cost
 * seven round trips where one chunk of the same bytes costs one. Each group takes its root modules
 * and every static import no higher group took: the login page's, then a sevak's home (shell, home
 * screen, My Contacts' cards and followup dialog). Lazy imports (the desktop table, staff screens)
 * stay chunks of their own.
 */
const PHONE_CHUNKS = [
  { name: 'login', roots: ['src/features/auth/login-page.tsx'] },
  { name: 'sevak', roots: ['src/app/shell/app-shell-layout.tsx', 'src/app/home-page.tsx', 'src/app/sevak-home.tsx', 'src/features/members/my-contacts/my-contacts-page.tsx'] },
];

/**
 * What the login page and a sevak's home both use beyond the entry (the followup dialog's form,
 * Mantine's Alert and TextInput): a chunk of its own, or the sevak's chunk would import the login
 * page's, and with it zod, which a sevak's home does without (decision 115; the JavaScript
 * budgets' test fails when a sevak's files hold zod's schemas again).
 */
const SHARED_WITH_LOGIN =
  /node_modules[\\/]@mantine[\\/]form[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](TextInput|Alert)[\\/]|src[\\/]components[\\/]form[\\/](server-errors|use-zod-form)\.ts$|src[\\/]i18n[\\/]messages\.ts$/;

/**
 * zod and the domain's schema helpers that the login page and the followup's rules share: a chunk
 * of their own, loaded by the followup dialog at its opening (decision 115). In the login page's
 * chunk, a sevak's tap on '+ Followup' fetched that page's code and stylesheet for them, and the
 * stylesheet's arrival restyled the whole home (a 35 ms task at 4x, profiled).
 */
const RULES = /node_modules[\\/]zod[\\/]|packages[\\/]domain[\\/]src[\\/]schemas[\\/](responses|fields)\.ts$/;

/** Rolldown's chunk groups of the app's build; `webRoot` is packages/web, where the roots are. */
export function phoneChunkGroups(webRoot: string) {
  return [
    // what the entry imports statically stays in the entry's chunks, so no page loads the sevak's
    { name: 'app', tags: ['$initial' as const], priority: PHONE_CHUNKS.length + 3 },
    { name: 'rules', test: (id: string) => RULES.test(id), priority: PHONE_CHUNKS.length + 2 },
    { name: 'forms', test: (id: string) => SHARED_WITH_LOGIN.test(id), priority: PHONE_CHUNKS.length + 1 },
    ...PHONE_CHUNKS.map(({ name, roots }, index) => {
      const ids = new Set(roots.map((root) => path.resolve(webRoot, root)));
      return { name, test: (id: string) => ids.has(id), priority: PHONE_CHUNKS.length - index };
    }),
  ];
}
