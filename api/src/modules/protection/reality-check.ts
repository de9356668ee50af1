import type { RealityCheck } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';

const secondsUntil = (when: number, now: Date) => Math.max(0, Math.ceil((when - now.getTime()) / 1000));

/**
 * The reality check of one session (ADR 0042): due an interval after sign-in, then an interval
 * after the player last chose to play on (`sessions.reality_checked_at`), with what the session
 * has played so far: rounds opened since sign-in, rolled-back ones not counted.
 */
export async function realityCheckOf(
  db: Queryable,
  userId: number,
  tokenHash: string,
  now: Date,
): Promise<RealityCheck> {
  const { rows } = await db.query<{
    created_at: Date;
    reality_checked_at: Date | null;
    interval_minutes: string | null;
    session_limit_minutes: string | null;
  }>(
    `SELECT s.created_at, s.reality_checked_at,
       (SELECT amount FROM player_limits WHERE user_id = $1 AND kind = 'realityCheck') AS interval_minutes,
       (SELECT amount FROM player_limits WHERE user_id = $1 AND kind = 'session') AS session_limit_minutes
     FROM sessions AS s WHERE s.token_hash = $2 AND s.user_id = $1`,
    [userId, tokenHash],
  );
  const session = rows[0];
  const started = session ? new Date(session.created_at).getTime() : now.getTime();
  const { rows: played } = await db.query<{ rounds: string; staked: string; won: string }>(
    `SELECT count(*) AS rounds, coalesce(sum(stake), 0) AS staked, coalesce(sum(win), 0) AS won
       FROM game_rounds WHERE user_id = $1 AND status <> 'rolled_back' AND opened_at >= $2`,
    [userId, new Date(started)],
  );
  const staked = Number(played[0]?.staked ?? 0);
  const won = Number(played[0]?.won ?? 0);
  const intervalMinutes = session?.interval_minutes ? Number(session.interval_minutes) : null;
  const sessionLimitMinutes = session?.session_limit_minutes ? Number(session.session_limit_minutes) : null;
  const lastCheck = session?.reality_checked_at ? new Date(session.reality_checked_at).getTime() : started;
  return {
    intervalMinutes,
    dueInSeconds: intervalMinutes === null ? null : secondsUntil(lastCheck + intervalMinutes * 60_000, now),
    sessionMinutes: Math.max(0, Math.floor((now.getTime() - started) / 60_000)),
    rounds: Number(played[0]?.rounds ?? 0),
    staked,
    won,
    net: won - staked,
    sessionLimitMinutes,
    sessionEndsInSeconds:
      sessionLimitMinutes === null ? null : secondsUntil(started + sessionLimitMinutes * 60_000, now),
  };
}

/** A reality check set or changed counts its interval from now, not from sign-in. */
export async function restartRealityCheck(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query('UPDATE sessions SET reality_checked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    now,
  ]);
}
