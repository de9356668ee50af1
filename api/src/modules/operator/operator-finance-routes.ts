import type { FastifyInstance } from 'fastify';
import {
  callbackListQuery,
  dailySummary,
  dailySummaryQuery,
  depositListQuery,
  depositWithCallbacks,
  listCallbacks,
  listDeposits,
} from './finance-figures.js';
import { idParams } from './operator-access.js';
import type { OperatorRouteTools } from './operator-account-routes.js';

/**
 * Finance's reads besides withdrawals: deposit orders, one order with the provider callbacks about
 * it, the callbacks no order matches, and the daily summary (UTC days, at most 92 at once).
 */
export function registerOperatorFinanceRoutes(
  scope: FastifyInstance,
  { db, parse, answer, notFound }: Pick<OperatorRouteTools, 'db' | 'parse' | 'answer' | 'notFound'>,
): void {
  scope.get('/api/operator/v1/deposits', async (request, reply) => {
    const filter = parse(depositListQuery, request.query, 'query');
    return answer(reply, { list: await listDeposits(db, filter) });
  });

  scope.get('/api/operator/v1/deposits/:id', async (request, reply) => {
    const { id } = parse(idParams, request.params, 'params');
    const deposit = await depositWithCallbacks(db, id);
    if (!deposit) return notFound(reply, `There is no deposit order ${id}`);
    return answer(reply, deposit);
  });

  scope.get('/api/operator/v1/payment-callbacks', async (request, reply) => {
    const { unmatched } = parse(callbackListQuery, request.query, 'query');
    return answer(reply, { list: await listCallbacks(db, unmatched === 'true') });
  });

  scope.get('/api/operator/v1/reports/daily', async (request, reply) => {
    const range = parse(dailySummaryQuery, request.query, 'query');
    return answer(reply, await dailySummary(db, range));
  });
}
