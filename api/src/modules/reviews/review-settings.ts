import type { Queryable } from '../../db/database.js';

/** Whether a withdrawal needs the player's identity verified (an operator setting; off by default). */
export async function withdrawalsNeedKyc(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ value: unknown }>(
    `SELECT value FROM operator_settings WHERE key = 'withdrawalsNeedKyc'`,
  );
  return rows[0]?.value === true;
}

export async function setWithdrawalsNeedKyc(db: Queryable, on: boolean): Promise<void> {
  await db.query(
    `INSERT INTO operator_settings (key, value) VALUES ('withdrawalsNeedKyc', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
    [JSON.stringify(on)],
  );
}

/**
 * The amount (hundredths) from which a withdrawal waits for a finance operator's review before its
 * payout is asked for: 0 reviews every one, null (the default) none (ADR 0044).
 */
export async function withdrawalReviewFrom(db: Queryable): Promise<number | null> {
  const { rows } = await db.query<{ value: unknown }>(
    `SELECT value FROM operator_settings WHERE key = 'withdrawalReviewFrom'`,
  );
  const value = rows[0]?.value;
  return typeof value === 'number' ? value : null;
}

export async function setWithdrawalReviewFrom(db: Queryable, from: number | null): Promise<void> {
  await db.query(
    `INSERT INTO operator_settings (key, value) VALUES ('withdrawalReviewFrom', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
    [JSON.stringify(from)],
  );
}

/** Below this amount (hundredths, either sign) a manual adjustment applies at once: 1,000.00. */
const defaultAdjustmentApprovalFrom = 100_000;

/**
 * The amount (hundredths) from which a manual balance adjustment waits for a second operator's
 * approval; 0 makes every one wait.
 */
export async function adjustmentApprovalFrom(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ value: unknown }>(
    `SELECT value FROM operator_settings WHERE key = 'adjustmentApprovalFrom'`,
  );
  const value = rows[0]?.value;
  return typeof value === 'number' ? value : defaultAdjustmentApprovalFrom;
}

export async function setAdjustmentApprovalFrom(db: Queryable, from: number): Promise<void> {
  await db.query(
    `INSERT INTO operator_settings (key, value) VALUES ('adjustmentApprovalFrom', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
    [JSON.stringify(from)],
  );
}
