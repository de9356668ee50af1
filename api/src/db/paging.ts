import type { Queryable } from './database.js';

export interface PageRequest {
  /** From 1. */
  pageNum: number;
  pageSize: number;
}

/**
 * One page of a player's records, newest first, and how many pages there are: what the client's
 * infinite lists ask for until `pageNum` reaches `pages` ('No more'). `from` is the statement's
 * FROM and WHERE with `$1` the player; `columns` and `order` complete the page's SELECT.
 */
export async function recordPage<Row>(
  db: Queryable,
  statement: { columns: string; from: string; order: string },
  playerId: number,
  page: PageRequest,
): Promise<{ rows: Row[]; total: number; pages: number }> {
  const counted = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${statement.from}`, [
    playerId,
  ]);
  const total = Number(counted.rows[0]?.total ?? 0);
  const { rows } = await db.query<Row & object>(
    `SELECT ${statement.columns} ${statement.from} ORDER BY ${statement.order} LIMIT $2 OFFSET $3`,
    [playerId, page.pageSize, (page.pageNum - 1) * page.pageSize],
  );
  return { rows, total, pages: Math.ceil(total / page.pageSize) };
}
