import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import type { CallbackVerdict } from '../wallet/deposits.js';

// What finance reads in the console besides withdrawals: deposit orders with every provider
// callback about them, callbacks that match no order, and the daily summary. Days are UTC days
// (the product spec names no casino time zone; the deposit limits count UTC days too).

/** The longest range the daily summary covers at once: about a quarter. */
export const maxReportDays = 92;
const dayMs = 86_400_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

export const dailySummaryQuery = z
  .strictObject({ from: z.iso.date(), to: z.iso.date() })
  .superRefine(({ from, to }, context) => {
    const days = (dayStart(to) - dayStart(from)) / dayMs + 1;
    if (days < 1) {
      context.addIssue({ code: 'custom', message: `from (${from}) must not be after to (${to})` });
    } else if (days > maxReportDays) {
      context.addIssue({
        code: 'custom',
        message: `from ${from} to ${to} is ${days} days; the summary covers at most ${maxReportDays}`,
      });
    }
  });

export const depositListQuery = z.strictObject({
  status: z.enum(['pending', 'paid', 'cancelled']).optional(),
  playerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export const callbackListQuery = z.strictObject({
  /** `true`: only callbacks naming no deposit order and no withdrawal (or naming nothing). */
  unmatched: z.enum(['true', 'false']).default('false'),
});

const depositColumns = `o.id, o.order_no AS "orderNo", o.user_id AS "playerId", u.nickname, o.amount,
  o.channel_id AS "channelId", o.provider, o.status, o.created_at AS "createdAt", o.paid_at AS "paidAt"`;

interface DepositRow {
  id: string;
  playerId: string;
  amount: string | number;
  bonusAmount?: string | number | null;
  expectedBonus?: string | number;
  [column: string]: unknown;
}

const toDeposit = (row: DepositRow) => ({
  ...row,
  id: Number(row.id),
  playerId: Number(row.playerId),
  amount: Number(row.amount),
});

/** The newest 100 deposit orders, optionally of one state and one player. */
export async function listDeposits(db: Queryable, filter: z.output<typeof depositListQuery>) {
  const { rows } = await db.query<DepositRow>(
    `SELECT ${depositColumns}
       FROM deposit_orders AS o JOIN users AS u ON u.id = o.user_id
      WHERE ($1::text IS NULL OR o.status = $1) AND ($2::bigint IS NULL OR o.user_id = $2)
      ORDER BY o.id DESC LIMIT 100`,
    [filter.status ?? null, filter.playerId ?? null],
  );
  return rows.map(toDeposit);
}

/** What the API did with a callback, in finance's words. */
export type CallbackOutcome = 'credited' | 'cancelled' | 'settled' | 'rejected' | 'duplicate' | 'refused';

const refusalReasons: Partial<Record<CallbackVerdict | 'forged', string>> = {
  forged: 'Bad signature: answered 401, only its digest and summary kept',
  unknown: 'No order or withdrawal has this number',
  mismatch: 'The amount differs from the order’s',
  ignored: 'The order already had another final outcome',
};

/** A stored callback's outcome: an applied one did what it claimed (a paid deposit was credited). */
export function callbackOutcome(
  verdict: CallbackVerdict | 'forged',
  claimed: unknown,
): { outcome: CallbackOutcome; reason: string | null } {
  if (verdict === 'duplicate') {
    return {
      outcome: 'duplicate',
      reason: 'The order already had this outcome: acknowledged, nothing changed',
    };
  }
  if (verdict === 'applied') {
    const outcome = claimed === 'paid' ? 'credited' : (claimed as 'cancelled' | 'settled' | 'rejected');
    return { outcome, reason: null };
  }
  return { outcome: 'refused', reason: refusalReasons[verdict] ?? verdict };
}

interface CallbackRow {
  id: string;
  provider: string;
  source: 'callback' | 'status-query';
  verdict: CallbackVerdict | 'forged';
  reference: string | null;
  summary: Record<string, unknown>;
  payload: unknown;
  bodySha256: string;
  bodyBytes: number;
  clientAddress: string | null;
  receivedAt: Date;
}

const callbackColumns = `c.id, c.provider, c.source, c.verdict, c.reference, c.summary, c.payload,
  c.body_sha256 AS "bodySha256", c.body_bytes AS "bodyBytes", c.client_address AS "clientAddress",
  c.received_at AS "receivedAt"`;

const toCallback = (row: CallbackRow) => ({
  ...row,
  id: Number(row.id),
  signatureValid: row.verdict !== 'forged',
  ...callbackOutcome(row.verdict, row.summary.outcome),
});

/** One deposit order and every callback (or status answer) that named it, oldest first. */
export async function depositWithCallbacks(db: Queryable, id: number) {
  const { rows } = await db.query<DepositRow>(
    `SELECT ${depositColumns}, o.expected_bonus AS "expectedBonus", o.bonus_amount AS "bonusAmount",
            o.provider_reference AS "providerReference"
       FROM deposit_orders AS o JOIN users AS u ON u.id = o.user_id
      WHERE o.id = $1`,
    [id],
  );
  const order = rows[0];
  if (!order) return null;
  const callbacks = await db.query<CallbackRow>(
    `SELECT ${callbackColumns} FROM payment_callbacks AS c WHERE c.reference = $1 ORDER BY c.id`,
    [order.orderNo],
  );
  return {
    order: {
      ...toDeposit(order),
      expectedBonus: Number(order.expectedBonus),
      bonusAmount: order.bonusAmount == null ? null : Number(order.bonusAmount),
    },
    callbacks: callbacks.rows.map(toCallback),
  };
}

/** The newest 100 callbacks; unmatched: those no deposit order or withdrawal has the number of. */
export async function listCallbacks(db: Queryable, unmatched: boolean) {
  const { rows } = await db.query<CallbackRow>(
    `SELECT ${callbackColumns} FROM payment_callbacks AS c
      WHERE NOT $1::boolean OR (
        NOT EXISTS (SELECT 1 FROM deposit_orders WHERE order_no = c.reference)
        AND NOT EXISTS (SELECT 1 FROM withdrawals WHERE withdrawal_no = c.reference))
      ORDER BY c.id DESC LIMIT 100`,
    [unmatched],
  );
  return rows.map(toCallback);
}

interface DayFigures {
  day: string;
  depositOrders: number;
  depositsPaid: number;
  depositsPaidSum: number;
  withdrawalsPaid: number;
  withdrawalsPaidSum: number;
  stakes: number;
  wins: number;
  ggr: number;
  activePlayers: number;
}

const figureNames = [
  'depositOrders',
  'depositsPaid',
  'depositsPaidSum',
  'withdrawalsPaid',
  'withdrawalsPaidSum',
  'stakes',
  'wins',
  'ggr',
] as const;

/**
 * Finance's figures per UTC day from `from` to `to`, both included, every day present: deposit
 * orders opened; deposits paid (count and sum, by the day paid); withdrawals paid out (by the day
 * settled); stakes, wins, GGR (stakes − wins) and active players of the rounds settled that day
 * (rolled-back rounds excluded, open ones not yet counted). Totals add the days up; their active
 * players are the distinct players over the whole range.
 */
export async function dailySummary(db: Queryable, range: { from: string; to: string }) {
  const { rows } = await db.query<Record<keyof DayFigures, string | number>>(
    `WITH bounds AS (
       SELECT $1::date::timestamp AT TIME ZONE 'UTC' AS start_at,
              ($2::date + 1)::timestamp AT TIME ZONE 'UTC' AS end_at
     ),
     days AS (
       SELECT day::date AS day FROM generate_series($1::date, $2::date, interval '1 day') AS day
     ),
     opened AS (
       SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS orders
         FROM deposit_orders AS o, bounds
        WHERE o.created_at >= bounds.start_at AND o.created_at < bounds.end_at
        GROUP BY 1
     ),
     paid AS (
       SELECT (o.paid_at AT TIME ZONE 'UTC')::date AS day, count(*) AS paid, sum(o.amount) AS paid_sum
         FROM deposit_orders AS o, bounds
        WHERE o.status = 'paid' AND o.paid_at >= bounds.start_at AND o.paid_at < bounds.end_at
        GROUP BY 1
     ),
     paid_out AS (
       SELECT (w.settled_at AT TIME ZONE 'UTC')::date AS day, count(*) AS paid, sum(w.amount) AS paid_sum
         FROM withdrawals AS w, bounds
        WHERE w.status = 'paid' AND w.settled_at >= bounds.start_at AND w.settled_at < bounds.end_at
        GROUP BY 1
     ),
     played AS (
       SELECT (r.settled_at AT TIME ZONE 'UTC')::date AS day, sum(r.stake) AS stakes, sum(r.win) AS wins,
              count(DISTINCT r.user_id) AS players
         FROM game_rounds AS r, bounds
        WHERE r.status = 'settled' AND r.settled_at >= bounds.start_at AND r.settled_at < bounds.end_at
        GROUP BY 1
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
            coalesce(opened.orders, 0) AS "depositOrders",
            coalesce(paid.paid, 0) AS "depositsPaid",
            coalesce(paid.paid_sum, 0) AS "depositsPaidSum",
            coalesce(paid_out.paid, 0) AS "withdrawalsPaid",
            coalesce(paid_out.paid_sum, 0) AS "withdrawalsPaidSum",
            coalesce(played.stakes, 0) AS stakes,
            coalesce(played.wins, 0) AS wins,
            coalesce(played.stakes, 0) - coalesce(played.wins, 0) AS ggr,
            coalesce(played.players, 0) AS "activePlayers"
       FROM days
       LEFT JOIN opened ON opened.day = days.day
       LEFT JOIN paid ON paid.day = days.day
       LEFT JOIN paid_out ON paid_out.day = days.day
       LEFT JOIN played ON played.day = days.day
      ORDER BY days.day`,
    [range.from, range.to],
  );
  const days = rows.map((row) => {
    const figures = { day: String(row.day), activePlayers: Number(row.activePlayers) } as DayFigures;
    for (const name of figureNames) figures[name] = Number(row[name]);
    return figures;
  });
  const active = await db.query<{ players: string | number }>(
    `SELECT count(DISTINCT user_id) AS players FROM game_rounds
      WHERE status = 'settled' AND settled_at >= $1::date::timestamp AT TIME ZONE 'UTC'
        AND settled_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`,
    [range.from, range.to],
  );
  const totals = { activePlayers: Number(active.rows[0]?.players ?? 0) } as Omit<DayFigures, 'day'>;
  for (const name of figureNames) totals[name] = days.reduce((sum, day) => sum + day[name], 0);
  return { from: range.from, to: range.to, timeZone: 'UTC', days, totals };
}
