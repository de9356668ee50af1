#!/usr/bin/env node
// Runs Playwright against a throw-away system (temp store, in-memory database, free port) from
// the current builds, passing every argument through: `node scripts/e2e.mjs tests/wallet.spec.ts`.
// `npm test` runs the whole suite; this is the fast loop for one spec while working on it.
import { spawnSync } from 'node:child_process';
import { root, startSystemForTests } from './system.mjs';

const system = await startSystemForTests();
let status = 1;
try {
  const result = spawnSync(
    'pnpm',
    ['--filter', '@casino/e2e', 'exec', 'playwright', 'test', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...system.e2eEnvironment },
    },
  );
  status = result.status ?? 1;
} finally {
  system.stop();
}
process.exit(status);
