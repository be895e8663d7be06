import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Manifest, readManifest, routeJavaScript } from '../../test/route-javascript';
import { PUBLIC_FORM_MANIFEST } from '../../vite.config';

const KB = 1024;
const WEB_ROOT = path.resolve(import.meta.dirname, '../..');
const APP_MANIFEST = '.vite/manifest.json';

interface RouteBudget {
  route: string;
  manifest: string;
  /** the page's entry, then the lazy modules the route loads before it can be used */
  modules: string[];
  /** gzip bytes at most (docs/decisions/045-javascript-budgets.md) */
  budget: number;
}

/**
 * The budgets of docs/decisions/045-javascript-budgets.md. A route's modules are those a cold visit
 * fetches before the screen can be used (checked against a real browser's requests when the
 * budgets were set): the login page; a sevak's home on a phone, i.e. the staff shell, the home
 * screen and My Contacts with its cards and followup dialog (the desktop table is loaded only on
 * desktops); the public registration form's own page.
 */
const BUDGETS: RouteBudget[] = [
  { route: '/login', manifest: APP_MANIFEST, modules: ['index.html', 'src/features/auth/login-page.tsx'], budget: 192 * KB },
  {
    route: '/home of a sevak (My Contacts), phone',
    manifest: APP_MANIFEST,
    modules: ['index.html', 'src/app/shell/app-shell-layout.tsx', 'src/app/home-page.tsx', 'src/features/my-contacts/my-contacts-page.tsx'],
    budget: 280 * KB,
  },
  {
    route: '/event/{id}/register, /forms/{event}-{token}/viewform|edit',
    manifest: PUBLIC_FORM_MANIFEST,
    modules: ['public-form.html', 'src/features/registrations/public-registration-pages.tsx'],
    budget: 245 * KB,
  },
];

/** Builds the web app as `npm run build` does (production React, brotli and gzip copies) into a temporary folder. */
async function buildWebApp(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production'; // vitest's 'test' would build React's development bundle
  try {
    await build({ root: WEB_ROOT, configFile: path.join(WEB_ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

describe('JavaScript budgets (issue 16 "Speed", issue 18 "Fast on a slow phone")', () => {
  let dist: string;
  const manifests = new Map<string, Manifest>();
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-budget-'));
    await buildWebApp(dist);
    for (const file of [APP_MANIFEST, PUBLIC_FORM_MANIFEST]) manifests.set(file, readManifest(dist, file));
  }, 300_000);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it.each(BUDGETS)('$route loads at most its budget of JavaScript (gzip)', ({ route, manifest, modules, budget }) => {
    const js = routeJavaScript(dist, manifests.get(manifest)!, modules);
    // the figures bench/README.md quotes
    console.info(`${route}: ${js.files.length} files, gzip ${js.gzip} B, brotli ${js.brotli} B, raw ${js.raw} B; budget ${budget} B gzip`);
    expect(js.gzip).toBeLessThanOrEqual(budget);
  });

  it("keeps the staff screens out of the sevak's and the public form's files", () => {
    const app = manifests.get(APP_MANIFEST)!;
    // chunks by the name Vite gives them (a shared chunk has no source of its own)
    const chunkNamed = (name: string) => Object.values(app).find((chunk) => chunk.name === name)?.file;
    const staffChunks = ['data-table', 'members-pages', 'users-list-page', 'filter-widgets'].map(chunkNamed);
    expect(staffChunks.every(Boolean)).toBe(true);
    for (const { manifest, modules } of BUDGETS) {
      const { files } = routeJavaScript(dist, manifests.get(manifest)!, modules);
      expect(files.filter((file) => staffChunks.includes(file))).toEqual([]);
    }
  });
});
