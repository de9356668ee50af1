import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { ReleaseError } from './release-error';

/** The registry is only held for a read-change-write (milliseconds); a lock this old is abandoned. */
export const staleLockMs = 30_000;
const waitForLockMs = 60_000;

interface LockHolder {
  token: string;
  host: string;
  pid: number;
  acquiredAt: string;
}

export function lockPath(storeDir: string): string {
  return path.join(storeDir, 'registry.lock');
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<LockHolder | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LockHolder;
  } catch {
    // Missing, or created a moment ago and not written yet.
    return null;
  }
}

/** A lock is stale when its holder died on this machine, or when it is older than any release takes. */
async function isStale(file: string, holder: LockHolder | null): Promise<boolean> {
  if (holder && holder.host === hostname() && !processIsAlive(holder.pid)) return true;
  try {
    return Date.now() - (await stat(file)).mtimeMs > staleLockMs;
  } catch {
    return false;
  }
}

/**
 * Removes a stale lock without ever removing a live one: the lock is first moved aside under a
 * unique name (only one remover can win that), then checked; if a fresh lock was moved by
 * mistake it is put back (`link` never overwrites).
 */
async function breakStaleLock(file: string): Promise<void> {
  const holder = await readHolder(file);
  if (!(await isStale(file, holder))) return;
  const aside = `${file}.stale-${randomUUID()}`;
  try {
    await rename(file, aside);
  } catch {
    return; // someone else removed or replaced it first
  }
  const moved = await readHolder(aside);
  if (holder && moved?.token !== holder.token) await link(aside, file).catch(() => undefined);
  await rm(aside, { force: true });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `body` holding the store's registry lock (an exclusive-create lock file). */
export async function withRegistryLock<T>(storeDir: string, body: () => Promise<T>): Promise<T> {
  await mkdir(storeDir, { recursive: true });
  const file = lockPath(storeDir);
  const holder: LockHolder = {
    token: randomUUID(),
    host: hostname(),
    pid: process.pid,
    acquiredAt: new Date().toISOString(),
  };
  const deadline = Date.now() + waitForLockMs;
  for (;;) {
    try {
      await writeFile(file, JSON.stringify(holder), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    await breakStaleLock(file);
    if (Date.now() > deadline) {
      const current = await readHolder(file);
      throw new ReleaseError(
        'locked',
        `the registry is locked by ${current ? `process ${current.pid} on ${current.host} since ${current.acquiredAt}` : 'another release'}; ` +
          `if no release is running, delete ${file}`,
      );
    }
    await sleep(5 + Math.random() * 20);
  }
  try {
    return await body();
  } finally {
    if ((await readHolder(file))?.token === holder.token) await rm(file, { force: true });
  }
}
