import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleForProcesses, type RunningProcess, startProcess } from '../../test-support/api-processes.js';
import {
  DataDirectoryError,
  type LockHolder,
  lockDataDirectory,
  lockFileOf,
  removeStaleLock,
} from '../data-dir-lock.js';

let workDir: string;
let dataDir: string;

beforeEach(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'casino-lock-'));
  dataDir = join(workDir, 'data');
});
afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** The pid of a process that has ended. */
function pidOfEndedProcess(): number {
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(ended.stdout);
}

function lockOf(overrides: Partial<LockHolder>): LockHolder {
  return {
    pid: pidOfEndedProcess(),
    hostname: hostname(),
    startedAt: '2026-11-20T10:00:00.000Z',
    purpose: 'API server on port 8080',
    command: 'node api/dist/server.mjs',
    processStart: null,
    token: 'earlier-token',
    ...overrides,
  };
}

async function readLock(): Promise<LockHolder> {
  return JSON.parse(await readFile(lockFileOf(dataDir), 'utf8'));
}

describe('the data directory lock', () => {
  it('sits beside the data directory and names its holder', async () => {
    const lock = await lockDataDirectory(dataDir, { purpose: 'API server on port 8080' });
    try {
      expect(lock.path).toBe(`${dataDir}.lock`);
      expect(await readLock()).toMatchObject({
        pid: process.pid,
        hostname: hostname(),
        purpose: 'API server on port 8080',
        command: process.argv.join(' '),
        token: lock.holder.token,
      });
      expect(Date.parse((await readLock()).startedAt)).not.toBeNaN();
    } finally {
      lock.release();
    }
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a second holder while the first has it, naming the first', async () => {
    const lock = await lockDataDirectory(dataDir, { purpose: 'API server on port 8080' });
    try {
      const second = lockDataDirectory(dataDir, { purpose: 'db:backup' });
      await expect(second).rejects.toThrow(DataDirectoryError);
      await expect(second).rejects.toThrow(
        `The database folder ${dataDir} is in use by process ${process.pid} on ${hostname()} (API server on port 8080, since`,
      );
    } finally {
      lock.release();
    }
  });

  it('takes over the lock of a process that is gone, saying so', async () => {
    const stale = lockOf({});
    await writeFile(lockFileOf(dataDir), JSON.stringify(stale));
    const lines: string[] = [];
    const lock = await lockDataDirectory(dataDir, { purpose: 'test', log: (line) => lines.push(line) });
    lock.release();
    expect(lines).toEqual([
      expect.stringContaining(`Taking over the lock of ${dataDir}: process ${stale.pid} on ${hostname()}`),
    ]);
  });

  it('takes over the lock of a process whose pid now belongs to another process', async () => {
    // The parent process is alive, but it is not the process that took this lock.
    const reused = lockOf({ pid: process.ppid, processStart: 'another-boot:12345' });
    await writeFile(lockFileOf(dataDir), JSON.stringify(reused));
    const lines: string[] = [];
    const lock = await lockDataDirectory(dataDir, { purpose: 'test', log: (line) => lines.push(line) });
    lock.release();
    expect(lines).toEqual([expect.stringContaining(`process ${process.ppid}`)]);
  });

  it('refuses a lock taken on another machine, saying how to clear it', async () => {
    await writeFile(lockFileOf(dataDir), JSON.stringify(lockOf({ hostname: 'other-machine' })));
    await expect(lockDataDirectory(dataDir, { purpose: 'test' })).rejects.toThrow(
      `If it no longer runs there, delete ${lockFileOf(dataDir)}`,
    );
  });

  it('refuses an unreadable lock file instead of guessing', async () => {
    await writeFile(lockFileOf(dataDir), 'not json');
    await expect(lockDataDirectory(dataDir, { purpose: 'test' })).rejects.toThrow(
      `The lock file ${lockFileOf(dataDir)} of the database folder ${dataDir} cannot be read`,
    );
  });

  it('a takeover leaves alone the lock another process took after the stale one was read', async () => {
    const stale = lockOf({});
    const taken = lockOf({ pid: process.ppid, token: 'taken-meanwhile' });
    await writeFile(lockFileOf(dataDir), JSON.stringify(taken));
    const lines: string[] = [];
    await removeStaleLock(dataDir, lockFileOf(dataDir), stale, (line) => lines.push(line));
    expect(await readLock()).toEqual(taken);
    expect(lines).toEqual([]);
    expect(existsSync(`${lockFileOf(dataDir)}.takeover`)).toBe(false);
  });

  it('on release leaves alone a lock that is no longer its own', async () => {
    const lock = await lockDataDirectory(dataDir, { purpose: 'test' });
    const successor = lockOf({ token: 'successor-token' });
    await writeFile(lock.path, JSON.stringify(successor));
    lock.release();
    expect(await readLock()).toEqual(successor);
  });
});

describe('processes racing for one stale lock', () => {
  let bundle: Awaited<ReturnType<typeof bundleForProcesses>>;
  const contenders: RunningProcess[] = [];

  beforeAll(async () => {
    bundle = await bundleForProcesses({ 'lock-race-child': 'db/__tests__/lock-race-child.ts' });
  });
  afterAll(async () => {
    for (const contender of contenders) contender.child.kill('SIGKILL');
    await Promise.all(contenders.map((contender) => contender.exited));
    await bundle?.dispose();
  });

  // They start at the same millisecond, but the window between reading the stale lock and removing
  // it is microseconds: the test above pins that interleaving down; this one runs it for real.
  it('let exactly one of them take it over, the others naming it', async () => {
    const stale = lockOf({});
    await writeFile(lockFileOf(dataDir), JSON.stringify(stale));
    const startAt = String(Date.now() + 1_500);
    const round = Array.from({ length: 6 }, () =>
      startProcess(bundle.script('lock-race-child'), [dataDir, startAt], {}),
    );
    contenders.push(...round);
    const outcome = async (contender: RunningProcess) => {
      while (!/^(locked|refused: .*)$/m.test(contender.output()) && contender.child.exitCode === null) {
        await new Promise((done) => setTimeout(done, 50));
      }
      return contender.output();
    };
    const outputs = await Promise.all(round.map(outcome));
    const winners = round.filter((_contender, index) => /^locked$/m.test(outputs[index] ?? ''));
    expect(winners).toHaveLength(1);
    const winnerPid = winners[0]?.child.pid;
    expect((await readLock()).pid).toBe(winnerPid);
    for (const output of outputs.filter((text) => !/^locked$/m.test(text))) {
      expect(output).toContain(`refused: The database folder ${dataDir} is in use by process ${winnerPid}`);
    }
  });
});
