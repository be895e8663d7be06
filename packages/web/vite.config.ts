/// <reference types="vitest/config" />
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Plugin, build, defineConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; smaller ones gain less than the Content-Encoding costs. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes x.br and x.gz next to every built text file, at the highest levels (done once, at build
 * time), for the server's static plugin to send as they are (@fastify/static preCompressed; issue
 * 18, docs/decisions/045-javascript-budgets.md).
 */
function precompress(): Plugin {
  return {
    name: 'sampark-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      // .vite/ holds the manifest, which the server does not send
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'));
      await Promise.all(files.map((name) => compressFile(path.join(dir, name))));
    },
  };
}

async function compressFile(file: string): Promise<void> {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return;
  const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
  const [br, gzipped] = await Promise.all([brotli(data, { params }), gz(data, { level: constants.Z_BEST_COMPRESSION })]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
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
  return {
    name: 'sampark-public-form-page',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      manifest = config.build.manifest !== false;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'warn',
        plugins: [react(), precompress()],
        build: {
          outDir,
          emptyOutDir: false,
          manifest: manifest && PUBLIC_FORM_MANIFEST,
          rolldownOptions: { input: path.resolve(import.meta.dirname, 'public-form.html') },
        },
      });
    },
  };
}

// The Fastify server serves dist/ with an SPA fallback; in development Vite proxies the API to it.
export default defineConfig({
  plugins: [react(), precompress(), publicFormPage()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    // e2e runs may build into their own folder (WEB_DIST_DIR) so parallel work cannot swap it
    outDir: process.env.WEB_DIST_DIR ?? 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // jsdom + Mantine on a 2-core machine shared with the server suite is slow, not broken
    testTimeout: 30_000,
  },
});
