import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

// Each worker starts its own throw-away system from the current builds and sets `baseURL` to it
// (tests/system.ts). Two workers keep both cores busy; E2E_WORKERS changes that.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
    // Service workers would cache the shell across specs; the PWA specs allow them (pwa.spec.ts).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
