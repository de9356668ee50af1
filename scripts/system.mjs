// Starting the built system on one origin: publish the remotes into a store, run the API server
// (which also serves the host, the store and the registry), wait until it answers.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export const releaseCli = path.join(root, 'shared/release/dist/cli.mjs');

/**
 * Records the host release (the gate checks remotes against it), then publishes every built
 * remote whose version is not in the store yet; versions already there stay as they are, so a
 * restart never undoes a release or a rollback made since.
 */
export function publishRemotes(storeDir, { quiet = false } = {}) {
  for (const args of [
    ['publish-host', 'host'],
    ['publish', '--all', 'remotes', '--skip-published'],
  ]) {
    const result = spawnSync(process.execPath, [releaseCli, ...args, '--store', storeDir], {
      cwd: root,
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    if (result.status !== 0) throw new Error(`${args[0]} into ${storeDir} failed`);
  }
}

export function startServer(env) {
  return spawn(process.execPath, [path.join(root, 'api/dist/server.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** The in-house game studio (studio/README.md): its own process, calling the API's wallet endpoint. */
export function startStudio(env) {
  return spawn(process.execPath, [path.join(root, 'studio/dist/server.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * The settings that join the API and the studio (docs/game-provider-protocol.md): the API frames
 * and launches games at the studio's address, the studio calls the API's wallet endpoint, signs
 * with a secret both hold, and may be framed only by the app.
 */
export function gameProviderSettings({ appOrigin, apiPort, studioOrigin, studioPort, secret }) {
  return {
    api: {
      STUDIO_PUBLIC_URL: studioOrigin,
      GAME_LAUNCH_ORIGINS: studioOrigin,
      GAME_PROVIDER_SECRET: secret,
    },
    studio: {
      STUDIO_PORT: String(studioPort),
      OPERATOR_WALLET_URL: `http://127.0.0.1:${apiPort}/api/provider/v1`,
      STUDIO_FRAME_ANCESTORS: appOrigin,
      GAME_PROVIDER_SECRET: secret,
    },
  };
}

/** Test traffic all comes from 127.0.0.1: per-address limits sized for players would throttle it. */
const testRateLimits = {
  LOGIN_RATE_PER_ADDRESS: '10000',
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
};

/**
 * Every journey signs players up and in; at production's scrypt cost (2^17, about 0.5 s of CPU
 * each) that alone would take minutes. The cost's own checks are the API's unit tests.
 */
const testPasswordHashing = { PASSWORD_HASH_COST: String(2 ** 12) };

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * A throw-away system for tests and measurements: remotes published into a temp store, a copy
 * of the host build (the update e2e deploys a new build into it), an in-memory database, a free
 * port. `stop()` ends the server and removes the store and the copy.
 */
export async function startSystemForTests() {
  const storeDir = mkdtempSync(path.join(tmpdir(), 'casino-store-'));
  const hostDist = mkdtempSync(path.join(tmpdir(), 'casino-host-'));
  const removeTemporaryFolders = () => {
    rmSync(storeDir, { recursive: true, force: true });
    rmSync(hostDist, { recursive: true, force: true });
  };
  cpSync(path.join(root, 'host/dist'), hostDist, { recursive: true });
  publishRemotes(storeDir, { quiet: true });
  const port = await freePort();
  const studioPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const studioUrl = `http://127.0.0.1:${studioPort}`;
  const games = gameProviderSettings({
    appOrigin: baseUrl,
    apiPort: port,
    studioOrigin: studioUrl,
    studioPort,
    secret: randomBytes(32).toString('hex'),
  });
  // The release endpoint and the operator API are on, with tokens only this run knows
  // (e2e/tests/release.spec.ts; coupons.spec.ts grants coupons as an operator; jackpot.spec.ts
  // changes the jackpot's rules).
  const releaseToken = randomBytes(24).toString('hex');
  const operatorToken = randomBytes(24).toString('hex');
  const server = startServer({
    PORT: String(port),
    // The local sign-in providers send the browser back here.
    PUBLIC_URL: baseUrl,
    HOST: '127.0.0.1',
    REMOTE_STORE: storeDir,
    HOST_DIST: hostDist,
    DATA_DIR: 'memory://',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RELEASE_TOKEN: releaseToken,
    OPERATOR_TOKEN: operatorToken,
    ...testRateLimits,
    ...testPasswordHashing,
    ...games.api,
  });
  const studio = startStudio({
    ...games.studio,
    STUDIO_DATA_DIR: 'memory://',
    // Shorter crash betting windows and pauses: tests wait for rounds, not for players to decide.
    STUDIO_CRASH_BETTING_MS: '4000',
    STUDIO_CRASH_PAUSE_MS: '1000',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  });
  const stopProcesses = () => {
    server.kill('SIGTERM');
    studio.kill('SIGTERM');
  };
  try {
    // Generous: the e2e workers start their systems together, each migrating and seeding a fresh
    // database, on a machine that may be busy with other builds.
    await waitForHealth(`${baseUrl}/api/health`, server, 180_000);
    await waitForHealth(`${studioUrl}/api/health`, studio, 180_000);
  } catch (error) {
    stopProcesses();
    removeTemporaryFolders();
    throw error;
  }
  return {
    baseUrl,
    studioUrl,
    releaseToken,
    operatorToken,
    hostDist,
    stop() {
      stopProcesses();
      removeTemporaryFolders();
    },
  };
}
