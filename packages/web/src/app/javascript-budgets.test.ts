import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, manifestKeys } from '../../test/route-budgets';
import { type Manifest, readManifest, routeJavaScript } from '../../test/route-javascript';
import { PUBLIC_FORM_MANIFEST } from '../../vite.config';

const WEB_ROOT = path.resolve(import.meta.dirname, '../..');
const APP_MANIFEST = '.vite/manifest.json';
/** each budget's build manifest */
const MANIFESTS = { app: APP_MANIFEST, 'public-form': PUBLIC_FORM_MANIFEST } as const;

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
    for (const [page, file] of Object.entries(MANIFESTS)) manifests.set(page, readManifest(dist, file));
  }, 300_000);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it.each(BUDGETS)('$route loads at most its budget of JavaScript (gzip)', ({ route, manifest, modules, budget }) => {
    const app = manifests.get(manifest)!;
    const js = routeJavaScript(dist, app, manifestKeys(app, modules));
    // the figures bench/README.md quotes
    console.info(`${route}: ${js.files.length} files (${js.files.join(', ')}), gzip ${js.gzip} B, brotli ${js.brotli} B, raw ${js.raw} B; budget ${budget} B gzip`);
    expect(js.gzip).toBeLessThanOrEqual(budget);
  });

  it("public-form.html asks for every file of step 1 as it is read: the entry, the page's chunks and the form's English catalogue", () => {
    const form = manifests.get('public-form')!;
    const budget = BUDGETS.find((b) => b.manifest === 'public-form')!;
    const { files } = routeJavaScript(dist, form, manifestKeys(form, budget.modules));
    const html = fs.readFileSync(path.join(dist, 'public-form.html'), 'utf8');
    const asked = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload") crossorigin (?:src|href)="\/([^"]+)"/g)].map((m) => m[1]);
    const catalogue = form['src/i18n/locales/en/registrations.json']!.file;
    expect(asked.sort()).toEqual([...files, catalogue].sort());
  });

  it("keeps zod off a sevak's home and the public form's first step; the login page's files have it (decisions 115, 116)", () => {
    const filesOf = ({ manifest, modules }: (typeof BUDGETS)[number]) => routeJavaScript(dist, manifests.get(manifest)!, manifestKeys(manifests.get(manifest)!, modules)).files;
    // zod names each schema's class in a string ('ZodObject'), which minifying keeps
    const withZod = (files: string[]) => files.filter((file) => /[`'"]ZodObject[`'"]/.test(fs.readFileSync(path.join(dist, file), 'utf8')));
    const [login, ...withoutZod] = BUDGETS;
    expect(login!.route).toBe('/login');
    expect(withZod(filesOf(login!))).toHaveLength(1);
    for (const budget of withoutZod) expect([budget.route, withZod(filesOf(budget))]).toEqual([budget.route, []]);
  });

  it("keeps the staff screens out of the sevak's and the public form's files", () => {
    const app = manifests.get('app')!;
    // chunks by the name Vite gives them (a shared chunk has no source of its own)
    const chunkNamed = (name: string) => Object.values(app).find((chunk) => chunk.name === name)?.file;
    const staffChunks = ['data-table', 'members-pages', 'users-list-page', 'filter-widgets'].map(chunkNamed);
    expect(staffChunks.every(Boolean)).toBe(true);
    for (const { manifest, modules } of BUDGETS) {
      const { files } = routeJavaScript(dist, manifests.get(manifest)!, manifestKeys(manifests.get(manifest)!, modules));
      expect(files.filter((file) => staffChunks.includes(file))).toEqual([]);
    }
  });
});
