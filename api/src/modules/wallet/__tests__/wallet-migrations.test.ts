import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorageConfig } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { migrate } from '../../../db/migrate.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { insertTestUsers } from './ledger-fixtures.js';

const { migrationsDir } = loadStorageConfig({});

announceDatabaseLegs('wallet migrations on existing data');

/** The migrations this suite upgrades across. */
const issue11Migrations = [
  '202611251912_deposit_bonus_at_credit.sql',
  '202611251913_payment_settlement.sql',
  '202611251914_payment_callback_digests.sql',
];

/** A folder with every migration but those: the schema a running deployment had before them. */
async function migrationsBeforeIssue11(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'casino-migrations-'));
  for (const name of await readdir(migrationsDir)) {
    if (!issue11Migrations.includes(name)) await copyFile(join(migrationsDir, name), join(dir, name));
  }
  return dir;
}

describe.each(databaseLegs)('the wallet migrations of issue 11 on $name', (leg) => {
  let db: Database;
  let before: string;

  beforeAll(async () => {
    db = await leg.open();
    before = await migrationsBeforeIssue11();
  });
  afterAll(async () => {
    await leg.dispose(db);
    await rm(before, { recursive: true, force: true });
  });

  it('keep what each order showed as expected, and each stored callback as a digest and a summary', async () => {
    await migrate(db, before);
    const [userId] = await insertTestUsers(db, 1);
    await db.query(
      `INSERT INTO deposit_orders (order_no, user_id, channel_id, amount, bonus_amount, bonus_type, bonus_turnover,
                                   status, provider, paid_at)
       VALUES ('D-paid', $1, 1, 10000, 10000, 3, 30000, 'paid', 'sandbox', now()),
              ('D-open', $1, 1, 10000, 10000, 3, 30000, 'pending', 'sandbox', NULL)`,
      [userId],
    );
    const body = {
      kind: 'payment',
      reference: 'D-paid',
      amount: 10000,
      outcome: 'paid',
      eventId: 'x'.repeat(100),
    };
    await db.query(
      `INSERT INTO payment_callbacks (provider, verdict, reference, body)
       VALUES ('sandbox', 'applied', 'D-paid', $1::jsonb), ('sandbox', 'forged', NULL, '"just a string"'::jsonb)`,
      [JSON.stringify(body)],
    );

    expect(await migrate(db, migrationsDir)).toEqual(issue11Migrations);

    const orders = await db.query(
      `SELECT order_no, expected_bonus, bonus_amount, bonus_type, bonus_turnover FROM deposit_orders ORDER BY order_no`,
    );
    expect(orders.rows).toEqual([
      { order_no: 'D-open', expected_bonus: 10_000, bonus_amount: null, bonus_type: null, bonus_turnover: 0 },
      {
        order_no: 'D-paid',
        expected_bonus: 10_000,
        bonus_amount: 10_000,
        bonus_type: 3,
        bonus_turnover: 30_000,
      },
    ]);
    const callbacks = await db.query<{
      body_sha256: string;
      body_bytes: number;
      summary: unknown;
      same: boolean;
    }>(
      `SELECT body_sha256, body_bytes, summary, source,
              body_sha256 = encode(sha256(convert_to(($1::jsonb)::text, 'UTF8')), 'hex') AS same
         FROM payment_callbacks ORDER BY id`,
      [JSON.stringify(body)],
    );
    expect(callbacks.rows).toEqual([
      {
        body_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        body_bytes: expect.any(Number),
        summary: { ...body, eventId: 'x'.repeat(64) },
        source: 'callback',
        same: true,
      },
      {
        body_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        body_bytes: Buffer.byteLength('"just a string"'),
        summary: {},
        source: 'callback',
        same: false,
      },
    ]);
  });
});
