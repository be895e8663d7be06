import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers (bulletproof-react, STYLE.md; issue 13 item 5): app/ composes features, a
 * feature imports only itself and the shared modules, and the shared modules import no feature
 * and no app/. One zone per feature, generated, so a new feature is fenced in without an edit here.
 */
const webSrc = join(import.meta.dirname, 'packages/web/src');
const features = readdirSync(join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayers = [
  ...features.map((name) => ({
    target: `./features/${name}`,
    from: './features',
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what both need to components/, hooks/ or lib/, or compose them in app/.',
  })),
  { target: './features', from: './app', message: 'app/ composes the features; a feature does not import it.' },
  {
    target: ['./components', './hooks', './lib'],
    from: ['./features', './app'],
    message: 'Shared modules are used by features and app/, never the other way round.',
  },
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
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: webSrc, zones: webLayers }],
    },
  },
);
