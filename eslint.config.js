import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers (bulletproof-react, STYLE.md; issue 13 item 5): app/ composes features, a
 * feature imports only itself and the shared modules, and the shared modules (components/,
 * hooks/, lib/) import no feature and no app/. ESLint's own no-restricted-imports, one block per
 * feature folder (generated, so a new feature is fenced in without an edit here), matching the
 * relative import paths of the folder depths the app has: features/<name>/*, components/<part>/*,
 * hooks/*, lib/*. (eslint-plugin-import-x needs unrs-resolver, whose other platforms' binaries
 * the registry here does not serve, so `npm ci` refused its lock.)
 */
const webSrc = 'packages/web/src';
const features = readdirSync(join(import.meta.dirname, webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const LAYER_MESSAGES = {
  feature: 'A feature does not import another feature: move what both need to components/, hooks/ or lib/, or compose them in app/.',
  app: 'app/ composes the features; a feature does not import it.',
  shared: 'Shared modules are used by features and app/, never the other way round.',
};
const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
const webLayers = [
  ...features.map((name) =>
    restrict(
      [`${webSrc}/features/${name}/*.{ts,tsx}`],
      [
        { regex: `^\\.\\./(?!\\.)(?!${name}/)`, message: LAYER_MESSAGES.feature },
        { regex: `^\\.\\./\\.\\./features/(?!${name}/)`, message: LAYER_MESSAGES.feature },
        { regex: '^\\.\\./\\.\\./app/', message: LAYER_MESSAGES.app },
      ],
    ),
  ),
  restrict([`${webSrc}/components/*/*.{ts,tsx}`], [{ regex: '^\\.\\./\\.\\./(features|app)/', message: LAYER_MESSAGES.shared }]),
  restrict([`${webSrc}/{hooks,lib}/*.{ts,tsx}`], [{ regex: '^\\.\\./(features|app)/', message: LAYER_MESSAGES.shared }]),
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
