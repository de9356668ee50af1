import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { migrate } from '../db/schema.js';
import { blockFloats, FloatsExhausted, floatsFrom } from '../fair/floats.js';
import { rotateSeeds, seedState, takeNonce } from '../fair/seeds.js';
import { fairFloats, hashServerSeed } from '../fair/server-floats.js';
import { minePositions } from '../games/mines/mines-math.js';
import { playSlotRound } from '../games/slot/slot-math.js';

// Computed independently with Python's hmac and hashlib for these seeds.
const seeds = { serverSeed: `${'0'.repeat(63)}1`, clientSeed: 'lucky', nonce: 7 };

describe('the fair floats', () => {
  it('match known vectors: sha256 of the seed text, and HMAC blocks read 4 bytes a float', () => {
    expect(hashServerSeed(seeds.serverSeed)).toBe(
      'c386d8e8d07342f2e39e189c8e6c57bb205bb373fe4e3a6f69404a8bb767b417',
    );
    const next = fairFloats(seeds);
    const floats = Array.from({ length: 9 }, () => next());
    expect(floats[0]).toBe(0.8122034901753068);
    expect(floats[1]).toBe(0.1479522488079965);
    // The ninth float is the first of block 1 (message "lucky:7:1").
    expect(floats[8]).toBe(0.6311124993953854);
  });

  it('read bytes as base-256 digits', () => {
    expect(blockFloats(new Uint8Array([128, 0, 0, 0, 255, 255, 255, 255]))).toEqual([0.5, 1 - 256 ** -4]);
  });

  it('map to the documented outcomes (regression vectors for the verify page)', () => {
    expect(minePositions(5, fairFloats(seeds))).toEqual([4, 7, 18, 19, 20]);
    expect(playSlotRound(fairFloats(seeds)).base.stops).toEqual([33, 6, 31, 31, 7]);
  });

  it('say when a precomputed list runs out', () => {
    const next = floatsFrom([0.1]);
    expect(next()).toBe(0.1);
    expect(() => next()).toThrow(FloatsExhausted);
  });
});

describe('seeds', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ engine: 'pglite', dataDir: 'memory://' });
    await migrate(db);
  });
  afterAll(() => db.close());

  it('count nonces from 0 and, on rotation, reveal the seed that matches the hash committed before play', async () => {
    const before = await seedState(db, 'p-seeds');
    expect(before.nonce).toBe(0);
    expect(before.previous).toBeNull();
    const first = await db.transaction((tx) => takeNonce(tx, 'p-seeds'));
    const second = await db.transaction((tx) => takeNonce(tx, 'p-seeds'));
    expect([first.nonce, second.nonce]).toEqual([0, 1]);
    expect(first.serverSeedHash).toBe(before.serverSeedHash);

    await db.transaction((tx) => rotateSeeds(tx, 'p-seeds', 'my-own-seed'));
    const after = await seedState(db, 'p-seeds');
    expect(after.previous?.serverSeedHash).toBe(before.serverSeedHash);
    expect(hashServerSeed(after.previous?.serverSeed ?? '')).toBe(before.serverSeedHash);
    expect(after.previous?.roundsPlayed).toBe(2);
    expect(after.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(after.clientSeed).toBe('my-own-seed');
    expect(after.nonce).toBe(0);
  });
});
