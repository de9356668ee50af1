import type { Database, Queryable } from '../../db/database.js';
import { adjustmentApprovalFrom } from '../reviews/review-settings.js';
import { balanceOf, InsufficientFundsError, playerAccountOf, postTransactionIn } from './ledger.js';
import { systemAccount } from './wallet-accounts.js';

// Manual balance adjustments (issue 14): a finance operator credits or debits a player with a
// reason. Below the operators' threshold it posts at once; from it, it waits until another operator
// approves it. Each posts once, as a `correction` between the player and the manual-adjustments
// house account, keyed by the adjustment's id.

/** Who asks or decides: a console operator, or the deployment's OPERATOR_TOKEN (no id). */
export interface AdjustmentActor {
  id: number | null;
  name: string;
}

export interface ManualAdjustment {
  id: number;
  playerId: number;
  amount: number;
  reason: string;
  status: 'pending' | 'applied' | 'rejected';
  requestedBy: string;
  requestedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
}

/**
 * What an operator's call changed, for the audit row: the adjustment before (nothing yet when it is
 * being asked for) and after, each with the player's balance at that moment.
 */
export interface AdjustmentChange {
  before: Partial<ManualAdjustment> & { balance: number };
  after: ManualAdjustment & { balance: number };
}

/** A debit the player's balance cannot cover: nothing was posted. */
export class AdjustmentOverdrawsError extends Error {
  override name = 'AdjustmentOverdrawsError';
  constructor(readonly balance: number) {
    super(`The player's balance is ${balance}: the debit would take it below zero`);
  }
}

/** The requester cannot approve their own adjustment. */
export class SecondOperatorNeededError extends Error {
  override name = 'SecondOperatorNeededError';
  constructor() {
    super('Another operator must approve an adjustment you asked for');
  }
}

const columns = `id, user_id, amount, reason, status, requested_by, requested_by_name, requested_at,
  decided_by_name, decided_at, decision_reason`;

interface AdjustmentRow {
  id: string | number;
  user_id: string | number;
  amount: string | number;
  reason: string;
  status: ManualAdjustment['status'];
  requested_by: string | number | null;
  requested_by_name: string;
  requested_at: Date;
  decided_by_name: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
}

const toAdjustment = (row: AdjustmentRow): ManualAdjustment => ({
  id: Number(row.id),
  playerId: Number(row.user_id),
  amount: Number(row.amount),
  reason: row.reason,
  status: row.status,
  requestedBy: row.requested_by_name,
  requestedAt: new Date(row.requested_at).toISOString(),
  decidedBy: row.decided_by_name,
  decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  decisionReason: row.decision_reason,
});

/** Posts an adjustment's money; a debit beyond the balance throws AdjustmentOverdrawsError. */
async function post(tx: Queryable, adjustment: { id: number; userId: number; amount: number }) {
  const player = await playerAccountOf(tx, adjustment.userId);
  const house = await systemAccount(tx, 'manualAdjustments');
  try {
    return await postTransactionIn(tx, {
      idempotencyKey: `manual-adjustment:${adjustment.id}`,
      kind: 'correction',
      postings: [
        { accountId: player.id, amount: adjustment.amount },
        { accountId: house.id, amount: -adjustment.amount },
      ],
      reference: { adjustmentId: adjustment.id },
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new AdjustmentOverdrawsError(error.balance);
    throw error;
  }
}

/**
 * Asks for an adjustment: applied at once below the threshold, else pending. Null when there is no
 * such player. Throws AdjustmentOverdrawsError (nothing is kept) for a debit the balance cannot
 * cover, even one that would wait: approving it later is checked again.
 */
export async function requestAdjustment(
  db: Database,
  request: { userId: number; amount: number; reason: string; by: AdjustmentActor; now: Date },
): Promise<AdjustmentChange | null> {
  const threshold = await adjustmentApprovalFrom(db);
  const waits = Math.abs(request.amount) >= threshold;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<AdjustmentRow>(
      `INSERT INTO manual_adjustments (user_id, amount, reason, status, requested_by, requested_by_name, requested_at)
       SELECT id, $2, $3, 'pending', $4, $5, $6 FROM users WHERE id = $1
       RETURNING ${columns}`,
      [request.userId, request.amount, request.reason, request.by.id, request.by.name, request.now],
    );
    const row = rows[0];
    if (!row) return null;
    const id = Number(row.id);
    if (waits) {
      // Checked now so finance hears at once; approval checks again, under the account's lock.
      const balance = await balanceOf(tx, request.userId);
      if (balance + request.amount < 0) throw new AdjustmentOverdrawsError(balance);
      return { before: { balance }, after: { ...toAdjustment(row), balance } };
    }
    const posted = await post(tx, { id, userId: request.userId, amount: request.amount });
    const applied = await tx.query<AdjustmentRow>(
      `UPDATE manual_adjustments SET status = 'applied', ledger_transaction_id = $2, decided_at = $3,
         decided_by = $4, decided_by_name = $5
       WHERE id = $1 RETURNING ${columns}`,
      [id, posted.id, request.now, request.by.id, request.by.name],
    );
    // Read under the account's lock the posting took: a bet landing meanwhile cannot skew the
    // audit row, whose balances differ by exactly the amount.
    const balanceAfter = await balanceOf(tx, request.userId);
    return {
      before: { balance: balanceAfter - request.amount },
      after: { ...toAdjustment(applied.rows[0] as AdjustmentRow), balance: balanceAfter },
    };
  });
}

/**
 * Approves (posts) or rejects a pending adjustment, under its row's lock: of two concurrent
 * decisions one finds it pending, the other nothing. Null when none waits with this id.
 */
export async function decideAdjustment(
  db: Database,
  decision: { id: number; approve: boolean; reason: string | null; by: AdjustmentActor; now: Date },
): Promise<AdjustmentChange | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<AdjustmentRow>(
      `SELECT ${columns} FROM manual_adjustments WHERE id = $1 AND status = 'pending' FOR UPDATE`,
      [decision.id],
    );
    const row = rows[0];
    if (!row) return null;
    const requester = row.requested_by === null ? null : Number(row.requested_by);
    // The same person cannot be both pairs of eyes; the deployment token counts as one person.
    if (decision.approve && requester === decision.by.id) throw new SecondOperatorNeededError();
    const userId = Number(row.user_id);
    const postedAmount = decision.approve ? Number(row.amount) : 0;
    let ledgerId: number | null = null;
    if (decision.approve) {
      ledgerId = (await post(tx, { id: Number(row.id), userId, amount: postedAmount })).id;
    }
    const decided = await tx.query<AdjustmentRow>(
      `UPDATE manual_adjustments SET status = $2, ledger_transaction_id = $3, decided_by = $4,
         decided_by_name = $5, decided_at = $6, decision_reason = $7
       WHERE id = $1 RETURNING ${columns}`,
      [
        decision.id,
        decision.approve ? 'applied' : 'rejected',
        ledgerId,
        decision.by.id,
        decision.by.name,
        decision.now,
        decision.reason,
      ],
    );
    const balanceAfter = await balanceOf(tx, userId);
    return {
      before: { ...toAdjustment(row), balance: balanceAfter - postedAmount },
      after: { ...toAdjustment(decided.rows[0] as AdjustmentRow), balance: balanceAfter },
    };
  });
}

/** Adjustments in one state, newest first, with the player's nickname. */
export async function listAdjustments(db: Queryable, status: ManualAdjustment['status']) {
  const { rows } = await db.query<AdjustmentRow & { nickname: string }>(
    `SELECT a.id, a.user_id, a.amount, a.reason, a.status, a.requested_by, a.requested_by_name, a.requested_at,
            a.decided_by_name, a.decided_at, a.decision_reason, u.nickname
       FROM manual_adjustments AS a JOIN users AS u ON u.id = a.user_id
      WHERE a.status = $1 ORDER BY a.id DESC LIMIT 100`,
    [status],
  );
  return rows.map((row) => ({
    ...toAdjustment(row),
    nickname: row.nickname,
    requestedById: row.requested_by === null ? null : Number(row.requested_by),
  }));
}
