import type { CoinDetailRow, CoinDetailType } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';
import { coinHistory, type TransactionKind } from './ledger.js';

const dayMs = 24 * 60 * 60 * 1000;

/** The reason a refused withdrawal's refund carries (withdrawals.ts, `rejectWithdrawal`). */
const playerNoteOf = (reference: Record<string, unknown> | null) =>
  typeof reference?.reason === 'string' ? reference.reason : null;

/** `appUserCoinDetail`: ledger movements of the player, with the status of their order. */
export async function coinDetail(
  db: Queryable,
  userId: number,
  query: { pageNum: number; pageSize: number; type: CoinDetailType; startDate?: string; endDate?: string },
): Promise<{ list: CoinDetailRow[]; total: number; pages: number }> {
  const page = await coinHistory(db, userId, {
    page: query.pageNum,
    pageSize: query.pageSize,
    kinds: query.type === 'all' ? undefined : [query.type as TransactionKind],
    from: query.startDate ? new Date(`${query.startDate}T00:00:00Z`) : undefined,
    // The end date is a whole day, included.
    to: query.endDate ? new Date(new Date(`${query.endDate}T00:00:00Z`).getTime() + dayMs) : undefined,
  });
  const orderNoOf = (reference: Record<string, unknown> | null) => {
    const value = reference?.orderNo ?? reference?.withdrawalNo;
    return typeof value === 'string' ? value : null;
  };
  const orderNos = [...new Set(page.list.map((row) => orderNoOf(row.reference)).filter((no) => no !== null))];
  const statuses = new Map<string, string>();
  if (orderNos.length > 0) {
    const { rows } = await db.query<{ no: string; status: string }>(
      `SELECT order_no AS no, status FROM deposit_orders WHERE user_id = $1 AND order_no = ANY($2::text[])
       UNION ALL
       SELECT withdrawal_no AS no, status FROM withdrawals WHERE user_id = $1 AND withdrawal_no = ANY($2::text[])`,
      [userId, orderNos],
    );
    for (const row of rows) statuses.set(row.no, row.status);
  }
  return {
    list: page.list.map((row) => {
      const orderNo = orderNoOf(row.reference);
      return {
        id: row.transactionId,
        kind: row.kind,
        amount: row.amount,
        balanceAfter: row.balanceAfter,
        createdAt: row.createdAt.toISOString(),
        orderNo,
        status: orderNo ? (statuses.get(orderNo) ?? null) : null,
        note: row.kind === 'withdrawal' ? playerNoteOf(row.reference) : null,
      };
    }),
    total: page.total,
    pages: page.pages,
  };
}
