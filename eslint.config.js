import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers (bulletproof-react, STYLE.md; issue 13 item 5, issue 29 item 4): app/
 * composes features; a feature imports itself, the shared modules and another feature's public
 * entry (features/<name>/index.ts), never its inner files nor app/; the shared modules
 * (components/, hooks/, lib/, i18n/, offline/) import no feature and no app/ (docs/decisions/086-
 * web-folders.md). ESLint's own no-restricted-imports, one block per feature folder and depth
 * (generated, so a new feature or sub-folder is fenced in without an edit here), matching the
 * relative import paths of that depth. (eslint-plugin-import-x needs unrs-resolver, whose other
 * platforms' binaries the registry here does not serve, so `npm ci` refused its lock.)
 */
const webSrc = 'packages/web/src';
const featuresDir = join(import.meta.dirname, webSrc, 'features');
const subfolders = (dir) => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
/** How many folders deep `dir` goes below itself (0: files only). */
const depthOf = (dir) => Math.max(0, ...subfolders(dir).map((entry) => 1 + depthOf(join(dir, entry.name))));
const features = subfolders(featuresDir).map((entry) => ({ name: entry.name, depth: depthOf(join(featuresDir, entry.name)) }));
const LAYER_MESSAGES = {
  feature: 'A feature imports another feature only through its public entry (features/<name>/index.ts): export what others need there, or move it to components/, hooks/ or lib/.',
  app: 'app/ composes the features; a feature does not import it.',
  shared: 'Shared modules are used by features and app/, never the other way round.',
};
const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
const up = (levels) => '\\.\\./'.repeat(levels);
/** The patterns of a file `depth` folders below its feature's folder: `../` * (depth + 1) reaches features/. */
const featurePatterns = (name, depth) => [
  // another feature's folder, then anything but its index
  { regex: `^${up(depth + 1)}(?!\\.)(?!${name}/)[^/]+/(?!index$)`, message: LAYER_MESSAGES.feature },
  { regex: `^${up(depth + 2)}features/(?!${name}/)[^/]+/(?!index$)`, message: LAYER_MESSAGES.feature },
  { regex: `^${up(depth + 2)}app/`, message: LAYER_MESSAGES.app },
];
const webLayers = [
  ...features.flatMap(({ name, depth }) =>
    Array.from({ length: depth + 1 }, (_, d) =>
      restrict([`${webSrc}/features/${name}/${'*/'.repeat(d)}*.{ts,tsx}`], featurePatterns(name, d)),
    ),
  ),
  restrict([`${webSrc}/components/*/*.{ts,tsx}`], [{ regex: '^\\.\\./\\.\\./(features|app)/', message: LAYER_MESSAGES.shared }]),
  restrict([`${webSrc}/{hooks,lib,i18n,offline}/*.{ts,tsx}`], [{ regex: '^\\.\\./(features|app)/', message: LAYER_MESSAGES.shared }]),
];

/**
 * The server's layers, the same kind of generated rule (docs/decisions/084-server-layers.md): a
 * feature (features/<name>/) imports only itself, shared/, db/, http/, lib/ and the domain, never
 * another feature; shared/<part>/ (what several features need) imports no feature; db/, http/
 * and lib/ import neither. app.ts and features/index.ts compose the features. A test may build
 * the whole app (../../app), and the tests of http/ and lib/ read a feature's messages or readers.
 */
const serverSrc = 'packages/server/src';
const serverFeatures = readdirSync(join(import.meta.dirname, serverSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SERVER_MESSAGES = {
  feature: 'A server feature does not import another feature: move what both need to shared/ (or db/, lib/), or compose them in features/index.ts.',
  app: 'app.ts, main.ts and features/index.ts compose the features; a feature does not import them.',
  shared: 'shared/ lies below the features: it is used by them, never the other way round.',
  base: 'db/, http/ and lib/ lie below shared/ and the features: they import neither.',
};
const ownFeatureOnly = (name) => [
  { regex: `^\\.\\./(?!\\.)(?!${name}/)`, message: SERVER_MESSAGES.feature },
  { regex: `^\\.\\./\\.\\./features/(?!${name}/)`, message: SERVER_MESSAGES.feature },
];
const serverLayers = [
  ...serverFeatures.flatMap((name) => [
    {
      ...restrict([`${serverSrc}/features/${name}/*.ts`], [...ownFeatureOnly(name), { regex: '^\\.\\./\\.\\./(app|main)$', message: SERVER_MESSAGES.app }]),
      ignores: ['**/*.test.ts'],
    },
    restrict([`${serverSrc}/features/${name}/*.test.ts`], ownFeatureOnly(name)),
  ]),
  restrict([`${serverSrc}/shared/*/*.ts`], [{ regex: '^\\.\\./\\.\\./(features|app|main)(/|$)', message: SERVER_MESSAGES.shared }]),
  { ...restrict([`${serverSrc}/{db,http,lib}/**/*.ts`], [{ regex: '^(\\.\\./)+(features|shared|app|main)(/|$)', message: SERVER_MESSAGES.base }]), ignores: ['**/*.test.ts'] },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'bench/results/**', 'packages/domain/src/geo/*.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // the domain package is pure: no I/O, usable in the browser and the server alike
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'react', '@sampark/server*', '@sampark/web*'] }],
    },
  },
  ...webLayers,
  ...serverLayers,
);
