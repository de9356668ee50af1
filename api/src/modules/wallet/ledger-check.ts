import type { Database, Queryable } from '../../db/database.js';
import { roundPostingProblems } from '../games/round-check.js';
import { grantCreditProblems } from '../rewards/rewards.js';
import { couponProblems } from './deposit-coupons.js';
import { reconcileWallet } from './reconcile.js';

/**
 * The invariants of the ledger and of the wallet's books against it: what tests, benchmarks and
 * operators (`npm run check:ledger`) check on any database. The database enforces most of them on
 * every write (api/README.md, "Ledger"); this reads everything back and finds what a bug, a stray
 * SQL statement or a damaged restore broke anyway.
 */

export interface LedgerInvariantReport {
  /** Sum of every posting: 0. */
  postingSum: number;
  /** Transactions without two postings or whose postings do not sum to zero. */
  unbalancedTransactions: number[];
  /** Players' coin or safebox accounts below zero. */
  negativePlayerAccounts: number[];
  /** Accounts whose `balance` differs from the sum of their postings. */
  balanceMismatches: number[];
  /** Postings whose `balance_after` differs from the running sum of the account's postings. */
  balanceAfterMismatches: number[];
  duplicateKeys: string[];
}

export const soundLedger: LedgerInvariantReport = {
  postingSum: 0,
  unbalancedTransactions: [],
  negativePlayerAccounts: [],
  balanceMismatches: [],
  balanceAfterMismatches: [],
  duplicateKeys: [],
};

const listOf = async <Value>(db: Queryable, sql: string): Promise<Value[]> =>
  (await db.query<{ value: Value }>(sql)).rows.map((row) => row.value);

/** Reads the whole ledger and reports every broken invariant (all lists empty when sound). */
export async function checkLedgerInvariants(db: Queryable): Promise<LedgerInvariantReport> {
  const sum = await db.query<{ total: number }>(
    'SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_postings',
  );
  return {
    postingSum: Number(sum.rows[0]?.total ?? Number.NaN),
    unbalancedTransactions: await listOf(
      db,
      `SELECT transaction.id AS value FROM ledger_transactions AS transaction
         LEFT JOIN ledger_postings AS posting ON posting.transaction_id = transaction.id
        GROUP BY transaction.id
       HAVING count(posting.id) < 2 OR sum(posting.amount) <> 0`,
    ),
    negativePlayerAccounts: await listOf(
      db,
      `SELECT id AS value FROM ledger_accounts WHERE kind IN ('player', 'safebox') AND balance < 0`,
    ),
    balanceMismatches: await listOf(
      db,
      `SELECT account.id AS value FROM ledger_accounts AS account
         LEFT JOIN ledger_postings AS posting ON posting.account_id = account.id
        GROUP BY account.id
       HAVING account.balance <> coalesce(sum(posting.amount), 0)`,
    ),
    balanceAfterMismatches: await listOf(
      db,
      `SELECT id AS value FROM (
         SELECT id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running
           FROM ledger_postings
       ) AS history
       WHERE balance_after <> running`,
    ),
    duplicateKeys: await listOf(
      db,
      'SELECT idempotency_key AS value FROM ledger_transactions GROUP BY idempotency_key HAVING count(*) > 1',
    ),
  };
}

/** One check as `check:ledger` prints it: what was looked at, and what breaks the rule. */
export interface LedgerCheck {
  name: string;
  /** What was checked, for people: "1,204 accounts". */
  figure: string;
  /** What breaks it (ids, order numbers, totals); empty when the check passes. */
  broken: string[];
}

const count = (value: number, noun: string) => `${value.toLocaleString('en-US')} ${noun}`;

/**
 * Paid orders against their credits: the deposit credits the player the order's amount and the
 * bonus credits exactly the bonus decided (nothing when none), and an order not paid has no credit.
 */
async function depositCreditProblems(db: Queryable): Promise<string[]> {
  return listOf(
    db,
    `WITH credits AS (
       SELECT transaction.idempotency_key AS key, sum(posting.amount) AS credited
         FROM ledger_transactions AS transaction
         JOIN ledger_postings AS posting ON posting.transaction_id = transaction.id
         JOIN ledger_accounts AS account ON account.id = posting.account_id AND account.kind = 'player'
        WHERE transaction.idempotency_key LIKE 'deposit:%' OR transaction.idempotency_key LIKE 'deposit-bonus:%'
        GROUP BY transaction.idempotency_key
     )
     SELECT o.order_no || ' (' || o.status || ': deposit ' || coalesce(deposit.credited, 0)
              || ' of ' || o.amount || ', bonus ' || coalesce(bonus.credited, 0)
              || ' of ' || coalesce(o.bonus_amount, 0) || ')' AS value
       FROM deposit_orders AS o
       LEFT JOIN credits AS deposit ON deposit.key = 'deposit:' || o.order_no
       LEFT JOIN credits AS bonus ON bonus.key = 'deposit-bonus:' || o.order_no
      WHERE CASE WHEN o.status = 'paid'
                 THEN deposit.credited IS DISTINCT FROM o.amount
                      OR coalesce(bonus.credited, 0) <> coalesce(o.bonus_amount, -1)
                 ELSE deposit.key IS NOT NULL OR bonus.key IS NOT NULL END
      ORDER BY o.id`,
  );
}

/**
 * Withdrawals against their postings: each moved its amount from the player to the held account
 * once, and each settled one moved it on once, to the house (paid) or back (refunded).
 */
async function withdrawalPostingProblems(db: Queryable): Promise<string[]> {
  return listOf(
    db,
    `WITH moves AS (
       SELECT transaction.idempotency_key AS key, sum(posting.amount) AS into_held
         FROM ledger_transactions AS transaction
         JOIN ledger_postings AS posting ON posting.transaction_id = transaction.id
         JOIN ledger_accounts AS account ON account.id = posting.account_id AND account.kind = 'held'
        WHERE transaction.idempotency_key LIKE 'withdrawal%'
        GROUP BY transaction.idempotency_key
     )
     SELECT w.withdrawal_no || ' (' || w.status || ': held ' || coalesce(hold.into_held, 0)
              || ', released ' || coalesce(-paid.into_held, 0) || ' + ' || coalesce(-refunded.into_held, 0)
              || ' of ' || w.amount || ')' AS value
       FROM withdrawals AS w
       LEFT JOIN moves AS hold ON hold.key = 'withdrawal:' || w.withdrawal_no
       LEFT JOIN moves AS paid ON paid.key = 'withdrawal-paid:' || w.withdrawal_no
       LEFT JOIN moves AS refunded ON refunded.key = 'withdrawal-refunded:' || w.withdrawal_no
      WHERE hold.into_held IS DISTINCT FROM w.amount
         OR coalesce(-paid.into_held, 0) <> CASE WHEN w.status = 'paid' THEN w.amount ELSE 0 END
         OR coalesce(-refunded.into_held, 0) <> CASE WHEN w.status = 'refunded' THEN w.amount ELSE 0 END
      ORDER BY w.id`,
  );
}

/** Each player's held account against the withdrawals still held. */
async function heldProblems(db: Queryable): Promise<string[]> {
  return listOf(
    db,
    `WITH held_withdrawals AS (
       SELECT user_id, sum(amount) AS amount FROM withdrawals WHERE status = 'held' GROUP BY user_id
     ), held_accounts AS (
       SELECT owner_user_id AS user_id, balance FROM ledger_accounts WHERE kind = 'held'
     )
     SELECT 'player ' || coalesce(a.user_id, w.user_id) || ' holds ' || coalesce(a.balance, 0)
              || ' for ' || coalesce(w.amount, 0) || ' in held withdrawals' AS value
       FROM held_accounts AS a
       FULL JOIN held_withdrawals AS w ON w.user_id = a.user_id
      WHERE coalesce(a.balance, 0) <> coalesce(w.amount, 0)
      ORDER BY 1`,
  );
}

/** Every check, on one consistent view of the database (`db` should be a read-only snapshot). */
export async function checkLedger(db: Queryable): Promise<LedgerCheck[]> {
  const invariants = await checkLedgerInvariants(db);
  const sizes = (
    await db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM ledger_accounts)::int AS accounts,
              (SELECT count(*) FROM ledger_accounts WHERE kind = 'player')::int AS players,
              (SELECT count(*) FROM ledger_transactions)::int AS transactions,
              (SELECT count(*) FROM ledger_postings)::int AS postings,
              (SELECT count(*) FROM deposit_orders WHERE status = 'paid')::int AS paid_orders,
              (SELECT count(*) FROM deposit_orders)::int AS orders,
              (SELECT count(*) FROM withdrawals)::int AS withdrawals,
              (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE status = 'held')::bigint AS held,
              (SELECT count(*) FROM game_rounds)::int AS rounds,
              (SELECT count(*) FROM reward_grants)::int AS grants,
              (SELECT count(*) FROM deposit_orders WHERE coupon_lot_id IS NOT NULL)::int AS coupon_orders`,
    )
  ).rows[0] as Record<string, number>;
  const ids = (values: (number | string)[]) => values.map(String);
  const checks: LedgerCheck[] = [
    {
      name: 'every account balance equals the sum of its postings',
      figure: count(sizes.accounts ?? 0, 'accounts'),
      broken: [
        ...ids(invariants.balanceMismatches).map((id) => `account ${id}`),
        ...ids(invariants.balanceAfterMismatches).map((id) => `posting ${id} (balance after)`),
      ],
    },
    {
      name: "every transaction's postings sum to zero",
      figure: `${count(sizes.transactions ?? 0, 'transactions')}, ${count(sizes.postings ?? 0, 'postings')}`,
      broken: [
        ...ids(invariants.unbalancedTransactions).map((id) => `transaction ${id}`),
        ...(invariants.postingSum === 0 ? [] : [`all postings sum to ${invariants.postingSum}`]),
        ...invariants.duplicateKeys.map((key) => `key ${key} used twice`),
      ],
    },
    {
      name: 'no player balance is negative',
      figure: count(sizes.players ?? 0, 'player accounts'),
      broken: ids(invariants.negativePlayerAccounts).map((id) => `account ${id}`),
    },
    {
      name: 'held accounts equal the withdrawals held',
      figure: `${Number(sizes.held ?? 0)} held in ${count(sizes.withdrawals ?? 0, 'withdrawals')}`,
      broken: await heldProblems(db),
    },
    {
      name: 'each withdrawal was held and released once',
      figure: count(sizes.withdrawals ?? 0, 'withdrawals'),
      broken: await withdrawalPostingProblems(db),
    },
    {
      name: 'paid orders equal their credits (deposit and decided bonus)',
      figure: `${count(sizes.paid_orders ?? 0, 'paid')} of ${count(sizes.orders ?? 0, 'orders')}`,
      broken: await depositCreditProblems(db),
    },
    {
      name: 'each reward grant credited its coin once',
      figure: count(sizes.grants ?? 0, 'grants'),
      broken: await grantCreditProblems(db),
    },
    {
      name: 'deposit coupons: granted once for paid orders, taken from their lots once per open or paid order',
      figure: count(sizes.coupon_orders ?? 0, 'orders with a coupon'),
      broken: await couponProblems(db),
    },
    {
      name: 'each game round took its stake and paid its win (or returned its stake) once',
      figure: count(sizes.rounds ?? 0, 'rounds'),
      broken: await roundPostingProblems(db),
    },
  ];
  for (const total of await reconcileWallet(db)) {
    checks.push({
      name: `wallet total agrees with the ledger: ${total.name}`,
      figure: String(total.ledger),
      broken:
        total.wallet === total.ledger ? [] : [`the wallet says ${total.wallet}, the ledger ${total.ledger}`],
    });
  }
  return checks;
}

/**
 * `checkLedger` in one read-only transaction: on PostgreSQL a snapshot (REPEATABLE READ), so a
 * server running meanwhile cannot make totals read at different moments disagree.
 */
export function checkLedgerSnapshot(db: Database): Promise<LedgerCheck[]> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    return checkLedger(tx);
  });
}
