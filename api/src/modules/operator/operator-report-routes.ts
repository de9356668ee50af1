import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams } from './operator-access.js';
import type { OperatorRouteTools } from './operator-account-routes.js';

const depositQuery = z.strictObject({
  status: z.enum(['pending', 'paid', 'cancelled']).optional(),
  playerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
const callbackQuery = z.strictObject({
  verdict: z.enum(['applied', 'duplicate', 'ignored', 'forged', 'unknown', 'mismatch']).optional(),
});
/** The longest range one daily report covers: a quarter. */
const maxReportDays = 92;
const dayMs = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / dayMs;

const day = z.iso.date();
const dailyQuery = z
  .strictObject({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { message: 'from must not be after to', path: ['from'] })
  .refine(({ from, to }) => daysBetween(from, to) < maxReportDays, {
    message: `at most ${maxReportDays} days`,
    path: ['to'],
  });

const callbackColumns = `id, provider, source, verdict, reference, summary, body_sha256 AS "bodySha256",
  body_bytes AS "bodyBytes", client_address AS "clientAddress", received_at AS "receivedAt"`;

/**
 * Money reports for finance (issue 14, item 4): deposit orders with the provider's callbacks for
 * each, every callback by verdict (forged and unknown ones included), and the daily summary.
 */
export function registerOperatorReportRoutes(
  scope: FastifyInstance,
  { db, parse, answer, notFound }: Omit<OperatorRouteTools, 'passwords' | 'clock'>,
): void {
  scope.get('/api/operator/v1/deposits', async (request, reply) => {
    const { status, playerId } = parse(depositQuery, request.query, 'query');
    const { rows } = await db.query(
      `SELECT d.id, d.order_no AS "orderNo", d.user_id AS "playerId", u.nickname, d.amount,
              d.bonus_amount AS "bonus", d.channel_id AS "channelId", d.provider, d.status,
              d.created_at AS "createdAt", d.paid_at AS "paidAt",
              (SELECT count(*) FROM payment_callbacks AS c WHERE c.reference = d.order_no) AS callbacks
         FROM deposit_orders AS d JOIN users AS u ON u.id = d.user_id
        WHERE ($1::text IS NULL OR d.status = $1) AND ($2::bigint IS NULL OR d.user_id = $2)
        ORDER BY d.id DESC LIMIT 100`,
      [status ?? null, playerId ?? null],
    );
    return answer(reply, {
      list: rows.map((row) => ({
        ...row,
        id: Number(row.id),
        playerId: Number(row.playerId),
        amount: Number(row.amount),
        bonus: Number(row.bonus),
        channelId: Number(row.channelId),
        callbacks: Number(row.callbacks),
      })),
    });
  });

  scope.get('/api/operator/v1/deposits/:id', async (request, reply) => {
    const { id } = parse(idParams, request.params, 'params');
    const { rows } = await db.query(
      `SELECT d.id, d.order_no AS "orderNo", d.user_id AS "playerId", u.nickname, d.amount,
              d.bonus_amount AS "bonus", d.channel_id AS "channelId", d.provider,
              d.provider_reference AS "providerReference", d.status, d.created_at AS "createdAt",
              d.paid_at AS "paidAt"
         FROM deposit_orders AS d JOIN users AS u ON u.id = d.user_id WHERE d.id = $1`,
      [id],
    );
    const order = rows[0];
    if (!order) return notFound(reply, `There is no deposit order ${id}`);
    const callbacks = await db.query(
      `SELECT ${callbackColumns} FROM payment_callbacks WHERE reference = $1 ORDER BY id`,
      [order.orderNo],
    );
    return answer(reply, {
      order: {
        ...order,
        id: Number(order.id),
        playerId: Number(order.playerId),
        amount: Number(order.amount),
        bonus: Number(order.bonus),
        channelId: Number(order.channelId),
      },
      callbacks: callbacks.rows.map((row) => ({
        ...row,
        id: Number(row.id),
        bodyBytes: Number(row.bodyBytes),
      })),
    });
  });

  scope.get('/api/operator/v1/payment-callbacks', async (request, reply) => {
    const { verdict } = parse(callbackQuery, request.query, 'query');
    const { rows } = await db.query(
      `SELECT ${callbackColumns} FROM payment_callbacks WHERE ($1::text IS NULL OR verdict = $1)
        ORDER BY id DESC LIMIT 100`,
      [verdict ?? null],
    );
    return answer(reply, {
      list: rows.map((row) => ({ ...row, id: Number(row.id), bodyBytes: Number(row.bodyBytes) })),
    });
  });

  scope.get('/api/operator/v1/reports/daily', async (request, reply) => {
    const { from, to } = parse(dailyQuery, request.query, 'query');
    // Days are UTC, as the ledger's timestamps; a day with nothing is a row of zeros.
    const { rows } = await db.query(
      `WITH days AS (
         SELECT generate_series($1::date, $2::date, interval '1 day')::date AS day
       ), deposits AS (
         SELECT (paid_at AT TIME ZONE 'UTC')::date AS day, sum(amount) AS total, count(*) AS count
           FROM deposit_orders
          WHERE status = 'paid' AND paid_at >= $1::date AND paid_at < $2::date + 1
          GROUP BY 1
       ), withdrawals AS (
         SELECT (settled_at AT TIME ZONE 'UTC')::date AS day, sum(amount) AS total, count(*) AS count
           FROM withdrawals
          WHERE status = 'paid' AND settled_at >= $1::date AND settled_at < $2::date + 1
          GROUP BY 1
       ), rounds AS (
         SELECT (settled_at AT TIME ZONE 'UTC')::date AS day, sum(stake) AS stakes, sum(win) AS wins,
                count(*) AS count, count(DISTINCT user_id) AS players
           FROM game_rounds
          WHERE status = 'settled' AND settled_at >= $1::date AND settled_at < $2::date + 1
          GROUP BY 1
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
              coalesce(d.total, 0) AS deposits, coalesce(d.count, 0) AS "depositCount",
              coalesce(w.total, 0) AS withdrawals, coalesce(w.count, 0) AS "withdrawalCount",
              coalesce(r.stakes, 0) AS stakes, coalesce(r.wins, 0) AS wins, coalesce(r.count, 0) AS rounds,
              coalesce(r.players, 0) AS "activePlayers"
         FROM days
         LEFT JOIN deposits AS d ON d.day = days.day
         LEFT JOIN withdrawals AS w ON w.day = days.day
         LEFT JOIN rounds AS r ON r.day = days.day
        ORDER BY days.day`,
      [from, to],
    );
    const list = rows.map((row) => {
      const stakes = Number(row.stakes);
      const wins = Number(row.wins);
      return {
        day: String(row.day),
        deposits: Number(row.deposits),
        depositCount: Number(row.depositCount),
        withdrawals: Number(row.withdrawals),
        withdrawalCount: Number(row.withdrawalCount),
        stakes,
        wins,
        ggr: stakes - wins,
        rounds: Number(row.rounds),
        activePlayers: Number(row.activePlayers),
      };
    });
    return answer(reply, { from, to, days: list });
  });
}
