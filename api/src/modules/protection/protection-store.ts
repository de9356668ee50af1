import type { PlayerLimitKind, PlayerLimitPeriod } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';
import { ApiError, errorCodes } from '../../http/api-error.js';

/** The start of the UTC day, week (Monday) or month holding `now`. */
export function periodStart(period: 'day' | 'week' | 'month', now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (period === 'month') start.setUTCDate(1);
  return start;
}

/**
 * Takes the player's stake lock (migration 202611290900, `player_stake_lock`) until the transaction
 * ends: the seamless wallet's bets take it before they check the limits, so a limit change and a
 * stake of one player happen one after the other.
 */
export async function lockPlayerStakes(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT player_stake_lock($1)', [userId]);
}

export interface ExclusionRow {
  kind: 'timeOut' | 'selfExclusion';
  until: Date | null;
}

/** The player's time-out or self-exclusion while it lasts, else null. */
export async function activeExclusion(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<ExclusionRow | null> {
  const { rows } = await db.query<ExclusionRow>(
    'SELECT kind, until FROM player_exclusions WHERE user_id = $1 AND (until IS NULL OR until > $2)',
    [userId, now],
  );
  return rows[0] ?? null;
}

/** Refuses sign-in while a time-out or self-exclusion lasts, saying until when. */
export async function refuseExcludedSignIn(db: Queryable, userId: number, now: Date): Promise<void> {
  const exclusion = await activeExclusion(db, userId, now);
  if (!exclusion) return;
  const until = exclusion.until ? new Date(exclusion.until).toISOString() : null;
  throw new ApiError(
    errorCodes.playerExcluded,
    until ? `You are taking a break until ${until}` : 'You have excluded yourself for good',
    { kind: exclusion.kind, until },
  );
}

/** The player's money limits of a kind that are set, for checks where money moves. */
async function moneyLimits(db: Queryable, userId: number, kind: PlayerLimitKind) {
  const { rows } = await db.query<{ period: PlayerLimitPeriod; amount: string | number }>(
    'SELECT period, amount FROM player_limits WHERE user_id = $1 AND kind = $2 AND amount IS NOT NULL',
    [userId, kind],
  );
  return rows.map((row) => ({ period: row.period as 'day' | 'week' | 'month', amount: Number(row.amount) }));
}

/** Deposits counted against a limit since `since`: paid orders and orders still open. */
export async function depositedSince(db: Queryable, userId: number, since: Date): Promise<number> {
  const { rows } = await db.query<{ total: string }>(
    `SELECT coalesce(sum(amount), 0) AS total FROM deposit_orders
      WHERE user_id = $1 AND status IN ('pending', 'paid') AND created_at >= $2`,
    [userId, since],
  );
  return Number(rows[0]?.total ?? 0);
}

/**
 * Refuses a deposit order over the player's deposit limits. Called in the order's transaction
 * under the player's lock (their wagering row), so parallel orders are counted one after another.
 */
export async function checkDepositLimits(
  tx: Queryable,
  userId: number,
  amount: number,
  now: Date,
): Promise<void> {
  for (const limit of await moneyLimits(tx, userId, 'deposit')) {
    const used = await depositedSince(tx, userId, periodStart(limit.period, now));
    if (used + amount > limit.amount) {
      const left = Math.max(0, limit.amount - used);
      throw new ApiError(
        errorCodes.depositLimitReached,
        `Your ${limit.period} deposit limit leaves ${left}`,
        {
          period: limit.period,
          limit: limit.amount,
          left,
        },
      );
    }
  }
}
