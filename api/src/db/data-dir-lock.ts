import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';

/**
 * PGlite is one process's database: two processes on one data directory damage it beyond repair,
 * and PGlite's own `postmaster.pid` holds a fake pid, so nothing else stops the second one. This
 * lock file, beside the directory (`var/data.lock` for `var/data`, so backups never carry it), is
 * created atomically (a complete file hard-linked into place, which fails if one exists) and names
 * its holder, so a second process refuses and says who to stop.
 */

/** What a lock file holds. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** When the lock was taken (ISO). */
  startedAt: string;
  /** What holds it, for people: "API server on port 8080", "db:backup". */
  purpose: string;
  command: string;
  /** The holder process's boot id and start tick (Linux): tells a live holder from a reused pid. */
  processStart: string | null;
  /** Unique per lock: release and takeover touch only the lock they read. */
  token: string;
}

/** The data directory cannot be used: in use, unopenable, or a backup/restore refused. Says what to do. */
export class DataDirectoryError extends Error {
  override name = 'DataDirectoryError';
}

export interface DataDirectoryLock {
  readonly path: string;
  readonly holder: LockHolder;
  /** Removes the lock file if it is still this lock's; safe to call twice. */
  release(): void;
}

export function lockFileOf(dataDir: string): string {
  return `${resolve(dataDir)}.lock`;
}

/** Linux: the boot id and the process's start tick, which together no later process shares. */
function processStartOf(pid: number): string | null {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); fields are counted after the command name, which may hold spaces.
    const startTick = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return startTick ? `${bootId}:${startTick}` : null;
  } catch {
    return null;
  }
}

/** Tokens of the locks this process holds: the synchronous exit path removes them. */
const heldHere = new Map<string, string>();

function releaseSync(path: string, token: string): void {
  heldHere.delete(token);
  try {
    if ((JSON.parse(readFileSync(path, 'utf8')) as LockHolder).token === token) unlinkSync(path);
  } catch {
    // Already gone or replaced: nothing of ours to remove.
  }
}

let exitHookInstalled = false;
function removeHeldLocksOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // `process.exit()` from anywhere runs this; a SIGKILL does not, and the next start takes over.
  process.on('exit', () => {
    for (const [token, path] of [...heldHere]) releaseSync(path, token);
  });
}

type HolderState = 'alive' | 'gone' | 'unknown';

function stateOf(holder: LockHolder): HolderState {
  if (holder.hostname !== hostname()) return 'unknown';
  if (holder.pid === process.pid) return heldHere.has(holder.token) ? 'alive' : 'gone';
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'gone';
  }
  const current = processStartOf(holder.pid);
  return holder.processStart && current && current !== holder.processStart ? 'gone' : 'alive';
}

async function readHolder(path: string): Promise<LockHolder | 'missing' | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && typeof holder.token === 'string' ? holder : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

function describe(holder: LockHolder): string {
  return `process ${holder.pid} on ${holder.hostname} (${holder.purpose}, since ${holder.startedAt}: ${holder.command})`;
}

function inUseError(
  dataDir: string,
  path: string,
  holder: LockHolder,
  state: HolderState,
): DataDirectoryError {
  const advice =
    state === 'unknown'
      ? `This machine cannot check a process on ${holder.hostname}. If it no longer runs there, delete ${path} and try again.`
      : holder.pid === process.pid
        ? 'This process already has it open.'
        : `Stop it first (Ctrl+C where it runs, or kill ${holder.pid}), or set DATA_DIR to another folder.`;
  return new DataDirectoryError(
    `The database folder ${dataDir} is in use by ${describe(holder)}. ` +
      `Two processes on one PGlite folder would damage it. ${advice}`,
  );
}

const takeoverWaitMs = 3_000;

/**
 * Removes a lock whose holder is gone. Two processes may find the same stale lock: the takeover
 * file (created exclusively, held for milliseconds) lets one of them at a time re-read and remove
 * it, so a lock just taken by the other is never removed.
 */
export async function removeStaleLock(
  dataDir: string,
  path: string,
  stale: LockHolder,
  log: (line: string) => void,
) {
  const takeoverPath = `${path}.takeover`;
  const deadline = Date.now() + takeoverWaitMs;
  for (;;) {
    try {
      await writeFile(takeoverPath, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) {
        throw new DataDirectoryError(
          `Another process has been taking over the stale lock of ${dataDir} for over ${takeoverWaitMs / 1000} s. ` +
            `If no other process is starting on it, delete ${takeoverPath} and try again.`,
        );
      }
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  try {
    const current = await readHolder(path);
    if (typeof current === 'object' && current.token === stale.token) {
      await unlink(path);
      log(
        `Taking over the lock of ${dataDir}: ${describe(stale)} is gone without closing the database ` +
          '(PGlite recovers from its write-ahead log).',
      );
    }
  } finally {
    await unlink(takeoverPath).catch(() => {});
  }
}

export interface LockOptions {
  /** What holds the lock, for the message a second process prints. */
  purpose: string;
  /** Where the takeover of a stale lock is reported; stderr by default. */
  log?: (line: string) => void;
}

/** Takes the data directory's lock, or throws a DataDirectoryError naming the process that has it. */
export async function lockDataDirectory(dataDir: string, options: LockOptions): Promise<DataDirectoryLock> {
  const path = lockFileOf(dataDir);
  const log = options.log ?? ((line: string) => console.warn(line));
  await mkdir(dirname(path), { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    purpose: options.purpose,
    command: process.argv.join(' '),
    processStart: processStartOf(process.pid),
    token: randomBytes(16).toString('hex'),
  };
  // Written whole under a private name first: whoever reads the lock file reads all of it.
  const draft = `${path}.${process.pid}.${holder.token}.tmp`;
  await writeFile(draft, `${JSON.stringify(holder, null, 2)}\n`, { flag: 'wx' });
  try {
    for (;;) {
      try {
        await link(draft, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = await readHolder(path);
      if (current === 'missing') continue;
      if (current === 'unreadable') {
        throw new DataDirectoryError(
          `The lock file ${path} of the database folder ${dataDir} cannot be read. ` +
            'If no process uses the folder, delete the lock file and try again.',
        );
      }
      const state = stateOf(current);
      if (state !== 'gone') throw inUseError(dataDir, path, current, state);
      await removeStaleLock(dataDir, path, current, log);
    }
  } finally {
    await unlink(draft).catch(() => {});
  }
  heldHere.set(holder.token, path);
  removeHeldLocksOnExit();
  return {
    path,
    holder,
    release: () => releaseSync(path, holder.token),
  };
}
