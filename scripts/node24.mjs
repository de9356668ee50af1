#!/usr/bin/env node
// The Node 24 binary the test command's second vitest leg runs on (production runs Node 24, the
// README's commands run on Node 20): NODE24_BIN, or the npm registry's `node` package installed
// once into a cache folder. `node scripts/node24.mjs install` installs it when missing and
// prints its path (.ci/run does that).
import { spawnSync } from 'node:child_process';
import { homedir } from 'node:os';
import path from 'node:path';

const cacheDir = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'casino', 'node24');
const cachedBinary = path.join(cacheDir, 'node_modules/node/bin/node');

/** The version a binary reports (`v24.11.0`), or null when it does not run. */
function versionOf(binary) {
  const probe = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim() : null;
}

/** `{ binary, version }` of a runnable Node 24, or `{ reason }` saying why there is none. */
export function findNode24() {
  const binary = process.env.NODE24_BIN || cachedBinary;
  const version = versionOf(binary);
  if (version?.startsWith('v24.')) return { binary, version };
  if (process.env.NODE24_BIN) {
    return { reason: `NODE24_BIN=${binary} ${version ? `is ${version}, not Node 24` : 'does not run'}` };
  }
  return {
    reason: `no Node 24 (set NODE24_BIN, or run \`node scripts/node24.mjs install\` to put one in ${cacheDir})`,
  };
}

function install() {
  const found = findNode24();
  if (found.binary) return found.binary;
  if (process.env.NODE24_BIN) throw new Error(found.reason);
  const result = spawnSync(
    'npm',
    ['install', '--prefix', cacheDir, '--no-audit', '--no-fund', '--loglevel=error', 'node@24'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const installed = findNode24();
  if (result.status !== 0 || !installed.binary) {
    throw new Error(
      `installing node@24 into ${cacheDir} failed: ${installed.reason ?? `npm exit ${result.status}`}`,
    );
  }
  return installed.binary;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  if (process.argv[2] !== 'install') {
    console.error('usage: node scripts/node24.mjs install');
    process.exit(2);
  }
  try {
    console.log(install());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
