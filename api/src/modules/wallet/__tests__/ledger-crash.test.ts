import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { migrate } from '../../../db/migrate.js';
import { openPgliteDatabase } from '../../../db/pglite-database.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { openAccount, playerAccountOf, postTransaction } from '../ledger.js';
import type { CrashChildOptions } from './ledger-crash-child.js';
import { checkLedgerInvariants, insertTestUsers, soundLedger } from './ledger-fixtures.js';

const { migrationsDir } = loadConfig({});
const apiDir = fileURLToPath(new URL('../../../../', import.meta.url));
const workers = 6;
const commitsBeforeKill = 150;
const rounds = 2;

announceDatabaseLegs('ledger crash safety');

// The child is bundled next to api/node_modules so its packages (PGlite, pg) resolve from there.
let bundleDir: string;
let childScript: string;

beforeAll(async () => {
  await mkdir(join(apiDir, 'node_modules/.cache'), { recursive: true });
  bundleDir = await mkdtemp(join(apiDir, 'node_modules/.cache/ledger-crash-'));
  childScript = join(bundleDir, 'ledger-crash-child.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./ledger-crash-child.ts', import.meta.url))],
    outfile: childScript,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
  });
});
afterAll(async () => {
  await rm(bundleDir, { recursive: true, force: true });
});

/** Runs the child until it has reported `commitsBeforeKill` commits, SIGKILLs it, returns the ids. */
function runChildUntilKilled(options: CrashChildOptions): Promise<number[]> {
  const child = spawn(process.execPath, [childScript, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const committed: number[] = [];
  let pending = '';
  let errors = '';
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => child.kill('SIGKILL'), 40_000);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const id = /^committed (\d+)$/.exec(line)?.[1];
        if (id) committed.push(Number(id));
      }
      if (committed.length >= commitsBeforeKill) child.kill('SIGKILL');
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors += chunk;
    });
    // `close`, not `exit`: every line written before the kill has been read by then.
    child.on('close', (code, signal) => {
      clearTimeout(deadline);
      if (signal !== 'SIGKILL' || committed.length < commitsBeforeKill) {
        reject(new Error(`child ended (${signal ?? code}) after ${committed.length} commits: ${errors}`));
      } else {
        resolve(committed);
      }
    });
  });
}

async function expectEveryInvariant(db: Database, reportedIds: number[]): Promise<void> {
  expect(await checkLedgerInvariants(db)).toEqual(soundLedger);
  const found = await db.query<{ id: number }>(
    'SELECT id FROM ledger_transactions WHERE id = ANY($1::bigint[])',
    [reportedIds],
  );
  expect(found.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
    [...reportedIds].sort((a, b) => a - b),
  );
  // At most the transfers in flight at the kill committed without being reported.
  const crashTransfers = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM ledger_transactions WHERE idempotency_key LIKE 'crash-%'`,
  );
  expect(crashTransfers.rows[0]?.count ?? 0).toBeLessThanOrEqual(reportedIds.length + workers);
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
    if (leg.name === 'pglite') {
      const dataDir = await mkdtemp(join(tmpdir(), 'casino-ledger-crash-'));
      try {
        // PGlite is one process's database: the test closes it while the child runs.
        const setup = await openPgliteDatabase(dataDir);
        const accountIds = await preparePlayers(setup);
        await setup.close();
        for (let round = 1; round <= rounds; round += 1) {
          reported.push(...(await runChildUntilKilled({ database: { dataDir }, accountIds, workers })));
          const reopened = await openPgliteDatabase(dataDir);
          try {
            await expectEveryInvariant(reopened, reported);
            await expectUsable(reopened, accountIds, round);
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
          reported.push(...(await runChildUntilKilled({ database, accountIds, workers })));
          await expectEveryInvariant(db, reported);
          await expectUsable(db, accountIds, round);
        }
      } finally {
        await leg.dispose(db);
      }
    }
    console.info(`[ledger crash safety on ${leg.name}] ${reported.length} reported commits, all present`);
    // A fresh PGlite data directory alone takes ~10 s to create on a small machine.
  }, 180_000);
});
