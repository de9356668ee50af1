import type { Queryable } from '../../db/database.js';

/** One total as the wallet's tables tell it and as the ledger does. */
export interface ReconciledTotal {
  name: string;
  wallet: number;
  ledger: number;
}

/**
 * Compares the wallet's own records with the ledger: paid deposits and their bonuses, withdrawals
 * held and paid out, and every player's coin. Returns each total; a sound wallet has
 * `wallet === ledger` in every one.
 */
export async function reconcileWallet(db: Queryable): Promise<ReconciledTotal[]> {
  const total = async (sql: string) => Number((await db.query<{ total: number }>(sql)).rows[0]?.total ?? 0);
  // Only movements the wallet made: other modules may post bonuses of their own.
  const playerPostings = (kind: string, sign: '>' | '<') =>
    `SELECT coalesce(sum(posting.amount), 0)::bigint AS total
             FROM ledger_postings AS posting
             JOIN ledger_accounts AS account ON account.id = posting.account_id
             JOIN ledger_transactions AS transaction ON transaction.id = posting.transaction_id
            WHERE account.kind = 'player' AND transaction.kind = '${kind}' AND posting.amount ${sign} 0
              AND (transaction.reference ? 'orderNo' OR transaction.reference ? 'withdrawalNo')`;
  // One query after another: `db` may be one connection (check:ledger reads in one snapshot
  // transaction), which runs one query at a time.
  const totals = async <const Queries extends readonly string[]>(queries: Queries) => {
    const figures: number[] = [];
    for (const sql of queries) figures.push(await total(sql));
    return figures as { [Index in keyof Queries]: number };
  };
  const [deposits, bonuses, held, paidOut, ledgerDeposits, ledgerBonuses, ledgerHeld, ledgerPaidOut] =
    await totals([
      `SELECT coalesce(sum(amount), 0)::bigint AS total FROM deposit_orders WHERE status = 'paid'`,
      `SELECT coalesce(sum(bonus_amount), 0)::bigint AS total FROM deposit_orders WHERE status = 'paid'`,
      `SELECT coalesce(sum(amount), 0)::bigint AS total FROM withdrawals WHERE status = 'held'`,
      `SELECT coalesce(sum(amount), 0)::bigint AS total FROM withdrawals WHERE status = 'paid'`,
      playerPostings('deposit', '>'),
      playerPostings('bonus', '>'),
      `SELECT coalesce(sum(balance), 0)::bigint AS total FROM ledger_accounts WHERE kind = 'held'`,
      `SELECT coalesce(sum(posting.amount), 0)::bigint AS total
               FROM ledger_postings AS posting
               JOIN ledger_accounts AS account ON account.id = posting.account_id
               JOIN ledger_transactions AS transaction ON transaction.id = posting.transaction_id
              WHERE account.kind = 'house' AND transaction.kind = 'withdrawal'`,
    ]);
  // What players hold must be what came in, less what went out, plus every other movement (games,
  // other modules' awards).
  const [playerCoin, withdrawnFromPlayers, refunded, otherMovements] = await totals([
    `SELECT coalesce(sum(balance), 0)::bigint AS total FROM ledger_accounts WHERE kind = 'player'`,
    playerPostings('withdrawal', '<'),
    playerPostings('withdrawal', '>'),
    `SELECT coalesce(sum(posting.amount), 0)::bigint AS total
             FROM ledger_postings AS posting
             JOIN ledger_accounts AS account ON account.id = posting.account_id
             JOIN ledger_transactions AS transaction ON transaction.id = posting.transaction_id
            WHERE account.kind = 'player'
              AND NOT coalesce(transaction.reference ? 'orderNo' OR transaction.reference ? 'withdrawalNo', false)`,
  ]);
  return [
    { name: 'paid deposits', wallet: deposits, ledger: ledgerDeposits },
    { name: 'deposit bonuses', wallet: bonuses, ledger: ledgerBonuses },
    { name: 'withdrawals held', wallet: held, ledger: ledgerHeld },
    { name: 'withdrawals paid out', wallet: paidOut, ledger: ledgerPaidOut },
    {
      name: 'player coin',
      wallet: deposits + bonuses - held - paidOut + otherMovements,
      ledger: playerCoin,
    },
    {
      name: 'withdrawn less refunded',
      wallet: held + paidOut,
      ledger: Math.abs(withdrawnFromPlayers) - refunded,
    },
  ];
}
