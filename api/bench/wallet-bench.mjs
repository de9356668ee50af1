#!/usr/bin/env node
// Wallet benchmark over real HTTP: the API (built from source) listens on loopback; players
// deposit through the sandbox provider (order, hosted-page Pay, signed callback, ledger credit)
// and withdraw (wagering check, ledger hold, payout request), N requests in flight. Prints
// deposits and withdrawals per second with latency percentiles, on PGlite in memory and, with
// BENCH_DATABASE_URL, on PostgreSQL (loopback only). Bounded by BENCH_OPERATIONS (default 400)
// per kind and engine; BENCH_CONCURRENCY (default 8).
//
//   node api/bench/wallet-bench.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node api/bench/wallet-bench.mjs
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { apiDir, boundedSetting, loadApiSources, loopbackDatabaseUrl, percentile } from './bench-support.mjs';

const operations = boundedSetting('BENCH_OPERATIONS', 400, 20_000);
const concurrency = boundedSetting('BENCH_CONCURRENCY', 8, 64);
const playerCount = 40;
const postgresUrl = loopbackDatabaseUrl('BENCH_DATABASE_URL');

/** The server and the ledger checks (`npm run check:ledger`), from the TypeScript sources. */
function loadServerCode() {
  return loadApiSources(
    'wallet-bench',
    `export { buildServer } from './src/server.ts';
     export { loadConfig } from './src/config.ts';
     export { openPgliteDatabase } from './src/db/pglite-database.ts';
     export { openPostgresDatabase } from './src/db/postgres-database.ts';
     export { checkLedger } from './src/modules/wallet/ledger-check.ts';`,
  );
}

async function post(base, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}

async function call(base, name, body, token) {
  const envelope = await post(base, `/api/app/v1/${name}`, body, token);
  if (envelope.errcode !== 0) throw new Error(`${name}: ${envelope.errcode} ${envelope.msg}`);
  return envelope.data;
}

/** One whole deposit: the order, then Pay on the hosted page (which delivers the signed callback). */
async function deposit(base, token, amount) {
  const order = await call(base, 'createRechargeOrder', { channelId: 1, amount }, token);
  const paid = await fetch(`${base}${order.paymentUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`pay answered ${paid.status}`);
}

/** Runs `operation(i)` `total` times, `concurrency` at once; returns rate and latency percentiles. */
async function measure(total, operation) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        const begin = performance.now();
        await operation(index);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round(total / seconds),
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
  };
}

async function bench(engine, code, database) {
  const config = code.loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
    // The bundle lives elsewhere, so the defaults derived from its location do not apply.
    MIGRATIONS_DIR: join(apiDir, 'migrations'),
    SEED_DIR: join(apiDir, 'seed'),
    HOST_DIST: join(apiDir, 'node_modules/.cache/wallet-bench/no-host'),
    REMOTE_STORE: join(apiDir, 'node_modules/.cache/wallet-bench/no-store'),
  });
  const app = await code.buildServer(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  try {
    const players = [];
    for (let index = 0; index < playerCount; index += 1) {
      const account = `bench${randomBytes(5).toString('hex')}`;
      const { token } = await call(base, 'accountRegist', { account, password: 'bench-password' });
      players.push(token);
    }
    // First deposits earn the big first-deposit bonus; measure repeat deposits of 200.00.
    await Promise.all(players.map((token) => deposit(base, token, 10_000)));
    const deposits = await measure(operations, (index) =>
      deposit(base, players[index % playerCount], 20_000),
    );

    // Meet every wagering requirement (bets won back), save a card, then withdraw 100.00 each time.
    for (const token of players) {
      for (;;) {
        const { wageringRemaining, coin } = await call(base, 'getExchange', {}, token);
        if (wageringRemaining === 0) break;
        const bet = Math.min(wageringRemaining, coin);
        await post(base, '/api/dev/wallet/play-round', { bet, win: bet }, token);
      }
    }
    const cards = await Promise.all(
      players.map((token) =>
        call(
          base,
          'addBankInfo',
          { bankId: 1, holderName: 'Bench Player', accountNumber: '12345678' },
          token,
        ),
      ),
    );
    const withdrawals = await measure(operations, (index) =>
      call(
        base,
        'exchange',
        { amount: 10_000, bankCardId: cards[index % playerCount].id },
        players[index % playerCount],
      ),
    );
    // Every check of `npm run check:ledger`, the wallet's totals against the ledger among them.
    const failed = (await code.checkLedger(database)).filter((check) => check.broken.length > 0);
    const row = {
      engine,
      concurrency,
      operations,
      deposits,
      withdrawals,
      reconciled: failed.length === 0,
    };
    console.log(JSON.stringify(row));
    return row;
  } finally {
    await app.close();
  }
}

const code = await loadServerCode();
const rows = [];
rows.push(await bench('pglite-memory', code, await code.openPgliteDatabase('memory://')));
if (postgresUrl) {
  const schema = `wallet_bench_${randomBytes(4).toString('hex')}`;
  const db = await code.openPostgresDatabase({ url: postgresUrl, schema, maxConnections: concurrency });
  try {
    rows.push(await bench('postgres', code, db));
  } finally {
    await db.close();
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
}
console.log('\nengine          deposits/s  p50    p99    withdrawals/s  p50    p99    reconciled');
for (const { engine, deposits, withdrawals, reconciled } of rows) {
  console.log(
    `${engine.padEnd(15)} ${String(deposits.perSecond).padStart(10)}  ${`${deposits.p50} ms`.padEnd(6)} ${`${deposits.p99} ms`.padEnd(6)} ${String(withdrawals.perSecond).padStart(13)}  ${`${withdrawals.p50} ms`.padEnd(6)} ${`${withdrawals.p99} ms`.padEnd(6)} ${reconciled}`,
  );
}
