import { defineConfig } from 'vitest/config';

// One vitest run covers three projects; the server project runs every test file on SQLite and
// PostgreSQL (see packages/server/test/dialects.ts).
export default defineConfig({
  test: {
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
        },
      },
      'packages/web/vite.config.ts',
    ],
  },
});
