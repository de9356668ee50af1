import type { Queryable } from '../../db/database.js';

/**
 * Game rounds against their postings (a check of `npm run check:ledger`): each round with a stake
 * took it from the player once; a settled round paid exactly its win, a rolled-back one returned
 * exactly its stake, an open one neither. Returns one line per round that breaks it.
 */
export async function roundPostingProblems(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ value: string }>(
    `WITH moved AS (
       SELECT transaction.reference ->> 'provider' AS provider, transaction.reference ->> 'roundId' AS round_id,
              sum(posting.amount) FILTER (WHERE transaction.kind = 'bet') AS staked,
              sum(posting.amount) FILTER (WHERE transaction.kind = 'win') AS paid,
              sum(posting.amount) FILTER (WHERE transaction.kind = 'correction') AS returned
         FROM ledger_transactions AS transaction
         JOIN ledger_postings AS posting ON posting.transaction_id = transaction.id
         JOIN ledger_accounts AS account ON account.id = posting.account_id AND account.kind = 'player'
        WHERE transaction.idempotency_key LIKE 'game:%'
        GROUP BY 1, 2
     )
     SELECT r.provider || ' round ' || r.round_id || ' (' || r.status || ': stake ' || r.stake
              || ' took ' || coalesce(-m.staked, 0) || ', win ' || r.win || ' paid ' || coalesce(m.paid, 0)
              || ', returned ' || coalesce(m.returned, 0) || ')' AS value
       FROM game_rounds AS r
       LEFT JOIN moved AS m ON m.provider = r.provider AND m.round_id = r.round_id
      WHERE coalesce(-m.staked, 0) <> r.stake
         OR coalesce(m.paid, 0) <> r.win
         OR coalesce(m.returned, 0) <> CASE WHEN r.status = 'rolled_back' THEN r.stake ELSE 0 END
      ORDER BY r.id`,
  );
  return rows.map((row) => row.value);
}
