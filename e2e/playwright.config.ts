import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium (`apt-get install chromium`: Playwright cannot download its
 * own browser here) against the built app on a fresh SQLite database loaded with the demo data.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  // one retry in CI, reported as 'flaky' (docs/decisions/055-one-e2e-retry-in-ci.md)
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'off',
    // The theme respects it: menus open at once instead of growing under the pointer (decision 024)
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /\.phone\.spec\.ts$/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // What a phone's browser does (isMobile: the layout viewport, touch, no hover), unlike a narrow
    // desktop window: the screens of a sevak, a registrant and a door volunteer run here by taps (issue 26)
    { name: 'phone', testMatch: /\.phone\.spec\.ts$/, use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, screen: { width: 360, height: 740 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'node --import tsx ./support/start-server.ts',
    cwd: import.meta.dirname,
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
