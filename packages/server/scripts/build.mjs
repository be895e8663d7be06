import path from 'node:path';
import { build } from 'esbuild';

/**
 * Compiles the server and the domain rules it imports as TypeScript source into plain JavaScript
 * in packages/server/dist (docs/decisions/081-compiled-server.md), so production runs `node` with no
 * TypeScript loader. Every npm package stays an import of node_modules (better-sqlite3 and pg are
 * native or load files beside themselves); only the workspace's own code is bundled.
 */
const root = path.resolve(import.meta.dirname, '..');

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@sampark/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: { main: path.join(root, 'src/main.ts'), 'backup-cli': path.join(root, 'src/db/backup/cli.ts') },
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
});
