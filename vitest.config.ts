import { defineConfig } from 'vitest/config';

// One run covers every package; browser-facing packages get jsdom, the API runs in node.
export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on a 2-core machine); the main process is
    // mostly idle and many suites wait on PostgreSQL, child processes or sockets, so two workers
    // run the whole suite faster here (measured: the jsdom projects 79 s -> 55 s).
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', root: 'shared/contracts', environment: 'node' } },
      { test: { name: 'bus', root: 'shared/bus', environment: 'node' } },
      { test: { name: 'platform', root: 'shared/platform', environment: 'jsdom' } },
      { test: { name: 'ui', root: 'shared/ui', environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] } },
      { test: { name: 'release', root: 'shared/release', environment: 'node' } },
      { test: { name: 'build', root: 'shared/build', environment: 'node' } },
      { test: { name: 'testing', root: 'shared/testing', environment: 'node' } },
      {
        test: {
          name: 'devkit',
          root: 'shared/devkit',
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      // The remote generator's end-to-end test builds, tests and serves a generated remote.
      { test: { name: 'scripts', root: 'scripts', environment: 'node', testTimeout: 300_000 } },
      { test: { name: 'host', root: 'host', environment: 'jsdom' } },
      { test: { name: 'ops', root: 'ops', environment: 'jsdom' } },
      { test: { name: 'remotes', root: 'remotes', environment: 'jsdom' } },
      { test: { name: 'api', root: 'api', environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 } },
      {
        test: {
          name: 'studio',
          root: 'studio',
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
