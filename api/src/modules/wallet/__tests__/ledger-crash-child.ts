// Bundled and spawned by ledger-crash.test.ts: posts random transfers until it is killed, printing
// `begin <request JSON>` before each and `committed <id> <key>` the moment it has committed. One
// request in five reuses an earlier key, half of those with other parameters (refused as a conflict).
import type { Database } from '../../../db/database.js';
import { openPgliteDatabase } from '../../../db/pglite-database.js';
import { openPostgresDatabase } from '../../../db/postgres-database.js';
import {
  IdempotencyConflictError,
  InsufficientFundsError,
  postTransaction,
  type TransactionRequest,
} from '../ledger.js';

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
const earlier: TransactionRequest[] = [];

function randomTransfer(idempotencyKey: string): TransactionRequest {
  const from = pickAccount();
  let to = pickAccount();
  while (to === from) to = pickAccount();
  const amount = 1 + Math.floor(Math.random() * 5_000);
  return {
    idempotencyKey,
    kind: 'transfer',
    postings: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  };
}

function nextRequest(): TransactionRequest {
  sequence += 1;
  const reused = earlier[Math.floor(Math.random() * earlier.length)];
  if (reused && Math.random() < 0.2) {
    return Math.random() < 0.5 ? reused : randomTransfer(reused.idempotencyKey);
  }
  const request = randomTransfer(`crash-${process.pid}-${sequence}`);
  earlier.push(request);
  return request;
}

async function postTransfersForever(): Promise<never> {
  for (;;) {
    const request = nextRequest();
    process.stdout.write(`begin ${JSON.stringify(request)}\n`);
    try {
      const posted = await postTransaction(db, request);
      process.stdout.write(`committed ${posted.id} ${request.idempotencyKey}\n`);
    } catch (error) {
      if (!(error instanceof InsufficientFundsError || error instanceof IdempotencyConflictError))
        throw error;
    }
  }
}

await Promise.all(Array.from({ length: options.workers }, postTransfersForever));
