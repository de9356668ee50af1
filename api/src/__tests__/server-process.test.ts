import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, stat, truncate } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorageConfig } from '../config.js';
import { lockFileOf } from '../db/data-dir-lock.js';
import { migrate } from '../db/migrate.js';
import { openPgliteDatabase } from '../db/pglite-database.js';
import { seedDatabase } from '../db/seed-database.js';
import {
  bundleForProcesses,
  type RunningProcess,
  runToEnd,
  serverEnvironment,
  startProcess,
  waitUntilServing,
} from '../test-support/api-processes.js';
import { freeLoopbackPort } from '../test-support/test-server.js';

// Real server processes on one PGlite data directory: what `npm start` run twice does.
const { migrationsDir, seedDir } = loadStorageConfig({});
let bundle: Awaited<ReturnType<typeof bundleForProcesses>>;
let workDir: string;
/** A migrated and seeded data directory made once (that takes seconds) and copied for each test. */
let templateDir: string;

beforeAll(async () => {
  bundle = await bundleForProcesses({ server: 'main.ts', 'exit-child': '__tests__/process-exit-child.ts' });
  workDir = await mkdtemp(join(tmpdir(), 'casino-server-process-'));
  templateDir = join(workDir, 'template');
  const template = await openPgliteDatabase(templateDir);
  await migrate(template, migrationsDir);
  await seedDatabase(template, seedDir);
  await template.close();

  // A fresh PGlite data directory, migrated and seeded, takes seconds; far longer on a busy machine.
}, 180_000);
afterAll(async () => {
  await bundle?.dispose();
  await rm(workDir, { recursive: true, force: true });
});

async function freshDataDir(): Promise<string> {
  const dataDir = join(workDir, `data-${randomBytes(4).toString('hex')}`);
  await cp(templateDir, dataDir, { recursive: true });
  return dataDir;
}

async function startServer(dataDir: string): Promise<{ server: RunningProcess; port: number }> {
  const port = await freeLoopbackPort();
  const server = startProcess(
    bundle.script('server'),
    [],
    serverEnvironment({ DATA_DIR: dataDir, PORT: `${port}` }),
  );
  await waitUntilServing(server, port);
  return { server, port };
}

async function stopServer(server: RunningProcess, signal: NodeJS.Signals = 'SIGTERM') {
  server.child.kill(signal);
  return server.exited;
}

async function call(port: number, path: string, body: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { errcode: number; msg: string };
}

/**
 * PostgreSQL's control file records whether the database was shut down (state 1, DB_SHUTDOWNED,
 * at byte 16) or is still open (6, DB_IN_PRODUCTION): only a clean `close()` writes 1.
 */
async function expectClosedCleanly(dataDir: string) {
  expect(existsSync(lockFileOf(dataDir))).toBe(false);
  const control = await readFile(join(dataDir, 'global/pg_control'));
  expect(control.readUInt32LE(16)).toBe(1);
}

// Each test starts one to three PGlite processes: allow for a busy machine.
describe('the API server process on a PGlite data directory', { timeout: 120_000 }, () => {
  it('refuses a second server on the same DATA_DIR, naming the first, which keeps serving', async () => {
    const dataDir = await freshDataDir();
    const first = await startServer(dataDir);
    try {
      const secondPort = await freeLoopbackPort();
      const second = await runToEnd(
        bundle.script('server'),
        [],
        serverEnvironment({ DATA_DIR: dataDir, PORT: `${secondPort}` }),
      );
      expect(second.code).toBe(1);
      expect(second.output).toContain(
        `The database folder ${dataDir} is in use by process ${first.server.child.pid}`,
      );
      expect(second.output).toContain(`API server on port ${first.port}`);
      expect(second.output).toContain(`kill ${first.server.child.pid}`);
      expect(second.output).not.toMatch(/\n\s+at /);
      expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).ok).toBe(true);
    } finally {
      expect(await stopServer(first.server)).toEqual({ code: 0, signal: null });
    }
    await expectClosedCleanly(dataDir);
  });

  it('takes over the lock of a server that was SIGKILLed, with a log line, and keeps its data', async () => {
    const dataDir = await freshDataDir();
    const killed = await startServer(dataDir);
    const account = `p${randomBytes(5).toString('hex')}`;
    expect(
      (await call(killed.port, '/app/v1/accountRegist', { account, password: 'secret-pass' })).errcode,
    ).toBe(0);
    await stopServer(killed.server, 'SIGKILL');
    expect(existsSync(lockFileOf(dataDir))).toBe(true);

    const next = await startServer(dataDir);
    try {
      expect(next.server.output()).toContain(
        `Taking over the lock of ${dataDir}: process ${killed.server.child.pid} on`,
      );
      expect(
        (await call(next.port, '/app/v1/accountLogin', { account, password: 'secret-pass' })).errcode,
      ).toBe(0);
    } finally {
      expect(await stopServer(next.server)).toEqual({ code: 0, signal: null });
    }
    await expectClosedCleanly(dataDir);
  });

  it('stops on a damaged data directory with a message naming it and the way back, deleting nothing', async () => {
    const dataDir = await freshDataDir();
    // Emptying the write-ahead log is what made PGlite abort with a bare `RuntimeError: Aborted()`.
    const walDir = join(dataDir, 'pg_wal');
    const segments = (await readdir(walDir)).filter((name) => /^[0-9A-F]{24}$/.test(name));
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) await truncate(join(walDir, segment), 0);
    const before = await readdir(dataDir, { recursive: true });

    const port = await freeLoopbackPort();
    const run = await runToEnd(
      bundle.script('server'),
      [],
      serverEnvironment({ DATA_DIR: dataDir, PORT: `${port}` }),
    );
    expect(run.code).toBe(1);
    expect(run.output).toContain(`The database folder ${dataDir} could not be opened`);
    expect(run.output).toContain('may be damaged');
    expect(run.output).toContain(`DATA_DIR=${dataDir} npm run db:restore -- <backup file> --replace`);
    expect(run.output).toContain(`mv ${dataDir} ${dataDir}.damaged`);
    expect(run.output).not.toContain('Aborted()');
    expect(run.output).not.toMatch(/\n\s+at /);
    expect(await readdir(dataDir, { recursive: true })).toEqual(expect.arrayContaining(before));
    expect((await stat(join(walDir, segments[0] ?? ''))).size).toBe(0);
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  });

  it('releases the data directory when its port is taken', async () => {
    const dataDir = await freshDataDir();
    const blocker = createServer();
    const port = await freeLoopbackPort();
    await new Promise<void>((listening) => blocker.listen(port, '127.0.0.1', listening));
    try {
      const run = await runToEnd(
        bundle.script('server'),
        [],
        serverEnvironment({ DATA_DIR: dataDir, PORT: `${port}` }),
      );
      expect(run.code).toBe(1);
      expect(run.output).toContain('EADDRINUSE');
    } finally {
      blocker.close();
    }
    await expectClosedCleanly(dataDir);
  });

  it.each([
    ['an uncaught exception', 'uncaught-exception'],
    ['an unhandled rejection', 'unhandled-rejection'],
  ])('closes the server and the database on %s, then exits non-zero', async (_name, mode) => {
    const dataDir = await freshDataDir();
    const port = await freeLoopbackPort();
    const run = await runToEnd(
      bundle.script('exit-child'),
      [mode],
      serverEnvironment({ DATA_DIR: dataDir, PORT: `${port}` }),
    );
    expect(run.output).toContain('serving');
    expect(run.output).toContain(`crash test: ${mode}`);
    expect(run.code).toBe(1);
    await expectClosedCleanly(dataDir);
  });

  it('removes the lock when the process exits without closing the database', async () => {
    const dataDir = await freshDataDir();
    const run = await runToEnd(bundle.script('exit-child'), ['exit-without-close'], { DATA_DIR: dataDir });
    expect(run.output).toContain('opened');
    expect(run.code).toBe(0);
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  });
});
