/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Fastify server serves dist/ with an SPA fallback; in development Vite proxies the API to it.
export default defineConfig({
  plugins: [react()],
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
