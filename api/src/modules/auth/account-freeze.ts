import type { Database, Queryable } from '../../db/database.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { revokeUserSessions } from './session-tokens.js';

// An operator freezes an account (issue 14, the console's player page): the player cannot sign
// in, their sessions end at once and their open game sessions take no more bets (wins of rounds
// already staked still settle). Money is untouched; unfreezing gives everything back.

/** Refuses a frozen account a new session (sign-in) or game session (launch). */
export async function refuseFrozenAccount(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query<{ frozen: boolean }>(
    'SELECT frozen_at IS NOT NULL AS frozen FROM users WHERE id = $1',
    [userId],
  );
  if (rows[0]?.frozen) {
    throw new ApiError(errorCodes.playerFrozen, 'This account is frozen. Please contact customer service.');
  }
}

export interface FreezeState {
  frozen: boolean;
  reason: string | null;
  at: string | null;
}

/**
 * Freezes (`frozen` true) or unfreezes an account. Null when there is no such player; `changed`
 * false when it already was so (nothing is written).
 */
export async function setAccountFrozen(
  db: Database,
  change: { userId: number; frozen: boolean; reason: string; operatorId: number | null; now: Date },
): Promise<{ changed: boolean; before: FreezeState; after: FreezeState } | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ frozen_at: Date | null; frozen_reason: string | null }>(
      'SELECT frozen_at, frozen_reason FROM users WHERE id = $1 FOR UPDATE',
      [change.userId],
    );
    const row = rows[0];
    if (!row) return null;
    const before = stateOf(row.frozen_at, row.frozen_reason);
    if (before.frozen === change.frozen) return { changed: false, before, after: before };
    const at = change.frozen ? change.now : null;
    const reason = change.frozen ? change.reason : null;
    await tx.query('UPDATE users SET frozen_at = $2, frozen_reason = $3, frozen_by = $4 WHERE id = $1', [
      change.userId,
      at,
      reason,
      change.frozen ? change.operatorId : null,
    ]);
    // On unfreezing too: a session a sign-in opened while the freeze was committing (unusable while
    // frozen, see resolveSession) must not come back to life.
    await revokeUserSessions(tx, change.userId);
    if (change.frozen) {
      await tx.query('UPDATE game_sessions SET closed_at = $2 WHERE user_id = $1 AND closed_at IS NULL', [
        change.userId,
        change.now,
      ]);
    }
    return { changed: true, before, after: stateOf(at, reason) };
  });
}

const stateOf = (at: Date | null, reason: string | null): FreezeState => ({
  frozen: at !== null,
  reason,
  at: at ? new Date(at).toISOString() : null,
});
