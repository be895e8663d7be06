/// <reference types="vitest/config" />
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Plugin, type Rolldown, build, defineConfig, runnerImport } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { mantineDefaultsOnDemand } from './build/mantine-defaults-on-demand';
import { offlineFiles } from './build/offline-files';
import { phoneChunkGroups } from './build/phone-chunks';

const run = promisify(execFile);

/**
 * Writes x.br and x.gz next to every built text file of 1 KB or more (smaller ones gain less than
 * the Content-Encoding costs), at the highest levels (done once, at build time), for the server's
 * static plugin to send as they are (@fastify/static preCompressed; issue 18,
 * docs/decisions/045-javascript-budgets.md). .vite/ holds the manifests, which the server does not send.
 */
function precompress() {
  return compression({
    include: /\.(js|css|html|svg|json|webmanifest)$/,
    exclude: /^\.vite\//,
    threshold: 1024,
    algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }), defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION })],
    logLevel: 'silent',
  });
}

/**
 * A feature's public entry (src/features/<name>/index.ts, docs/decisions/086-web-folders.md) only
 * re-exports. Said so, the bundler takes from it just what an importer uses: otherwise every module
 * it names would count as imported, and My Contacts' chunk, which uses the followups' dialog, would
 * carry their desktop table too (the public form, which uses the members' place fields, likewise).
 */
const FEATURE_ENTRY = /\/src\/features\/[^/]+\/index\.ts$/;
const treeshake = { moduleSideEffects: (id: string) => (FEATURE_ENTRY.test(id) ? false : undefined) };

/**
 * The public form's page runs on Preact (docs/decisions/061-public-form-on-preact.md): 10 KB in
 * place of React DOM's 60 KB, for a visitor's phone on a slow network. Mantine 9 imports React
 * 19's Activity, which preact/compat lacks: src/lib/preact/react-on-preact.js adds it.
 */
const APP_ON_PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: path.resolve(import.meta.dirname, 'src/lib/preact/react-on-preact.js') },
];
/**
 * The built pages translate with src/i18n/lite (docs/decisions/107-i18next-lite.md): what the app
 * uses of i18next and react-i18next, in ~300 lines that answer as they do (a unit test compares
 * every key of every catalogue), in place of ~2,500 lines run on every page's start. The unit
 * tests and the login page's prerender keep i18next.
 */
const I18NEXT_LITE = [
  { find: /^i18next$/, replacement: path.resolve(import.meta.dirname, 'src/i18n/lite/i18next-lite.ts') },
  { find: /^react-i18next$/, replacement: path.resolve(import.meta.dirname, 'src/i18n/lite/react-i18next-lite.tsx') },
];
const REACT_ON_PREACT = [...APP_ON_PREACT, ...I18NEXT_LITE];

/**
 * On the public form's page the place lists load on demand: the domain's geo/place-lists.ts is
 * replaced by src/features/registrations/place-lists-on-demand.ts, which has the same exports
 * (docs/decisions/061-public-form-on-preact.md).
 */
function placeListsOnDemand(): Plugin {
  const inDomain = path.resolve(import.meta.dirname, '../domain/src/geo/place-lists.ts');
  const onDemand = path.resolve(import.meta.dirname, 'src/features/registrations/place-lists-on-demand.ts');
  return {
    name: 'sampark-place-lists-on-demand',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('place-lists')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === inDomain ? onDemand : null;
    },
  };
}

/** The public form page's manifest, beside the app's (.vite/manifest.json) when one is asked for. */
export const PUBLIC_FORM_MANIFEST = '.vite/public-form-manifest.json';

/**
 * public-form.html, the public registration form's own small app (src/app/public-form-app.tsx),
 * is built by a second, separate build into the same folder. In one build with index.html the two
 * pages would share chunks, and a shared module keeps every export either page uses: the form
 * would then load the staff app's data router (docs/decisions/045-javascript-budgets.md).
 */
function publicFormPage(): Plugin {
  let outDir = '';
  let manifest = false;
  let sourcemap: boolean | 'inline' | 'hidden' = false;
  return {
    name: 'sampark-public-form-page',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      manifest = config.build.manifest !== false;
      sourcemap = config.build.sourcemap; // `vite build --sourcemap` maps the form's chunks too (bench/README, the phone's profile)
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'warn',
        plugins: [react(), mantineStylesPerComponent(), mantineDefaultsOnDemand(), placeListsOnDemand(), publicFormPreloads(), precompress()],
        resolve: { alias: REACT_ON_PREACT },
        build: {
          outDir,
          emptyOutDir: false,
          manifest: manifest && PUBLIC_FORM_MANIFEST,
          sourcemap,
          rolldownOptions: { input: path.resolve(import.meta.dirname, 'public-form.html'), treeshake },
        },
      });
    },
  };
}

/** The English catalogue of the registration screens (the form's words), a chunk of its own (src/i18n/i18n.ts). */
const FORM_CATALOGUE = '/src/i18n/locales/en/registrations.json';

/**
 * public-form.html asks for what step 1 needs beyond the entry as it is read: the form's page
 * chunk with its imports, and its English catalogue. Otherwise each is asked for only once the
 * one before has run (entry, page, catalogue), a round trip each on a slow phone
 * (docs/decisions/104-public-form-in-plain-elements.md).
 */
function publicFormPreloads(): Plugin {
  return {
    name: 'sampark-public-form-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['public-form.html'];
      if (page?.type !== 'asset') return;
      const catalogue = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(FORM_CATALOGUE));
      const pageChunks = chunkFiles(bundle, 'public-registration-pages');
      if (!catalogue || pageChunks.length === 0) throw new Error("public-form.html: the build has no form page chunk or no English catalogue of the form's words");
      // (a chunk the entry imports too is preloaded by Vite already)
      const files = [...pageChunks, `/${catalogue.fileName}`].filter((href) => !String(page.source).includes(`"${href}"`));
      const links = files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ');
      page.source = String(page.source).replace('</head>', `  ${links}\n  </head>`);
    },
  };
}

/**
 * Renders src/app/login-page-prerender.tsx's forms in a Node process of its own, through Vite's
 * module runner: in this one a test runner may have loaded React in development mode already,
 * and React DOM's server renderer fails with a React of the other mode.
 */
const RENDER_LOGIN_FORMS = `
import react from '@vitejs/plugin-react';
import { runnerImport } from 'vite';
const { module } = await runnerImport(process.argv[1], { configFile: false, root: process.cwd(), logLevel: 'error', plugins: [react()] });
process.stdout.write(module.renderLoginForms());`;

async function renderLoginForms(): Promise<string> {
  const module = path.resolve(import.meta.dirname, 'src/app/login-page-prerender.tsx');
  const env = { ...process.env, NODE_ENV: 'production' };
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', RENDER_LOGIN_FORMS, module], { cwd: import.meta.dirname, env, maxBuffer: 1 << 24 });
  return stdout;
}

/** A module of the app loaded into the build itself (through Vite's module runner: TypeScript, the app's imports). */
function buildTimeImport<T>(file: string) {
  return runnerImport<T>(path.resolve(import.meta.dirname, file), { configFile: false, root: import.meta.dirname, logLevel: 'warn' });
}

/** The stylesheets Vite loads with these chunks ('/assets/x.js'), as '/assets/x.css'. */
function stylesheetsOf(bundle: Rolldown.OutputBundle, chunkHrefs: string[]): string[] {
  return chunkHrefs.flatMap((href) => {
    const chunk = bundle[href.slice(1)];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`) : [];
  });
}

/**
 * A named chunk (of build/phone-chunks.ts, or the public form's page) and every chunk it imports however
 * deep, but the entry (its page loads it), as '/assets/x.js': what a page preloads for it.
 */
function chunkFiles(bundle: Rolldown.OutputBundle, name: string): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || chunk.isEntry || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(add);
  };
  const named = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === name);
  if (named) add(named.fileName);
  return [...files].map((file) => `/${file}`);
}

/**
 * index.html's first script (issue 32, docs/decisions/102-early-calls-inline.md): with a stored
 * login, the later visit's API calls are asked for as the page's HTML is read, not once the app's
 * entry has been evaluated, and on a sevak's home its chunks are preloaded (src/app/early-calls.ts).
 * The server allows it by its hash; login.html, made from index.html after this, keeps it.
 */
function earlyCalls(): Plugin {
  return {
    name: 'sampark-early-calls',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return; // the public form's build
      const { module } = await buildTimeImport<typeof import('./src/app/early-calls')>('src/app/early-calls.ts');
      const html = String(index.source);
      const withScript = html.replace(/(<meta charset="UTF-8" \/>)/, `$1\n    ${module.earlyCallsScript(chunkFiles(bundle, 'sevak'))}`);
      if (withScript === html) throw new Error('index.html has no <meta charset> to put the early calls after');
      index.source = withScript;
    },
  };
}

/**
 * login.html, sent for /login: the login screen already rendered (src/app/login-page-html.ts), so
 * a phone on 3G can type before the app's JavaScript has arrived (issue 18,
 * docs/decisions/060-prerendered-login.md). The forms are the real LoginPage's; the page keeps
 * index.html's scripts and also fetches the login chunk with them.
 */
function loginPage(): Plugin {
  return {
    name: 'sampark-login-page',
    apply: 'build',
    // after Vite's html plugin has put index.html in the bundle and before precompress() reads it
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return; // the public form's build
      const source = (fileName: string) => {
        const file = bundle[fileName];
        return file?.type === 'asset' ? String(file.source) : '';
      };
      const preload = chunkFiles(bundle, 'login');
      const [{ module }, forms] = await Promise.all([
        buildTimeImport<typeof import('./src/app/login-page-html')>('src/app/login-page-html.ts'),
        renderLoginForms(),
      ]);
      const html = module.loginPageHtml({ indexHtml: String(index.source), forms, stylesheet: (href) => source(href.slice(1)), preload, chunkStylesheets: stylesheetsOf(bundle, preload) });
      this.emitFile({ type: 'asset', fileName: 'login.html', source: html });
    },
  };
}

/**
 * The installable app (issue 18; docs/decisions/051-offline-my-contacts.md): the web manifest and
 * the service worker src/offline/sw.ts, built to /sw.js. Nothing is precached (no injection point):
 * the worker keeps what the user loads, so a sevak's phone never fetches the staff screens. The
 * app registers the worker itself (src/offline/start-offline.ts).
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/offline',
    filename: 'sw.ts',
    injectRegister: false,
    injectManifest: { injectionPoint: undefined },
    includeAssets: ['icon.svg', 'apple-touch-icon.png'],
    manifest: {
      name: 'Sampark',
      short_name: 'Sampark',
      description: 'Contacts and events of the organisation',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#1c7ed6',
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });
}

/**
 * Each of Mantine's stylesheets goes with the component it styles (docs/decisions/106-mantine-styles-per-component.md):
 * Mantine publishes one sheet per component (`@mantine/core/styles/<Name>.css`) and compiles its
 * CSS modules to `<Name>.module.mjs`; importing the sheet from that module puts it in the chunk
 * that holds the component, loaded with it. A sevak's phone, the login page and the public form
 * then load only the styles of the few components they use, not all of Mantine's (280 KB).
 * Build only: in development Vite serves Mantine pre-bundled, and app/global-styles.ts loads the
 * whole sheet there.
 */
function mantineStylesPerComponent(): Plugin {
  const require = createRequire(import.meta.url);
  const coreStyles = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  const coreModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
  const packageModule = /[\\/]@mantine[\\/](dates|notifications)[\\/]esm[\\/].*\.module\.mjs$/;
  /** the stylesheet Mantine publishes for the compiled CSS module `id`, when it is one */
  const sheetOf = (id: string): string | null => {
    const component = coreModule.exec(id)?.[1];
    if (component) return fs.existsSync(path.join(coreStyles, `${component}.css`)) ? `@mantine/core/styles/${component}.css` : null;
    const mantinePackage = packageModule.exec(id)?.[1];
    return mantinePackage ? `@mantine/${mantinePackage}/styles.css` : null;
  };
  return {
    name: 'sampark-mantine-styles-per-component',
    apply: 'build',
    transform(code, id) {
      const sheet = sheetOf(id);
      return sheet ? { code: `import '${sheet}';\n${code}`, map: null } : null;
    },
  };
}

// The Fastify server serves dist/ with an SPA fallback; in development Vite proxies the API to it.
export default defineConfig(({ mode }) => ({
  plugins: [react(), mantineStylesPerComponent(), mantineDefaultsOnDemand(), precompress(), publicFormPage(), earlyCalls(), loginPage(), offlineFiles(import.meta.dirname), installableApp()],
  // the unit tests (Vitest's mode) keep React: Testing Library's act() is React DOM's
  resolve: { alias: mode === 'test' ? [] : [...APP_ON_PREACT, ...I18NEXT_LITE] },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    // e2e runs may build into their own folder (WEB_DIST_DIR) so parallel work cannot swap it
    outDir: process.env.WEB_DIST_DIR ?? 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { treeshake, output: { codeSplitting: { groups: phoneChunkGroups(import.meta.dirname) } } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // jsdom + Mantine on a 2-core machine shared with the server suite is slow, not broken
    testTimeout: 30_000,
  },
}));
