import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run covers three projects; the server project runs every test file on SQLite and
// PostgreSQL (see packages/server/test/dialects.ts).
export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: one file at a time on CI's two cores,
    // while half a server file's time is PostgreSQL's or a child server's. Two files at a time
    // overlap those waits; each file has its own databases, schemas, ports and temporary
    // directories (docs/decisions/087-ci-wall-time.md).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // the compiled server, built once for the files that start it (test/build-server.ts)
          globalSetup: ['test/build-server.ts'],
        },
      },
      'packages/web/vite.config.ts',
    ],
  },
});
