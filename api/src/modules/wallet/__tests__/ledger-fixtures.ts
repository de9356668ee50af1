import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/database.js';

/** Minimal players to own ledger accounts; ids in creation order. */
export async function insertTestUsers(db: Queryable, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const tag = randomBytes(6).toString('hex');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (uuid, account_type, nickname, invite_code)
       VALUES (gen_random_uuid(), 2, $1, $2) RETURNING id`,
      [`ledger-${tag}`, tag.toUpperCase()],
    );
    if (!rows[0]) throw new Error('no user id returned');
    ids.push(rows[0].id);
  }
  return ids;
}

/** Deterministic random numbers in [0, 1) (mulberry32), so a failing run can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface LedgerInvariantReport {
  /** Sum of every posting: 0. */
  postingSum: number;
  /** Transactions without postings or whose postings do not sum to zero. */
  unbalancedTransactions: number[];
  negativePlayerAccounts: number[];
  /** Accounts whose `balance` differs from the sum of their postings. */
  balanceMismatches: number[];
  /** Postings whose `balance_after` differs from the running sum of the account's postings. */
  balanceAfterMismatches: number[];
  duplicateKeys: string[];
}

/** Reads the whole ledger and reports every broken invariant (all lists empty when sound). */
export async function checkLedgerInvariants(db: Queryable): Promise<LedgerInvariantReport> {
  const ids = async (sql: string) => (await db.query<{ id: number }>(sql)).rows.map((row) => row.id);
  const sum = await db.query<{ total: number }>(
    'SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_postings',
  );
  return {
    postingSum: sum.rows[0]?.total ?? Number.NaN,
    unbalancedTransactions: await ids(
      `SELECT transaction.id FROM ledger_transactions AS transaction
         LEFT JOIN ledger_postings AS posting ON posting.transaction_id = transaction.id
        GROUP BY transaction.id
       HAVING count(posting.id) = 0 OR sum(posting.amount) <> 0`,
    ),
    negativePlayerAccounts: await ids(`SELECT id FROM ledger_accounts WHERE kind = 'player' AND balance < 0`),
    balanceMismatches: await ids(
      `SELECT account.id FROM ledger_accounts AS account
         LEFT JOIN ledger_postings AS posting ON posting.account_id = account.id
        GROUP BY account.id
       HAVING account.balance <> coalesce(sum(posting.amount), 0)`,
    ),
    balanceAfterMismatches: await ids(
      `SELECT id FROM (
         SELECT id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running
           FROM ledger_postings
       ) AS history
       WHERE balance_after <> running`,
    ),
    duplicateKeys: (
      await db.query<{ idempotency_key: string }>(
        'SELECT idempotency_key FROM ledger_transactions GROUP BY idempotency_key HAVING count(*) > 1',
      )
    ).rows.map((row) => row.idempotency_key),
  };
}

export const soundLedger: LedgerInvariantReport = {
  postingSum: 0,
  unbalancedTransactions: [],
  negativePlayerAccounts: [],
  balanceMismatches: [],
  balanceAfterMismatches: [],
  duplicateKeys: [],
};
