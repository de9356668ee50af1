import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirectoryError, type LockOptions, lockDataDirectory } from './data-dir-lock.js';
import type { Database, Queryable } from './database.js';

/**
 * PGlite is one connection. Its `transaction()` holds an exclusive lock for the whole callback and
 * its `query()` waits for that lock, so statements of concurrent requests never interleave inside
 * a transaction. The flip side: calling the outer database (not `tx`) from inside a transaction
 * would wait for itself forever, so we detect that and fail fast instead of hanging a request.
 */
const insideTransaction = new AsyncLocalStorage<true>();

function refuseNestedUse(): void {
  if (insideTransaction.getStore()) {
    throw new Error('Database used directly inside a transaction: use the `tx` handed to the callback');
  }
}

/**
 * PGlite's failure on a directory it cannot read is often a bare WASM `RuntimeError: Aborted()`:
 * say which folder, that it may be damaged, and the ways back. Nothing is deleted for the operator.
 */
function unopenableError(dataDir: string, cause: unknown): DataDirectoryError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  const detail = reason.startsWith('Aborted()') ? '' : ` (${reason})`;
  return new DataDirectoryError(
    [
      `The database folder ${dataDir} could not be opened${detail}: it may be damaged, for example by two processes that used it at once.`,
      'Nothing was changed or deleted. To get the data back, restore a backup over it (this folder is kept aside):',
      `  DATA_DIR=${resolve(dataDir)} npm run db:restore -- <backup file> --replace     (backups are in var/backups)`,
      'or, to start with a fresh, empty database, move the folder away and start again:',
      `  mv ${dataDir} ${dataDir}.damaged-${new Date().toISOString().slice(0, 10)}`,
    ].join('\n'),
    { cause },
  );
}

async function startPglite(dataDir: string): Promise<PGlite> {
  try {
    return await PGlite.create(dataDir);
  } catch (error) {
    throw unopenableError(dataDir, error);
  }
}

/** PGlite on a data directory this process has locked; `close()` closes it, then releases the lock. */
export async function openLockedPglite(
  dataDir: string,
  lockOptions: LockOptions,
): Promise<{ pglite: PGlite; close(): Promise<void> }> {
  // PGlite creates the data directory itself but not its parents (`var/` on a fresh clone).
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDirectory(dataDir, lockOptions);
  try {
    const pglite = await startPglite(dataDir);
    return {
      pglite,
      async close() {
        try {
          await pglite.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * `dataDir` is a directory, or `memory://` for a throwaway database. A directory is locked for
 * this process until `close()` (see data-dir-lock.ts): a second process refuses to open it.
 */
export async function openPgliteDatabase(
  dataDir: string,
  lockOptions: LockOptions = { purpose: 'a process using the database' },
): Promise<Database> {
  if (dataDir.includes('://')) {
    const pglite = await PGlite.create(dataDir);
    return wrap(pglite, () => pglite.close());
  }
  const { pglite, close } = await openLockedPglite(dataDir, lockOptions);
  return wrap(pglite, close);
}

/**
 * A throwaway in-memory database started from a data directory archive (`dumpDataDir`): a copy of
 * an initialised cluster starts in a third of the time `initdb` takes (the API's tests open hundreds).
 */
export async function openPgliteCopy(archive: Blob): Promise<Database> {
  const pglite = await PGlite.create({ loadDataDir: archive });
  return wrap(pglite, () => pglite.close());
}

function wrap(pglite: PGlite, close: () => Promise<void>): Database {
  return {
    engine: 'pglite',
    async query<Row>(sql: string, params?: unknown[]) {
      refuseNestedUse();
      const result = await pglite.query<Row>(sql, params);
      return { rows: result.rows };
    },
    async execScript(sql: string) {
      refuseNestedUse();
      await pglite.exec(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      refuseNestedUse();
      return pglite.transaction((pgliteTx) => {
        const tx: Queryable = {
          async query<Row>(sql: string, params?: unknown[]) {
            const result = await pgliteTx.query<Row>(sql, params);
            return { rows: result.rows };
          },
          async execScript(sql: string) {
            await pgliteTx.exec(sql);
          },
        };
        return insideTransaction.run(true, () => work(tx));
      });
    },
    close,
  };
}
