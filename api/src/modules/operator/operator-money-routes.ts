import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PaymentProvider } from '../wallet/payment-provider.js';
import { approveWithdrawal, rejectWithdrawal } from '../wallet/withdrawals.js';
import { describeChange, idParams, principalOf } from './operator-access.js';
import type { OperatorRouteTools } from './operator-account-routes.js';

const withdrawalQuery = z.strictObject({
  /** `review`: waiting for a finance operator; the others are the withdrawal's own state. */
  status: z.enum(['review', 'held', 'paid', 'refunded']).default('review'),
});
const rejectBody = z.strictObject({ reason: z.string().trim().min(3).max(500) });

/**
 * Money for finance operators (ADR 0044): withdrawals by state, and the review queue: approve asks
 * the payment provider for the payout, reject gives the amount back to the player with the reason.
 */
export function registerOperatorMoneyRoutes(
  scope: FastifyInstance,
  {
    db,
    clock,
    parse,
    answer,
    notFound,
    provider,
  }: Omit<OperatorRouteTools, 'passwords'> & { provider: PaymentProvider },
): void {
  scope.get('/api/operator/v1/withdrawals', async (request, reply) => {
    const { status } = parse(withdrawalQuery, request.query, 'query');
    const { rows } = await db.query(
      `SELECT w.id, w.withdrawal_no AS "withdrawalNo", w.user_id AS "playerId", u.nickname, w.amount, w.status,
              w.review_status AS "reviewStatus", w.review_reason AS "reviewReason", w.provider,
              w.created_at AS "createdAt", w.settled_at AS "settledAt"
         FROM withdrawals AS w JOIN users AS u ON u.id = w.user_id
        WHERE CASE WHEN $1 = 'review' THEN w.review_status = 'waiting' ELSE w.status = $1 END
        ORDER BY w.id LIMIT 100`,
      [status],
    );
    return answer(reply, {
      list: rows.map((row) => ({
        ...row,
        id: Number(row.id),
        playerId: Number(row.playerId),
        amount: Number(row.amount),
      })),
    });
  });

  const operatorIdOf = (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request);
    return principal.kind === 'operator' ? principal.id : null;
  };

  scope.post('/api/operator/v1/withdrawals/:id/approve', async (request, reply) => {
    const { id } = parse(idParams, request.params, 'params');
    const approved = await approveWithdrawal(db, provider, {
      id,
      operatorId: operatorIdOf(request),
      now: clock(),
    });
    if (!approved) return notFound(reply, 'No withdrawal waits for review with this id');
    describeChange(request, {
      target: `withdrawal=${approved.withdrawalNo}`,
      before: { review: 'waiting' },
      after: approved,
    });
    return answer(reply, approved);
  });

  scope.post('/api/operator/v1/withdrawals/:id/reject', async (request, reply) => {
    const { id } = parse(idParams, request.params, 'params');
    const { reason } = parse(rejectBody, request.body, 'body');
    const rejected = await rejectWithdrawal(db, {
      id,
      operatorId: operatorIdOf(request),
      reason,
      now: clock(),
    });
    if (!rejected) return notFound(reply, 'No withdrawal waits for review with this id');
    describeChange(request, {
      target: `withdrawal=${rejected.withdrawalNo}`,
      before: { review: 'waiting', status: 'held' },
      after: { ...rejected, reason },
    });
    return answer(reply, rejected);
  });
}
