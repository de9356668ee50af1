import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorageConfig } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { migrate } from '../../../db/migrate.js';
import { openPgliteDatabase } from '../../../db/pglite-database.js';
import { bundleForProcesses } from '../../../test-support/api-processes.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import {
  IdempotencyConflictError,
  InsufficientFundsError,
  openAccount,
  playerAccountOf,
  postTransaction,
  type TransactionRequest,
} from '../ledger.js';
import { checkLedgerInvariants, soundLedger } from '../ledger-check.js';
import type { CrashChildOptions } from './ledger-crash-child.js';
import { insertTestUsers } from './ledger-fixtures.js';

const { migrationsDir } = loadStorageConfig({});
const workers = 6;
const commitsBeforeKill = 150;
const rounds = 2;

announceDatabaseLegs('ledger crash safety');

// The child is bundled next to api/node_modules so its packages (PGlite, pg) resolve from there.
let bundle: Awaited<ReturnType<typeof bundleForProcesses>>;
let childScript: string;

beforeAll(async () => {
  bundle = await bundleForProcesses({
    'ledger-crash-child': 'modules/wallet/__tests__/ledger-crash-child.ts',
  });
  childScript = bundle.script('ledger-crash-child');
});
afterAll(async () => {
  await bundle?.dispose();
});

interface ChildRun {
  /** Ids the child reported committed (a replayed key reports its first transaction again). */
  committedIds: number[];
  /** Every request the child began, in order, reused keys included. */
  begun: TransactionRequest[];
  committedKeys: Set<string>;
}

/** Runs the child until it has reported `commitsBeforeKill` commits, then SIGKILLs it. */
function runChildUntilKilled(options: CrashChildOptions): Promise<ChildRun> {
  const child = spawn(process.execPath, [childScript, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: ChildRun = { committedIds: [], begun: [], committedKeys: new Set() };
  let pending = '';
  let errors = '';
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => child.kill('SIGKILL'), 40_000);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('begin ')) run.begun.push(JSON.parse(line.slice('begin '.length)));
        const committed = /^committed (\d+) (\S+)$/.exec(line);
        if (committed?.[1] && committed[2]) {
          run.committedIds.push(Number(committed[1]));
          run.committedKeys.add(committed[2]);
        }
      }
      if (run.committedIds.length >= commitsBeforeKill) child.kill('SIGKILL');
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors += chunk;
    });
    // `close`, not `exit`: every line written before the kill has been read by then.
    child.on('close', (code, signal) => {
      clearTimeout(deadline);
      if (signal !== 'SIGKILL' || run.committedIds.length < commitsBeforeKill) {
        reject(
          new Error(`child ended (${signal ?? code}) after ${run.committedIds.length} commits: ${errors}`),
        );
      } else {
        resolve(run);
      }
    });
  });
}

const postingsOf = (request: TransactionRequest) =>
  [...request.postings].sort((left, right) => left.accountId - right.accountId);

async function expectEveryInvariant(db: Database, reportedIds: number[], begun: TransactionRequest[]) {
  expect(await checkLedgerInvariants(db)).toEqual(soundLedger);
  const reported = [...new Set(reportedIds)].sort((a, b) => a - b);
  const found = await db.query<{ id: number }>(
    'SELECT id FROM ledger_transactions WHERE id = ANY($1::bigint[]) ORDER BY id',
    [reported],
  );
  expect(found.rows.map((row) => row.id)).toEqual(reported);
  // Every stored transfer is exactly one request the child made under its key: whole, and only once.
  const stored = await db.query<{ idempotency_key: string; account_id: number; amount: number }>(
    `SELECT transaction.idempotency_key, posting.account_id, posting.amount
       FROM ledger_transactions AS transaction
       JOIN ledger_postings AS posting ON posting.transaction_id = transaction.id
      WHERE transaction.idempotency_key LIKE 'crash-%'
      ORDER BY transaction.id, posting.account_id`,
  );
  const storedByKey = new Map<string, { accountId: number; amount: number }[]>();
  for (const row of stored.rows) {
    const postings = storedByKey.get(row.idempotency_key) ?? [];
    postings.push({ accountId: row.account_id, amount: row.amount });
    storedByKey.set(row.idempotency_key, postings);
  }
  for (const [key, postings] of storedByKey) {
    const candidates = begun.filter((request) => request.idempotencyKey === key).map(postingsOf);
    expect(candidates, key).toContainEqual(postings);
  }
  // At most the transfers in flight at the kill committed without being reported.
  expect(storedByKey.size).toBeLessThanOrEqual(reported.length + workers);
}

/**
 * What a client does after the crash: retries every request it got no answer for, with the same key
 * and parameters. Each one that had committed replays; the others apply now, once.
 */
async function retryUnanswered(
  db: Database,
  run: ChildRun,
): Promise<{ replayed: number; applied: number; ids: number[] }> {
  const unanswered = new Map<string, TransactionRequest>();
  for (const request of run.begun) {
    if (!run.committedKeys.has(request.idempotencyKey)) unanswered.set(request.idempotencyKey, request);
  }
  let replayed = 0;
  let applied = 0;
  const ids: number[] = [];
  for (const request of unanswered.values()) {
    try {
      const posted = await postTransaction(db, request);
      ids.push(posted.id);
      if (posted.replayed) replayed += 1;
      else applied += 1;
      expect(posted.postings.map(({ accountId, amount }) => ({ accountId, amount }))).toEqual(
        postingsOf(request),
      );
    } catch (error) {
      if (!(error instanceof InsufficientFundsError || error instanceof IdempotencyConflictError))
        throw error;
    }
  }
  return { replayed, applied, ids };
}

/** Ten funded players; returns their account ids. */
async function preparePlayers(db: Database): Promise<number[]> {
  await migrate(db, migrationsDir);
  const house = await openAccount(db, 'house', { systemName: 'house' });
  const accountIds: number[] = [];
  for (const userId of await insertTestUsers(db, 10)) {
    const account = await playerAccountOf(db, userId);
    await postTransaction(db, {
      idempotencyKey: `funding-${userId}`,
      kind: 'deposit',
      postings: [
        { accountId: house.id, amount: -100_000 },
        { accountId: account.id, amount: 100_000 },
      ],
    });
    accountIds.push(account.id);
  }
  return accountIds;
}

/** After recovery the ledger takes new transfers. */
async function expectUsable(db: Database, accountIds: number[], round: number): Promise<void> {
  const [from = 0, to = 0] = accountIds;
  const posted = await postTransaction(db, {
    idempotencyKey: `after-crash-${round}`,
    kind: 'correction',
    postings: [
      { accountId: from, amount: -1 },
      { accountId: to, amount: 1 },
    ],
  });
  expect(posted.replayed).toBe(false);
}

describe.each(databaseLegs)('ledger crash safety on $name', (leg) => {
  it(`loses no committed transfer and applies no partial one when SIGKILLed mid-run (${rounds} kills)`, async () => {
    const reported: number[] = [];
    const begun: TransactionRequest[] = [];
    const retries = { replayed: 0, applied: 0 };
    const afterKill = async (db: Database, run: ChildRun, accountIds: number[], round: number) => {
      reported.push(...run.committedIds);
      begun.push(...run.begun);
      await expectEveryInvariant(db, reported, begun);
      const retried = await retryUnanswered(db, run);
      retries.replayed += retried.replayed;
      retries.applied += retried.applied;
      // The retries' answers are reported commits too.
      reported.push(...retried.ids);
      await expectEveryInvariant(db, reported, begun);
      await expectUsable(db, accountIds, round);
    };
    if (leg.name === 'pglite') {
      const dataDir = await mkdtemp(join(tmpdir(), 'casino-ledger-crash-'));
      try {
        // PGlite is one process's database: the test closes it while the child runs.
        const setup = await openPgliteDatabase(dataDir);
        const accountIds = await preparePlayers(setup);
        await setup.close();
        for (let round = 1; round <= rounds; round += 1) {
          const run = await runChildUntilKilled({ database: { dataDir }, accountIds, workers });
          const reopened = await openPgliteDatabase(dataDir);
          try {
            await afterKill(reopened, run, accountIds, round);
          } finally {
            await reopened.close();
          }
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    } else {
      const url = process.env.TEST_DATABASE_URL;
      const db = await leg.open();
      try {
        if (!url || !db.schema) throw new Error('the PostgreSQL leg needs TEST_DATABASE_URL and a schema');
        const accountIds = await preparePlayers(db);
        for (let round = 1; round <= rounds; round += 1) {
          const database = { url, schema: db.schema };
          await afterKill(
            db,
            await runChildUntilKilled({ database, accountIds, workers }),
            accountIds,
            round,
          );
        }
      } finally {
        await leg.dispose(db);
      }
    }
    // The child reused keys: some requests were replays of, or conflicts with, earlier ones.
    const keys = begun.map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBeLessThan(keys.length);
    console.info(
      `[ledger crash safety on ${leg.name}] ${new Set(reported).size} reported commits, all present; ` +
        `${keys.length - new Set(keys).size} reused keys; unanswered at the kills: ` +
        `${retries.replayed} had committed (replayed on retry), ${retries.applied} had not (applied once on retry)`,
    );
    // A fresh PGlite data directory alone takes ~10 s to create on a small machine.
  }, 180_000);
});
