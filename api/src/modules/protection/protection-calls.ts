import {
  type ExclusionDuration,
  isTimeLimitKind,
  limitCoolingOffHours,
  type PlayerLimitKind,
  type PlayerLimitPeriod,
  type PlayerProtection,
  realityCheckMinutes,
} from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import type { Queryable } from '../../db/database.js';
import { type CallContext, requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { ModuleContext } from '../../module-context.js';
import { revokeSession, revokeUserSessions } from '../auth/session-tokens.js';
import type { Clock } from '../sms/sms-sender.js';
import { lockWagering } from '../wallet/wagering.js';
import { depositedSince, lockPlayerStakes, periodStart } from './protection-store.js';
import { realityCheckOf, restartRealityCheck } from './reality-check.js';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const exclusionLengths: Record<ExclusionDuration, number | null> = {
  '24h': dayMs,
  '7d': 7 * dayMs,
  '30d': 30 * dayMs,
  '6m': 183 * dayMs,
  permanent: null,
};
const kindOrder: PlayerLimitKind[] = ['deposit', 'loss', 'wager', 'session', 'realityCheck'];
const periodOrder: PlayerLimitPeriod[] = ['day', 'week', 'month', 'session'];

interface LimitRow {
  kind: PlayerLimitKind;
  period: PlayerLimitPeriod;
  amount: string | null;
  pending_amount: string | null;
  pending_removal: boolean;
  pending_from: Date | null;
}

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** Minutes since the caller's session began: what the session-time limit counts. */
async function sessionMinutes(db: Queryable, tokenHash: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM sessions WHERE token_hash = $1',
    [tokenHash],
  );
  const started = rows[0]?.created_at;
  return started ? Math.max(0, Math.floor((now.getTime() - new Date(started).getTime()) / 60_000)) : 0;
}

/** What a limit has counted so far this period. */
async function usedOf(
  db: Queryable,
  userId: number,
  row: LimitRow,
  now: Date,
  minutes: number,
): Promise<number> {
  if (row.period === 'session') return minutes;
  const since = periodStart(row.period, now);
  if (row.kind === 'deposit') return depositedSince(db, userId, since);
  const { rows } = await db.query<{ staked: string; won: string }>(
    `SELECT coalesce(sum(stake), 0) AS staked, coalesce(sum(win), 0) AS won FROM game_rounds
      WHERE user_id = $1 AND status <> 'rolled_back' AND opened_at >= $2`,
    [userId, since],
  );
  const staked = Number(rows[0]?.staked ?? 0);
  return row.kind === 'wager' ? staked : Math.max(0, staked - Number(rows[0]?.won ?? 0));
}

async function protectionOf(
  db: Queryable,
  userId: number,
  tokenHash: string,
  now: Date,
): Promise<PlayerProtection> {
  const minutes = await sessionMinutes(db, tokenHash, now);
  const [{ rows: limitRows }, { rows: changeRows }] = await Promise.all([
    db.query<LimitRow>(
      'SELECT kind, period, amount, pending_amount, pending_removal, pending_from FROM player_limits WHERE user_id = $1',
      [userId],
    ),
    db.query<{
      id: string;
      kind: string;
      period: string | null;
      change: PlayerProtection['changes'][number]['change'];
      old_amount: string | null;
      new_amount: string | null;
      until: Date | null;
      created_at: Date;
    }>('SELECT * FROM player_protection_changes WHERE user_id = $1 ORDER BY id DESC LIMIT 20', [userId]),
  ]);
  const sorted = [...limitRows].sort(
    (a, b) =>
      kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) ||
      periodOrder.indexOf(a.period) - periodOrder.indexOf(b.period),
  );
  const limits = await Promise.all(
    sorted.map(async (row) => ({
      kind: row.kind,
      period: row.period,
      amount: numberOrNull(row.amount),
      used: await usedOf(db, userId, row, now, minutes),
      pendingAmount: numberOrNull(row.pending_amount),
      pendingRemoval: row.pending_removal,
      pendingFrom: row.pending_from ? new Date(row.pending_from).toISOString() : null,
    })),
  );
  return {
    limits,
    changes: changeRows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      period: row.period,
      change: row.change,
      oldAmount: numberOrNull(row.old_amount),
      newAmount: numberOrNull(row.new_amount),
      until: row.until ? new Date(row.until).toISOString() : null,
      createTime: new Date(row.created_at).toISOString(),
    })),
    sessionMinutes: minutes,
  };
}

function recordChange(
  tx: Queryable,
  userId: number,
  change: {
    kind: string;
    period: string | null;
    change: string;
    old: number | null;
    new: number | null;
    until?: Date | null;
  },
) {
  return tx.query(
    `INSERT INTO player_protection_changes (user_id, kind, period, change, old_amount, new_amount, until)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [userId, change.kind, change.period, change.change, change.old, change.new, change.until ?? null],
  );
}

/**
 * Player protection (api/README.md "Player protection", ADR 0039). A limit set for the first time,
 * or lowered, applies at once; a raise or a removal waits 24 hours and then the player's
 * confirmation. Deposits (`checkDepositLimits`) and stakes (`player_stake_refusal`, the seamless
 * wallet's hook) are refused past a limit; sign-in while excluded; the heartbeat ends a session
 * at its time limit. Every change is recorded.
 */
export function registerProtectionCalls(context: ModuleContext, { clock }: { clock: Clock }): void {
  const { db, registerCall } = context;

  const answer = (call: CallContext<unknown>) => {
    const { userId, tokenHash } = requireSession(call);
    return protectionOf(db, userId, tokenHash, clock());
  };

  /**
   * The player's limit row, locked with the player for the change: their wagering row (deposit
   * orders check the deposit limits under it), then their stake lock (bets check the loss and
   * wager limits under it).
   */
  async function lockedLimit(
    tx: Queryable,
    userId: number,
    kind: PlayerLimitKind,
    period: PlayerLimitPeriod,
  ) {
    if (isTimeLimitKind(kind) !== (period === 'session')) {
      throw new ApiError(
        errorCodes.invalidRequest,
        'period: time limits are per session, money limits per day, week or month',
        {
          field: 'period',
        },
      );
    }
    await lockWagering(tx, userId);
    await lockPlayerStakes(tx, userId);
    const { rows } = await tx.query<LimitRow>(
      `SELECT kind, period, amount, pending_amount, pending_removal, pending_from FROM player_limits
        WHERE user_id = $1 AND kind = $2 AND period = $3`,
      [userId, kind, period],
    );
    return rows[0] ?? null;
  }

  registerCall(apiCalls.getPlayerProtection, async (call) => answer(call));

  registerCall(apiCalls.setPlayerLimit, async (call) => {
    const { userId } = requireSession(call);
    const { kind, period, amount } = call.body;
    const now = clock();
    if (
      kind === 'realityCheck' &&
      amount !== null &&
      (amount < realityCheckMinutes.min || amount > realityCheckMinutes.max)
    ) {
      throw new ApiError(
        errorCodes.invalidRequest,
        `amount: a reality check comes every ${realityCheckMinutes.min} to ${realityCheckMinutes.max} minutes`,
        { field: 'amount' },
      );
    }
    await db.transaction(async (tx) => {
      const current = await lockedLimit(tx, userId, kind, period);
      const old = numberOrNull(current?.amount ?? null);
      const tighter = amount !== null && (old === null || amount <= old);
      if (tighter) {
        // A first limit or a lower one: at once, and it replaces any raise that was waiting.
        await tx.query(
          `INSERT INTO player_limits (user_id, kind, period, amount, updated_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id, kind, period) DO UPDATE SET amount = excluded.amount, pending_amount = NULL,
             pending_removal = false, pending_from = NULL, updated_at = excluded.updated_at`,
          [userId, kind, period, amount, now],
        );
        await recordChange(tx, userId, {
          kind,
          period,
          change: old === null ? 'set' : 'lowered',
          old,
          new: amount,
        });
        if (kind === 'realityCheck') await restartRealityCheck(tx, userId, now);
        return;
      }
      if (old === null) return; // Removing a limit that is not there changes nothing.
      const from = new Date(now.getTime() + limitCoolingOffHours * hourMs);
      await tx.query(
        `UPDATE player_limits SET pending_amount = $4, pending_removal = $5, pending_from = $6, updated_at = $7
          WHERE user_id = $1 AND kind = $2 AND period = $3`,
        [userId, kind, period, amount, amount === null, from, now],
      );
      await recordChange(tx, userId, {
        kind,
        period,
        change: amount === null ? 'removalRequested' : 'raiseRequested',
        old,
        new: amount,
      });
    });
    return answer(call);
  });

  registerCall(apiCalls.confirmPlayerLimit, async (call) => {
    const { userId } = requireSession(call);
    const { kind, period } = call.body;
    const now = clock();
    await db.transaction(async (tx) => {
      const current = await lockedLimit(tx, userId, kind, period);
      if (!current?.pending_from)
        throw new ApiError(errorCodes.noLimitChangeWaiting, 'No change of this limit is waiting');
      const from = new Date(current.pending_from);
      if (from > now) {
        throw new ApiError(
          errorCodes.limitChangeNotDue,
          `The change can be confirmed from ${from.toISOString()}`,
          {
            from: from.toISOString(),
          },
        );
      }
      const next = numberOrNull(current.pending_amount);
      await tx.query(
        `UPDATE player_limits SET amount = $4, pending_amount = NULL, pending_removal = false, pending_from = NULL,
           updated_at = $5 WHERE user_id = $1 AND kind = $2 AND period = $3`,
        [userId, kind, period, next, now],
      );
      await recordChange(tx, userId, {
        kind,
        period,
        change: next === null ? 'removed' : 'raised',
        old: numberOrNull(current.amount),
        new: next,
      });
      if (kind === 'realityCheck') await restartRealityCheck(tx, userId, now);
    });
    return answer(call);
  });

  registerCall(apiCalls.cancelPlayerLimit, async (call) => {
    const { userId } = requireSession(call);
    const { kind, period } = call.body;
    await db.transaction(async (tx) => {
      const current = await lockedLimit(tx, userId, kind, period);
      if (!current?.pending_from)
        throw new ApiError(errorCodes.noLimitChangeWaiting, 'No change of this limit is waiting');
      await tx.query(
        `UPDATE player_limits SET pending_amount = NULL, pending_removal = false, pending_from = NULL
          WHERE user_id = $1 AND kind = $2 AND period = $3`,
        [userId, kind, period],
      );
      await recordChange(tx, userId, {
        kind,
        period,
        change: 'cancelled',
        old: numberOrNull(current.amount),
        new: numberOrNull(current.pending_amount),
      });
    });
    return answer(call);
  });

  registerCall(apiCalls.excludeMyself, async (call) => {
    const { userId } = requireSession(call);
    const { kind, duration } = call.body;
    const now = clock();
    const length = exclusionLengths[duration];
    const until = length === null ? null : new Date(now.getTime() + length);
    await db.transaction(async (tx) => {
      // No break can be running: it ended every session and refuses sign-in until it ends.
      await tx.query(
        `INSERT INTO player_exclusions (user_id, kind, until, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET kind = excluded.kind, until = excluded.until, created_at = excluded.created_at`,
        [userId, kind, until, now],
      );
      await recordChange(tx, userId, { kind, period: null, change: kind, old: null, new: null, until });
    });
    // Every session ends now, this one too: the app signs the player out.
    await revokeUserSessions(db, userId);
    return { until: until?.toISOString() ?? null };
  });

  registerCall(apiCalls.getRealityCheck, async (call) => {
    const { userId, tokenHash } = requireSession(call);
    return realityCheckOf(db, userId, tokenHash, clock());
  });

  registerCall(apiCalls.continuePlaying, async (call) => {
    const { userId, tokenHash } = requireSession(call);
    const now = clock();
    await db.query('UPDATE sessions SET reality_checked_at = $2 WHERE token_hash = $1', [tokenHash, now]);
    return realityCheckOf(db, userId, tokenHash, now);
  });
}

/**
 * The heartbeat's check: a session that has run past the player's session-time limit ends, and
 * the call answers why (the app signs the player out and says so).
 */
export async function endSessionPastLimit(
  db: Queryable,
  userId: number,
  tokenHash: string,
  now: Date,
): Promise<void> {
  const { rows } = await db.query<{ amount: string }>(
    `SELECT amount FROM player_limits WHERE user_id = $1 AND kind = 'session' AND amount IS NOT NULL`,
    [userId],
  );
  const limit = rows[0] ? Number(rows[0].amount) : null;
  if (limit === null || (await sessionMinutes(db, tokenHash, now)) < limit) return;
  await revokeSession(db, tokenHash);
  throw new ApiError(errorCodes.sessionTimeLimit, `Your session limit of ${limit} minutes is reached`, {
    minutes: limit,
  });
}
