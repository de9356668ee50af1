import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
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

/** `dataDir` is a directory, or `memory://` for a throwaway database. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  // PGlite creates the data directory itself but not its parents (`var/` on a fresh clone).
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
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
    async close() {
      await pglite.close();
    },
  };
}
