// Starting the built system on one origin: publish the remotes into a store, run the API server
// (which also serves the host, the store and the registry), wait until it answers.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function publishRemotes(storeDir, { quiet = false } = {}) {
  const cli = path.join(root, 'shared/release/dist/cli.mjs');
  const result = spawnSync(process.execPath, [cli, 'publish', '--all', 'remotes', '--store', storeDir], {
    cwd: root,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  if (result.status !== 0) throw new Error(`publishing the remotes into ${storeDir} failed`);
}

export function startServer(env) {
  return spawn(process.execPath, [path.join(root, 'api/dist/server.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Test traffic all comes from 127.0.0.1: per-address limits sized for players would throttle it. */
const testRateLimits = {
  LOGIN_RATE_PER_ADDRESS: '10000',
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
};

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
 * A throw-away system for tests and measurements: remotes published into a temp store, an
 * in-memory database, a free port. `stop()` ends the server and removes the store.
 */
export async function startSystemForTests() {
  const storeDir = mkdtempSync(path.join(tmpdir(), 'casino-store-'));
  publishRemotes(storeDir, { quiet: true });
  const port = await freePort();
  const server = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    REMOTE_STORE: storeDir,
    DATA_DIR: 'memory://',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...testRateLimits,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseUrl}/api/dev/health`, server);
  } catch (error) {
    server.kill('SIGTERM');
    rmSync(storeDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    stop() {
      server.kill('SIGTERM');
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
