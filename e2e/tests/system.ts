import { test as base } from '@playwright/test';
import { startSystemForTests, type TestSystem } from '../../scripts/system.mjs';

/**
 * The Playwright `test` of every spec that talks to the app: each worker starts its own
 * throw-away system (temp store, copy of the host build, in-memory database, free port) and
 * points `baseURL` at it, so workers run in parallel without sharing players, settings or the
 * release registry, and a failed worker's replacement starts clean.
 */
export const test = base.extend<Record<never, never>, { system: TestSystem }>({
  system: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const system = await startSystemForTests();
      try {
        await use(system);
      } finally {
        system.stop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ system }, use) => {
    await use(system.baseUrl);
  },
});

export type { TestSystem };
