import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorEnvelope } from '../../http/api-calls.js';
import { errorCodes } from '../../http/api-error.js';
import {
  AdjustmentOverdrawsError,
  decideAdjustment,
  listAdjustments,
  requestAdjustment,
  SecondOperatorNeededError,
} from '../wallet/manual-adjustments.js';
import type { PaymentProvider } from '../wallet/payment-provider.js';
import { approveWithdrawal, rejectWithdrawal } from '../wallet/withdrawals.js';
import { describeChange, idParams, principalOf } from './operator-access.js';
import type { OperatorRouteTools } from './operator-account-routes.js';

const withdrawalQuery = z.strictObject({
  /** `review`: waiting for a finance operator; the others are the withdrawal's own state. */
  status: z.enum(['review', 'held', 'paid', 'refunded']).default('review'),
});
const rejectBody = z.strictObject({ reason: z.string().trim().min(3).max(500) });
const adjustmentQuery = z.strictObject({
  status: z.enum(['pending', 'applied', 'rejected']).default('pending'),
});
const adjustmentParams = z.strictObject({
  playerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
const adjustmentBody = z.strictObject({
  /** Hundredths, signed: positive credits the player. */
  amount: z
    .int()
    .min(-100_000_000_00)
    .max(100_000_000_00)
    .refine((amount) => amount !== 0, 'must not be 0'),
  reason: z.string().trim().min(3).max(500),
});
const approveBody = z.strictObject({});

/**
 * Money for finance operators: withdrawals by state, and the review queue (ADR 0044): approve asks
 * the payment provider for the payout, reject gives the amount back to the player with the reason;
 * manual adjustments, from an amount approved by a second operator (ADR 0046).
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
  const actorOf = (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request);
    return principal.kind === 'operator'
      ? { id: principal.id, name: principal.name }
      : { id: null, name: 'OPERATOR_TOKEN' };
  };
  /** The two ways an adjustment is refused with nothing written. */
  const refusal = (reply: FastifyReply, error: unknown) => {
    if (error instanceof AdjustmentOverdrawsError) {
      return reply
        .status(409)
        .send(
          errorEnvelope('errcode', errorCodes.adjustmentOverdraws, error.message, { balance: error.balance }),
        );
    }
    if (error instanceof SecondOperatorNeededError) {
      return reply
        .status(403)
        .send(errorEnvelope('errcode', errorCodes.adjustmentNeedsSecondOperator, error.message));
    }
    throw error;
  };

  scope.get('/api/operator/v1/adjustments', async (request, reply) => {
    const { status } = parse(adjustmentQuery, request.query, 'query');
    return answer(reply, { list: await listAdjustments(db, status) });
  });

  scope.post('/api/operator/v1/players/:playerId/adjustments', async (request, reply) => {
    const { playerId } = parse(adjustmentParams, request.params, 'params');
    const { amount, reason } = parse(adjustmentBody, request.body, 'body');
    try {
      const asked = await requestAdjustment(db, {
        userId: playerId,
        amount,
        reason,
        by: actorOf(request),
        now: clock(),
      });
      if (!asked) return notFound(reply, `There is no player ${playerId}`);
      describeChange(request, { target: `player=${playerId}`, ...asked });
      return answer(reply, asked.after);
    } catch (error) {
      return refusal(reply, error);
    }
  });

  for (const verdict of ['approve', 'reject'] as const) {
    scope.post(`/api/operator/v1/adjustments/:id/${verdict}`, async (request, reply) => {
      const { id } = parse(idParams, request.params, 'params');
      const reason = verdict === 'reject' ? parse(rejectBody, request.body, 'body').reason : null;
      if (verdict === 'approve') parse(approveBody, request.body ?? {}, 'body');
      try {
        const decided = await decideAdjustment(db, {
          id,
          approve: verdict === 'approve',
          reason,
          by: actorOf(request),
          now: clock(),
        });
        if (!decided) return notFound(reply, 'No adjustment waits for approval with this id');
        describeChange(request, { target: `player=${decided.after.playerId}`, ...decided });
        return answer(reply, decided.after);
      } catch (error) {
        return refusal(reply, error);
      }
    });
  }

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
