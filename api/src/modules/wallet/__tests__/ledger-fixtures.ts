import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/database.js';

/** Minimal players to own ledger accounts; ids in creation order. */
export async function insertTestUsers(db: Queryable, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const tag = randomBytes(6).toString('hex');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (uuid, account_type, nickname, invite_code)
       VALUES (gen_random_uuid(), 2, $1, $2) RETURNING id`,
      [`ledger-${tag}`, tag.toUpperCase()],
    );
    if (!rows[0]) throw new Error('no user id returned');
    ids.push(rows[0].id);
  }
  return ids;
}

/** Deterministic random numbers in [0, 1) (mulberry32), so a failing run can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
