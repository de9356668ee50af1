import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorageConfig } from '../../../config.js';
import type { Queryable } from '../../../db/database.js';
import { migrate } from '../../../db/migrate.js';
import { openPgliteDatabase } from '../../../db/pglite-database.js';
import { bundleForProcesses, runToEnd } from '../../../test-support/api-processes.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { openAccount, playerAccountOf, postTransaction } from '../ledger.js';
import { checkLedgerSnapshot } from '../ledger-check.js';
import { insertTestUsers } from './ledger-fixtures.js';
import {
  addCard,
  deposit,
  fundedPlayer,
  registerPlayer,
  sendCallback,
  walletTestEnvironment,
} from './wallet-fixtures.js';

announceDatabaseLegs('check:ledger');

/** The names of the checks that fail, each with what it found broken. */
async function failures(db: Parameters<typeof checkLedgerSnapshot>[0]) {
  return Object.fromEntries(
    (await checkLedgerSnapshot(db))
      .filter((check) => check.broken.length > 0)
      .map((check) => [check.name, check.broken]),
  );
}

describe.each(databaseLegs)('the ledger checker on $name', (leg) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(leg, walletTestEnvironment);
  });
  afterAll(async () => {
    await server.close();
  });

  /** Runs `corrupt`, reads what fails, and puts the row back. */
  async function failuresAfter(corrupt: string, undo: string, params: unknown[]) {
    await server.db.query(corrupt, params);
    try {
      return await failures(server.db);
    } finally {
      await server.db.query(undo, params);
    }
  }

  it('passes every check on sound books, and fails the right one for each corrupted row', async () => {
    const depositor = await registerPlayer(server);
    const order = await deposit(server, depositor.token, 1, 10_000);
    const withdrawer = await fundedPlayer(server, 50_000);
    const card = await addCard(server, withdrawer.token);
    const withdraw = async () =>
      (await server.call('/app/v1/exchange', { amount: 10_000, bankCardId: card }, withdrawer.token)).envelope
        .data as { withdrawalNo: string };
    const held = await withdraw();
    const settled = await withdraw();
    await sendCallback(server, {
      kind: 'payout',
      reference: settled.withdrawalNo,
      amount: 10_000,
      outcome: 'settled',
      eventId: 'paid',
    });

    const checks = await checkLedgerSnapshot(server.db);
    expect(checks.filter((check) => check.broken.length > 0)).toEqual([]);
    expect(checks.length).toBeGreaterThanOrEqual(12);
    expect(checks.find((check) => check.name.startsWith('paid orders'))?.figure).toMatch(
      /^\d+ paid of \d+ orders$/,
    );

    // The order says a bonus other than the one credited.
    expect(
      await failuresAfter(
        'UPDATE deposit_orders SET bonus_amount = bonus_amount + 1 WHERE order_no = $1',
        'UPDATE deposit_orders SET bonus_amount = bonus_amount - 1 WHERE order_no = $1',
        [order.orderNo],
      ),
    ).toEqual({
      'paid orders equal their credits (deposit and decided bonus)': [
        `${order.orderNo} (paid: deposit 10000 of 10000, bonus 10000 of 10001)`,
      ],
      'wallet total agrees with the ledger: deposit bonuses': [
        expect.stringMatching(/^the wallet says \d+, the ledger \d+$/),
      ],
      'wallet total agrees with the ledger: player coin': [expect.any(String)],
    });

    // A balance moved without a posting.
    const account = await playerAccountOf(server.db, depositor.userId);
    expect(
      await failuresAfter(
        'UPDATE ledger_accounts SET balance = balance + 500 WHERE id = $1',
        'UPDATE ledger_accounts SET balance = balance - 500 WHERE id = $1',
        [account.id],
      ),
    ).toEqual({
      'every account balance equals the sum of its postings': [`account ${account.id}`],
      'wallet total agrees with the ledger: player coin': [expect.any(String)],
    });

    // A held withdrawal marked paid with no payout posted.
    const broken = await failuresAfter(
      `UPDATE withdrawals SET status = 'paid', settled_at = now() WHERE withdrawal_no = $1`,
      `UPDATE withdrawals SET status = 'held', settled_at = NULL WHERE withdrawal_no = $1`,
      [held.withdrawalNo],
    );
    expect(broken['held accounts equal the withdrawals held']).toEqual([
      `player ${withdrawer.userId} holds 10000 for 0 in held withdrawals`,
    ]);
    expect(broken['each withdrawal was held and released once']).toEqual([
      `${held.withdrawalNo} (paid: held 10000, released 0 + 0 of 10000)`,
    ]);

    expect(await failures(server.db)).toEqual({});
  });
});

// `npm run check:ledger` as operators run it: the bundled CLI in a process of its own.
describe('npm run check:ledger', () => {
  const { migrationsDir } = loadStorageConfig({});
  let bundle: Awaited<ReturnType<typeof bundleForProcesses>>;
  let workDir: string;
  let dataDir: string;
  let accountId: number;

  // The bundle's folder is not the repository's: it is told where the migrations are.
  const checkLedger = (env: Record<string, string>) =>
    runToEnd(bundle.script('check-ledger'), [], { MIGRATIONS_DIR: migrationsDir, ...env });

  /** Opens the PGlite folder in this process (which takes its lock) while `work` runs. */
  async function withData<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    const db = await openPgliteDatabase(dataDir, { purpose: 'test' });
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    bundle = await bundleForProcesses({ 'check-ledger': 'ledger-check-cli.ts' });
    workDir = await mkdtemp(join(tmpdir(), 'casino-check-ledger-'));
    dataDir = join(workDir, 'data');
    const db = await openPgliteDatabase(dataDir, { purpose: 'test' });
    try {
      await migrate(db, migrationsDir);
      const house = await openAccount(db, 'house', { systemName: 'house' });
      const [userId = 0] = await insertTestUsers(db, 1);
      accountId = (await playerAccountOf(db, userId)).id;
      await postTransaction(db, {
        idempotencyKey: 'check-ledger-funding',
        kind: 'correction',
        postings: [
          { accountId: house.id, amount: -25_000 },
          { accountId, amount: 25_000 },
        ],
      });
    } finally {
      await db.close();
    }
    // A fresh PGlite data directory takes seconds to create, far longer on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await bundle?.dispose();
    await rm(workDir, { recursive: true, force: true });
  });

  it('prints every check with its figure and exits 0 on a sound PGlite folder, 1 once a row is corrupted', async () => {
    const sound = await checkLedger({ DATA_DIR: dataDir });
    expect(sound.output).toMatch(new RegExp(`check:ledger on PGlite ${dataDir}, \\d+ migrations applied`));
    expect(sound.output).toContain('ok    every account balance equals the sum of its postings: 2 accounts');
    expect(sound.output).toContain(
      "ok    every transaction's postings sum to zero: 1 transactions, 2 postings",
    );
    expect(sound.output).toMatch(/The ledger is sound: \d+ checks passed\./);
    expect(sound.code).toBe(0);

    await withData((db) =>
      db.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [accountId]),
    );
    const broken = await checkLedger({ DATA_DIR: dataDir });
    expect(broken.output).toContain('FAIL  every account balance equals the sum of its postings: 2 accounts');
    expect(broken.output).toContain(`        account ${accountId}`);
    expect(broken.output).toMatch(/The ledger is BROKEN: 2 of \d+ checks failed\./);
    expect(broken.code).toBe(1);
    await withData((db) =>
      db.query('UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1', [accountId]),
    );
  });

  it('refuses a PGlite folder another process has open, naming it, and a folder with no database', async () => {
    const busy = await withData(() => checkLedger({ DATA_DIR: dataDir }));
    expect(busy.output).toContain(`The database folder ${dataDir} is in use by process ${process.pid}`);
    expect(busy.code).toBe(2);
    const missing = await checkLedger({ DATA_DIR: join(workDir, 'nothing-here') });
    expect(missing.output).toContain(`There is no database at DATA_DIR=${join(workDir, 'nothing-here')}`);
    expect(missing.code).toBe(2);
  });

  // Only when the PostgreSQL leg runs (TEST_DATABASE_URL).
  for (const leg of databaseLegs.filter((candidate) => candidate.name === 'postgres')) {
    it('checks a PostgreSQL database named by DATABASE_URL and DATABASE_SCHEMA', async () => {
      const db = await leg.open();
      try {
        await migrate(db, migrationsDir);
        const run = await checkLedger({
          DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
          DATABASE_SCHEMA: db.schema ?? '',
        });
        expect(run.output).toContain(`(schema ${db.schema}), `);
        expect(run.output).toMatch(/The ledger is sound: \d+ checks passed\./);
        expect(run.code).toBe(0);
      } finally {
        await leg.dispose(db);
      }
    });
  }
});
