import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorageConfig } from '../../../config.js';
import type { Database, Queryable } from '../../../db/database.js';
import { migrate } from '../../../db/migrate.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { type DomainEvents, drainOutbox, isEvent, type OutboxConsumer, publish } from '../outbox.js';

const { migrationsDir } = loadStorageConfig({});

announceDatabaseLegs('outbox');

const settled = (roundId: string): DomainEvents['game.roundSettled'] => ({
  roundId,
  provider: 'inhouse',
  playerId: 1,
  gameId: 5001,
  stake: 100,
  win: 0,
  status: 'settled',
  settledAt: new Date().toISOString(),
});

/** A consumer whose effect is a row per event it handled; `failOn` makes it throw on that round. */
function recordingConsumer(name: string, failOn?: { roundId: string }): OutboxConsumer {
  return {
    name,
    topics: ['game.roundSettled'],
    async handle(tx: Queryable, events) {
      for (const event of events) {
        if (isEvent(event, 'game.roundSettled') && event.payload.roundId === failOn?.roundId) {
          throw new Error(`${name} fails on ${event.payload.roundId}`);
        }
        await tx.query('INSERT INTO test_effects (consumer, event_id) VALUES ($1, $2)', [name, event.id]);
      }
    },
  };
}

describe.each(databaseLegs)('the outbox on $name', (leg) => {
  let db: Database;

  beforeAll(async () => {
    db = await leg.open();
    await migrate(db, migrationsDir);
    await db.query('CREATE TABLE test_effects (consumer text NOT NULL, event_id bigint NOT NULL)');
  });
  afterAll(async () => {
    await leg.dispose(db);
  });

  const effects = async (consumer: string) =>
    (
      await db.query<{ event_id: number }>(
        'SELECT event_id FROM test_effects WHERE consumer = $1 ORDER BY event_id',
        [consumer],
      )
    ).rows.map((row) => Number(row.event_id));
  const cursorOf = async (consumer: string) =>
    Number(
      (await db.query<{ cursor: number }>('SELECT cursor FROM outbox_consumers WHERE name = $1', [consumer]))
        .rows[0]?.cursor,
    );
  const publishOne = (roundId: string) =>
    db.transaction((tx) => publish(tx, 'game.roundSettled', settled(roundId)));
  const lastEventId = async () =>
    Number((await db.query<{ id: number }>('SELECT max(id) AS id FROM outbox')).rows[0]?.id);
  /** The events a consumer remembers as handled past its cursor. */
  const processedOf = async (consumer: string) =>
    Number(
      (
        await db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM outbox_processed WHERE consumer = $1',
          [consumer],
        )
      ).rows[0]?.count,
    );

  it('hands each event to each consumer once, each with its own cursor', async () => {
    await publishOne('a-1');
    await publishOne('a-2');
    const first = recordingConsumer('first');
    const second = recordingConsumer('second');
    expect(await drainOutbox(db, [first])).toBe(2);
    expect(await drainOutbox(db, [first])).toBe(0);
    await publishOne('a-3');
    expect(await drainOutbox(db, [first, second])).toBe(4);
    expect(await effects('first')).toEqual(await effects('second'));
    expect(new Set(await effects('first')).size).toBe(3);
    expect(await cursorOf('first')).toBe(await lastEventId());
    // With no gap the cursor passes every event in the batch's own commit: nothing to remember.
    expect(await processedOf('first')).toBe(0);
  });

  it('writes nothing of a batch whose handler throws, and handles it once when it works again', async () => {
    const before = await lastEventId();
    await publishOne('b-1');
    await publishOne('b-2');
    // Handles b-1, then dies on b-2: like a crash between the two, the transaction takes b-1 back too.
    await expect(drainOutbox(db, [recordingConsumer('flaky', { roundId: 'b-2' })])).rejects.toThrow(
      /fails on b-2/,
    );
    expect(await effects('flaky')).toEqual([]);
    expect(await drainOutbox(db, [recordingConsumer('flaky')])).toBeGreaterThanOrEqual(2);
    const handled = await effects('flaky');
    expect(handled.filter((id) => id > before)).toEqual([before + 1, before + 2]);
    expect(new Set(handled).size).toBe(handled.length);
  });

  it('holds the cursor at a young gap and moves past it once it is old enough to be a rollback', async () => {
    const consumer = recordingConsumer('gaps');
    await drainOutbox(db, [consumer]);
    const start = await cursorOf('gaps');
    // A transaction that took an id and rolled back leaves a gap in the ids.
    await expect(
      db.transaction(async (tx) => {
        await publish(tx, 'game.roundSettled', settled('c-lost'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await publishOne('c-after');
    const afterGap = await lastEventId();
    expect(await drainOutbox(db, [consumer], { gapGraceSeconds: 3_600 })).toBe(1);
    expect(await cursorOf('gaps')).toBe(start);
    // The event after the gap is not handled again while the cursor waits.
    expect(await drainOutbox(db, [consumer], { gapGraceSeconds: 3_600 })).toBe(0);
    expect(await drainOutbox(db, [consumer], { gapGraceSeconds: 0 })).toBe(0);
    expect(await cursorOf('gaps')).toBe(afterGap);
    expect((await effects('gaps')).filter((id) => id > start)).toEqual([afterGap]);
  });

  it('keeps handling events beyond a young gap, batch after batch, and never twice', async () => {
    const consumer = recordingConsumer('past-gap');
    // Starts past the earlier tests' gaps.
    await drainOutbox(db, [consumer], { gapGraceSeconds: 0 });
    const start = await cursorOf('past-gap');
    await expect(
      db.transaction(async (tx) => {
        await publish(tx, 'game.roundSettled', settled('d-lost'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    for (const roundId of ['d-1', 'd-2', 'd-3', 'd-4', 'd-5']) await publishOne(roundId);
    // Five events behind the gap, two a batch: the cursor waits, the events do not.
    expect(await drainOutbox(db, [consumer], { batchSize: 2, gapGraceSeconds: 3_600 })).toBe(5);
    expect(await cursorOf('past-gap')).toBe(start);
    expect(await processedOf('past-gap')).toBe(5);
    expect(await drainOutbox(db, [consumer], { batchSize: 2, gapGraceSeconds: 3_600 })).toBe(0);
    expect((await effects('past-gap')).filter((id) => id > start)).toHaveLength(5);
    // Once the cursor passes them, what it remembered of them goes.
    expect(await drainOutbox(db, [consumer], { gapGraceSeconds: 0 })).toBe(0);
    expect(await cursorOf('past-gap')).toBe(await lastEventId());
    expect(await processedOf('past-gap')).toBe(0);
  });

  it('moves the cursor over events of other topics without handing them over', async () => {
    const consumer = recordingConsumer('rounds-only');
    await drainOutbox(db, [consumer], { gapGraceSeconds: 0 });
    for (const orderNo of ['e-1', 'e-2', 'e-3'])
      await db.transaction((tx) =>
        publish(tx, 'wallet.depositPaid', {
          orderNo,
          playerId: 1,
          amount: 10_000,
          paidAt: new Date().toISOString(),
        }),
      );
    await publishOne('e-round');
    expect(await drainOutbox(db, [consumer], { batchSize: 2 })).toBe(1);
    expect(await cursorOf('rounds-only')).toBe(await lastEventId());
  });
});
