// Bundled and spawned by ledger-crash.test.ts: posts random transfers until it is killed, printing
// `committed <id>` the moment each transaction has committed.
import type { Database } from '../../../db/database.js';
import { openPgliteDatabase } from '../../../db/pglite-database.js';
import { openPostgresDatabase } from '../../../db/postgres-database.js';
import { InsufficientFundsError, postTransaction } from '../ledger.js';

export interface CrashChildOptions {
  /** PGlite data directory, or a PostgreSQL URL and schema. */
  database: { dataDir: string } | { url: string; schema: string };
  accountIds: number[];
  /** Transfers in flight at once (PGlite runs them one after another). */
  workers: number;
}

const options = JSON.parse(process.argv[2] ?? '') as CrashChildOptions;
const db: Database =
  'dataDir' in options.database
    ? await openPgliteDatabase(options.database.dataDir)
    : await openPostgresDatabase({ ...options.database, maxConnections: options.workers });

const pickAccount = () => options.accountIds[Math.floor(Math.random() * options.accountIds.length)] ?? 0;
let sequence = 0;

async function postTransfersForever(): Promise<never> {
  for (;;) {
    sequence += 1;
    const from = pickAccount();
    let to = pickAccount();
    while (to === from) to = pickAccount();
    const amount = 1 + Math.floor(Math.random() * 5_000);
    try {
      const posted = await postTransaction(db, {
        idempotencyKey: `crash-${process.pid}-${sequence}`,
        kind: 'transfer',
        postings: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
      });
      process.stdout.write(`committed ${posted.id}\n`);
    } catch (error) {
      if (!(error instanceof InsufficientFundsError)) throw error;
    }
  }
}

await Promise.all(Array.from({ length: options.workers }, postTransfersForever));
