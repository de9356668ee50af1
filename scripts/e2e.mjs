#!/usr/bin/env node
// Runs Playwright against the current builds, passing every argument through:
// `node scripts/e2e.mjs tests/wallet.spec.ts`. Each Playwright worker starts its own throw-away
// system (e2e/tests/system.ts). `npm test` runs the whole suite; this is the fast loop for one
// spec while working on it.
import { spawnSync } from 'node:child_process';
import { root } from './system.mjs';

const result = spawnSync(
  'pnpm',
  ['--filter', '@casino/e2e', 'exec', 'playwright', 'test', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
