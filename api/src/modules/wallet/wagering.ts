import type { Queryable } from '../../db/database.js';

/**
 * The wagering requirement (docs/adr/0011): turnover a player must bet before anything is
 * withdrawable. Deposits and bonuses add to it, bets reduce it, never below zero.
 */

/** Locks the player's requirement row (creating it at 0) and returns what remains. */
export async function lockWagering(tx: Queryable, userId: number): Promise<number> {
  const lock = () =>
    tx.query<{ remaining: number }>(
      'SELECT remaining FROM wagering_requirements WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
  // One round trip when the row exists, as it does after a deposit.
  let { rows } = await lock();
  if (rows.length === 0) {
    await tx.query(
      'INSERT INTO wagering_requirements (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING',
      [userId],
    );
    ({ rows } = await lock());
  }
  return rows[0]?.remaining ?? 0;
}

/**
 * Adds turnover to the requirement (a deposit, a bonus times its multiple). `required` is what
 * built the requirement since it was last met: it starts again from this amount when nothing
 * remained (the wallet's progress bar, ADR 0048).
 */
export async function addWagering(tx: Queryable, userId: number, amount: number): Promise<void> {
  if (amount <= 0) return;
  await tx.query(
    `INSERT INTO wagering_requirements (user_id, remaining, required) VALUES ($1, $2, $2)
     ON CONFLICT (user_id) DO UPDATE
       SET required = CASE WHEN wagering_requirements.remaining = 0 THEN EXCLUDED.remaining
                           ELSE wagering_requirements.required + EXCLUDED.remaining END,
           remaining = wagering_requirements.remaining + EXCLUDED.remaining, updated_at = now()`,
    [userId, amount],
  );
}

/** A bet counts against the requirement; what it exceeds is simply not needed. */
export async function reduceWagering(tx: Queryable, userId: number, bet: number): Promise<void> {
  await tx.query(
    `UPDATE wagering_requirements SET remaining = greatest(remaining - $2, 0), updated_at = now()
      WHERE user_id = $1`,
    [userId, bet],
  );
}

export async function wageringRemainingOf(db: Queryable, userId: number): Promise<number> {
  return (await wageringOf(db, userId)).remaining;
}

/** What remains of the requirement and what built it since it was last met (0 and 0: none). */
export async function wageringOf(
  db: Queryable,
  userId: number,
): Promise<{ remaining: number; required: number }> {
  const { rows } = await db.query<{ remaining: number; required: number }>(
    'SELECT remaining, required FROM wagering_requirements WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  return { remaining: Number(row?.remaining ?? 0), required: Number(row?.required ?? 0) };
}
