#!/usr/bin/env node
// Ledger benchmark: random transfers between funded players, N in flight at once, on PGlite (in
// memory and on a data directory) and, with BENCH_DATABASE_URL, on PostgreSQL (loopback only).
// Prints transfers per second and latency percentiles. Bounded: BENCH_TRANSFERS per engine (default
// 5000) and BENCH_SECONDS (default 30) per engine, whichever ends first.
//
//   node api/bench/ledger-bench.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node api/bench/ledger-bench.mjs
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { apiDir, boundedSetting, loadApiSources, loopbackDatabaseUrl, percentile } from './bench-support.mjs';

const transfersPerEngine = boundedSetting('BENCH_TRANSFERS', 5_000, 100_000);
const secondsPerEngine = boundedSetting('BENCH_SECONDS', 30, 300);
const concurrency = boundedSetting('BENCH_CONCURRENCY', 16, 64);
const playerCount = 200;
const warmUpTransfers = 200;
const postgresUrl = loopbackDatabaseUrl('BENCH_DATABASE_URL');

/** The migrations, both database engines and the ledger, from the TypeScript sources. */
function loadLedgerCode() {
  return loadApiSources(
    'ledger-bench',
    `export { migrate } from './src/db/migrate.ts';
     export { openPgliteDatabase } from './src/db/pglite-database.ts';
     export { openPostgresDatabase } from './src/db/postgres-database.ts';
     export { openAccount, postTransaction, InsufficientFundsError } from './src/modules/wallet/ledger.ts';`,
  );
}

const ledger = await loadLedgerCode();

async function preparePlayers(db) {
  await ledger.migrate(db, join(apiDir, 'migrations'));
  const house = await ledger.openAccount(db, 'house', { systemName: 'house' });
  const accountIds = [];
  for (let index = 0; index < playerCount; index += 1) {
    const tag = randomBytes(6).toString('hex');
    const { rows } = await db.query(
      `INSERT INTO users (uuid, account_type, nickname, invite_code)
       VALUES (gen_random_uuid(), 2, $1, $2) RETURNING id`,
      [`bench-${tag}`, tag.toUpperCase()],
    );
    const account = await ledger.openAccount(db, 'player', { ownerUserId: rows[0].id });
    await ledger.postTransaction(db, {
      idempotencyKey: `bench-funding-${account.id}`,
      kind: 'deposit',
      postings: [
        { accountId: house.id, amount: -1_000_000_000 },
        { accountId: account.id, amount: 1_000_000_000 },
      ],
    });
    accountIds.push(account.id);
  }
  return accountIds;
}

/** Runs `total` transfers with `concurrency` in flight, stopping early at the deadline. */
async function runTransfers(db, accountIds, total, deadline, label) {
  const latencies = [];
  let issued = 0;
  let refused = 0;
  const pick = () => accountIds[Math.floor(Math.random() * accountIds.length)];
  async function worker() {
    while (issued < total && performance.now() < deadline) {
      issued += 1;
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      const amount = 1 + Math.floor(Math.random() * 10_000);
      const started = performance.now();
      try {
        await ledger.postTransaction(db, {
          idempotencyKey: `${label}-${issued}-${randomBytes(4).toString('hex')}`,
          kind: 'transfer',
          postings: [
            { accountId: from, amount: -amount },
            { accountId: to, amount },
          ],
        });
        latencies.push(performance.now() - started);
      } catch (error) {
        if (!(error instanceof ledger.InsufficientFundsError)) throw error;
        refused += 1;
      }
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, refused, seconds: (performance.now() - started) / 1000 };
}

async function checkInvariants(db) {
  const { rows } = await db.query(`
    SELECT (SELECT coalesce(sum(amount), 0)::bigint FROM ledger_postings) AS posting_sum,
           (SELECT count(*) FROM ledger_accounts AS account
             WHERE balance <> (SELECT coalesce(sum(amount), 0) FROM ledger_postings WHERE account_id = account.id)
           ) AS mismatched_accounts`);
  const { posting_sum: postingSum, mismatched_accounts: mismatched } = rows[0];
  if (postingSum !== 0 || mismatched !== 0) {
    throw new Error(`invariants broken: posting sum ${postingSum}, ${mismatched} accounts off`);
  }
}

async function bench(engine, db) {
  const accountIds = await preparePlayers(db);
  await runTransfers(db, accountIds, warmUpTransfers, Number.POSITIVE_INFINITY, `${engine}-warm-up`);
  const deadline = performance.now() + secondsPerEngine * 1000;
  const { latencies, refused, seconds } = await runTransfers(
    db,
    accountIds,
    transfersPerEngine,
    deadline,
    engine,
  );
  await checkInvariants(db);
  latencies.sort((a, b) => a - b);
  const row = {
    engine,
    transfers: latencies.length,
    refused,
    seconds: Number(seconds.toFixed(2)),
    'transfers/s': Math.round(latencies.length / seconds),
    'p50 ms': Number(percentile(latencies, 0.5).toFixed(2)),
    'p99 ms': Number(percentile(latencies, 0.99).toFixed(2)),
  };
  console.log(JSON.stringify(row));
  return row;
}

const results = [];
console.log(
  `ledger bench: ${transfersPerEngine} transfers or ${secondsPerEngine} s per engine, ${concurrency} in flight, ` +
    `${playerCount} players`,
);

const memory = await ledger.openPgliteDatabase('memory://');
try {
  results.push(await bench('pglite (memory)', memory));
} finally {
  await memory.close();
}

const dataDir = await mkdtemp(join(tmpdir(), 'casino-ledger-bench-'));
try {
  const onDisk = await ledger.openPgliteDatabase(dataDir);
  try {
    results.push(await bench('pglite (data dir)', onDisk));
  } finally {
    await onDisk.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

if (postgresUrl) {
  const schema = `ledger_bench_${randomBytes(4).toString('hex')}`;
  const db = await ledger.openPostgresDatabase({ url: postgresUrl, schema, maxConnections: concurrency });
  try {
    results.push(await bench(`postgres (${concurrency} connections)`, db));
  } finally {
    await db.close();
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
} else {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (loopback) to include it');
}

console.table(results);
