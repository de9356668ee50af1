import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

// The system under test is started by `npm test` (scripts/run.mjs), which passes its URL.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
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
