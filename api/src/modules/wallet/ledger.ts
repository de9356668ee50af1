import { createHash } from 'node:crypto';
import { maxMoneyAmount } from '@casino/contracts';
import type { Database, Queryable } from '../../db/database.js';

/**
 * The double-entry ledger (migration 002). Every coin movement is one transaction whose postings
 * sum to zero; balances are integer hundredths kept on the account rows in the same database
 * transaction. The database enforces the invariants too (see api/README.md, "Ledger"): the checks
 * here give callers clear errors, the constraints make a bug or a stray SQL statement unable to
 * break them.
 */

export type AccountKind = 'player' | 'held' | 'bonus' | 'house' | 'provider' | 'safebox';
export type TransactionKind = 'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus' | 'correction' | 'transfer';

export const transactionKinds: readonly TransactionKind[] = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'bonus',
  'correction',
  'transfer',
];

/** What the movement is about (order id, game round, corrected transaction...): stored as jsonb. */
export type TransactionReference = { [key: string]: unknown };

export interface PostingRequest {
  accountId: number;
  /** Hundredths: positive credits the account, negative debits it. */
  amount: number;
}

export interface TransactionRequest {
  /** Chosen by the caller (1 to 200 characters); the same key never applies twice. */
  idempotencyKey: string;
  kind: TransactionKind;
  postings: PostingRequest[];
  reference?: TransactionReference;
}

export interface Posting extends PostingRequest {
  /** The account's balance right after this posting. */
  balanceAfter: number;
}

export interface PostedTransaction {
  id: number;
  idempotencyKey: string;
  kind: TransactionKind;
  reference: TransactionReference | null;
  createdAt: Date;
  /** Ordered by account id. */
  postings: Posting[];
  /** True when this key had already been applied and this is the first result, read back. */
  replayed: boolean;
}

export interface LedgerAccount {
  id: number;
  kind: AccountKind;
  ownerUserId: number | null;
  systemName: string | null;
  balance: number;
}

/** The request itself is malformed (postings, key or kind); nothing was written. */
export class InvalidTransactionError extends Error {
  override name = 'InvalidTransactionError';
}

/** The key was already used for a request with other parameters; the first one stands. */
export class IdempotencyConflictError extends Error {
  override name = 'IdempotencyConflictError';
  constructor(
    readonly idempotencyKey: string,
    readonly existingTransactionId: number,
  ) {
    super(
      `Idempotency key "${idempotencyKey}" was already used by transaction ${existingTransactionId} with other parameters`,
    );
  }
}

/** A player account would go below zero; nothing was written, so the key stays free. */
export class InsufficientFundsError extends Error {
  override name = 'InsufficientFundsError';
  constructor(
    readonly accountId: number,
    readonly balance: number,
    readonly amount: number,
  ) {
    super(`Account ${accountId} holds ${balance} and cannot be debited ${-amount}`);
  }
}

export class UnknownAccountError extends Error {
  override name = 'UnknownAccountError';
  constructor(readonly accountIds: number[]) {
    super(`No ledger account ${accountIds.join(', ')}`);
  }
}

const maxIdempotencyKeyLength = 200;

interface AccountRow {
  id: number;
  kind: AccountKind;
  owner_user_id: number | null;
  system_name: string | null;
  balance: number;
}

function toLedgerAccount(row: AccountRow): LedgerAccount {
  return {
    id: row.id,
    kind: row.kind,
    ownerUserId: row.owner_user_id,
    systemName: row.system_name,
    balance: row.balance,
  };
}

const accountColumns = 'id, kind, owner_user_id, system_name, balance';

export type AccountOwner = { ownerUserId: number } | { systemName: string };

/**
 * The account of this kind for a player, or the system account of this name; created on first use.
 * Safe to call concurrently: a second caller gets the same account.
 */
export async function openAccount(
  db: Queryable,
  kind: AccountKind,
  owner: AccountOwner,
): Promise<LedgerAccount> {
  const [ownerUserId, systemName] =
    'ownerUserId' in owner ? [owner.ownerUserId, null] : [null, owner.systemName];
  const lookUp = () =>
    ownerUserId === null
      ? db.query<AccountRow>(`SELECT ${accountColumns} FROM ledger_accounts WHERE system_name = $1`, [
          systemName,
        ])
      : db.query<AccountRow>(
          `SELECT ${accountColumns} FROM ledger_accounts WHERE owner_user_id = $1 AND kind = $2`,
          [ownerUserId, kind],
        );
  let row = (await lookUp()).rows[0];
  if (!row) {
    // No conflict target: an existing owner/kind or name both mean "take the existing account".
    await db.query(
      `INSERT INTO ledger_accounts (kind, owner_user_id, system_name) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [kind, ownerUserId, systemName],
    );
    row = (await lookUp()).rows[0];
  }
  if (!row)
    throw new Error(`Ledger account ${systemName ?? `${kind} of user ${ownerUserId}`} was not created`);
  if (row.kind !== kind) {
    throw new InvalidTransactionError(`System account "${systemName}" is a ${row.kind} account, not ${kind}`);
  }
  return toLedgerAccount(row);
}

/** The player's spendable-coin account, created on first use. */
export function playerAccountOf(db: Queryable, userId: number): Promise<LedgerAccount> {
  return openAccount(db, 'player', { ownerUserId: userId });
}

/** The player's coin in hundredths; 0 before the first movement (without creating the account). */
export async function balanceOf(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(
    `SELECT balance FROM ledger_accounts WHERE owner_user_id = $1 AND kind = 'player'`,
    [userId],
  );
  return rows[0]?.balance ?? 0;
}

/** JSON with object keys sorted, so equal parameters always hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Checks the request and returns its postings ordered by account id (the lock order). */
function checkRequest(request: TransactionRequest): PostingRequest[] {
  const { idempotencyKey, kind, postings } = request;
  if (
    typeof idempotencyKey !== 'string' ||
    idempotencyKey.length === 0 ||
    idempotencyKey.length > maxIdempotencyKeyLength
  ) {
    throw new InvalidTransactionError(
      `The idempotency key must be 1 to ${maxIdempotencyKeyLength} characters`,
    );
  }
  if (!transactionKinds.includes(kind))
    throw new InvalidTransactionError(`Unknown transaction kind "${kind}"`);
  if (!Array.isArray(postings) || postings.length < 2) {
    throw new InvalidTransactionError('A transaction needs at least two postings');
  }
  const seen = new Set<number>();
  // BigInt: the sum of safe integers may itself be beyond 2^53, where doubles round.
  let sum = 0n;
  for (const { accountId, amount } of postings) {
    if (!Number.isSafeInteger(accountId) || accountId <= 0) {
      throw new InvalidTransactionError(`Account id ${accountId} is not a positive integer`);
    }
    if (!Number.isSafeInteger(amount) || amount === 0) {
      throw new InvalidTransactionError(`Amount ${amount} of account ${accountId} is not a non-zero integer`);
    }
    if (Math.abs(amount) > maxMoneyAmount) {
      throw new InvalidTransactionError(
        `Amount ${amount} of account ${accountId} is above the largest amount, ${maxMoneyAmount}`,
      );
    }
    if (seen.has(accountId)) throw new InvalidTransactionError(`Account ${accountId} is posted twice`);
    seen.add(accountId);
    sum += BigInt(amount);
  }
  if (sum !== 0n) throw new InvalidTransactionError(`Postings sum to ${sum}, not zero`);
  return postings
    .map(({ accountId, amount }) => ({ accountId, amount }))
    .sort((a, b) => a.accountId - b.accountId);
}

function hashRequest(kind: TransactionKind, postings: PostingRequest[], reference: unknown): string {
  return createHash('sha256')
    .update(canonicalJson({ kind, postings, reference: reference ?? null }))
    .digest('hex');
}

interface TransactionRow {
  id: number;
  idempotency_key: string;
  kind: TransactionKind;
  request_hash: string;
  reference: TransactionReference | null;
  created_at: Date;
}

interface PostingRow {
  account_id: number;
  amount: number;
  balance_after: number;
}

function toPostings(rows: PostingRow[]): Posting[] {
  return rows.map((row) => ({
    accountId: row.account_id,
    amount: row.amount,
    balanceAfter: row.balance_after,
  }));
}

/** The transaction already stored under this key, if the request matches it. */
async function readFirstResult(tx: Queryable, idempotencyKey: string, requestHash: string) {
  const stored = (
    await tx.query<TransactionRow>(
      `SELECT id, idempotency_key, kind, request_hash, reference, created_at
         FROM ledger_transactions WHERE idempotency_key = $1`,
      [idempotencyKey],
    )
  ).rows[0];
  if (!stored) throw new Error(`Ledger transaction with key "${idempotencyKey}" not found after a conflict`);
  if (stored.request_hash !== requestHash) throw new IdempotencyConflictError(idempotencyKey, stored.id);
  const postings = await tx.query<PostingRow>(
    'SELECT account_id, amount, balance_after FROM ledger_postings WHERE transaction_id = $1 ORDER BY account_id',
    [stored.id],
  );
  return {
    id: stored.id,
    idempotencyKey: stored.idempotency_key,
    kind: stored.kind,
    reference: stored.reference,
    createdAt: stored.created_at,
    postings: toPostings(postings.rows),
    replayed: true,
  } satisfies PostedTransaction;
}

/**
 * Applies one transaction atomically, or returns the first result when its key was already applied
 * with the same parameters. Throws InvalidTransactionError, IdempotencyConflictError,
 * InsufficientFundsError or UnknownAccountError; nothing is written when it throws.
 */
export async function postTransaction(db: Database, request: TransactionRequest): Promise<PostedTransaction> {
  checkRequest(request);
  return db.transaction((tx) => postTransactionIn(tx, request));
}

/**
 * `postTransaction` inside a database transaction the caller already runs, so the movement commits
 * or rolls back together with the caller's other writes (an order's status, a withdrawal row).
 */
export async function postTransactionIn(
  tx: Queryable,
  request: TransactionRequest,
): Promise<PostedTransaction> {
  const postings = checkRequest(request);
  const { idempotencyKey, kind } = request;
  // As jsonb will hold it (dates become strings...), so the hash and a replay see the same value.
  const reference: TransactionReference | null = request.reference
    ? JSON.parse(JSON.stringify(request.reference))
    : null;
  const requestHash = hashRequest(kind, postings, reference);
  const accountIds = postings.map((posting) => posting.accountId);
  // One round trip: claim the key and, only if it was free, lock the accounts in id order (so two
  // transfers over the same accounts cannot deadlock). A concurrent request with the same key
  // waits at the INSERT until this one commits or rolls back, then finds the row (DO NOTHING: no
  // unique-violation error) and replays it.
  const claimed = await tx.query<{
    transaction_id: number;
    created_at: Date;
    account_id: number | null;
    account_kind: AccountKind | null;
    balance: number | null;
  }>(
    `WITH created AS (
       INSERT INTO ledger_transactions (idempotency_key, kind, request_hash, reference)
       VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id, created_at
     )
     SELECT created.id AS transaction_id, created.created_at,
            account.id AS account_id, account.kind AS account_kind, account.balance
       FROM created
       LEFT JOIN LATERAL (
         SELECT id, kind, balance FROM ledger_accounts
          WHERE id = ANY($5::bigint[]) AND created.id IS NOT NULL
          ORDER BY id
            FOR UPDATE
       ) AS account ON true`,
    [idempotencyKey, kind, requestHash, reference === null ? null : JSON.stringify(reference), accountIds],
  );
  const created = claimed.rows[0];
  if (!created) return readFirstResult(tx, idempotencyKey, requestHash);

  const lockedAccounts = new Map(claimed.rows.map((row) => [row.account_id, row]));
  const unknownIds = accountIds.filter((id) => !lockedAccounts.has(id));
  if (unknownIds.length > 0) throw new UnknownAccountError(unknownIds);
  for (const { accountId, amount } of postings) {
    const account = lockedAccounts.get(accountId);
    // A player's coin and safebox hold what they hold; the operator's accounts may go negative.
    if (
      (account?.account_kind === 'player' || account?.account_kind === 'safebox') &&
      (account.balance ?? 0) + amount < 0
    ) {
      throw new InsufficientFundsError(accountId, account.balance ?? 0, amount);
    }
  }
  const posted = await tx.query<PostingRow>(
    `WITH moved AS (
         UPDATE ledger_accounts AS account SET balance = account.balance + movement.amount
           FROM unnest($2::bigint[], $3::bigint[]) AS movement (account_id, amount)
          WHERE account.id = movement.account_id
         RETURNING account.id, movement.amount, account.balance
       )
       INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
       SELECT $1, id, amount, balance FROM moved ORDER BY id
       RETURNING account_id, amount, balance_after`,
    [created.transaction_id, accountIds, postings.map((posting) => posting.amount)],
  );
  return {
    id: created.transaction_id,
    idempotencyKey,
    kind,
    reference,
    createdAt: created.created_at,
    postings: toPostings(posted.rows.sort((a, b) => a.account_id - b.account_id)),
    replayed: false,
  };
}

export interface CoinHistoryQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  kinds?: TransactionKind[];
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/** One row of `appUserCoinDetail`. */
export interface CoinHistoryRow {
  transactionId: number;
  kind: TransactionKind;
  /** Signed hundredths: positive credited the player. */
  amount: number;
  balanceAfter: number;
  createdAt: Date;
  reference: TransactionReference | null;
}

export interface CoinHistoryPage {
  list: CoinHistoryRow[];
  total: number;
  pages: number;
}

export const maxCoinHistoryPageSize = 100;

/** A player's coin movements, newest first. */
export async function coinHistory(
  db: Queryable,
  userId: number,
  { page, pageSize, kinds, from, to }: CoinHistoryQuery,
): Promise<CoinHistoryPage> {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`Page ${page} is not a positive integer`);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxCoinHistoryPageSize) {
    throw new RangeError(`Page size ${pageSize} is not between 1 and ${maxCoinHistoryPageSize}`);
  }
  const filters = `FROM ledger_postings AS posting
      JOIN ledger_accounts AS account ON account.id = posting.account_id
      JOIN ledger_transactions AS transaction ON transaction.id = posting.transaction_id
     WHERE account.owner_user_id = $1 AND account.kind = 'player'
       AND ($2::text[] IS NULL OR transaction.kind = ANY($2::text[]))
       AND ($3::timestamptz IS NULL OR transaction.created_at >= $3::timestamptz)
       AND ($4::timestamptz IS NULL OR transaction.created_at < $4::timestamptz)`;
  const filterParams = [userId, kinds ?? null, from ?? null, to ?? null];
  const counted = await db.query<{ total: number }>(`SELECT count(*) AS total ${filters}`, filterParams);
  const total = counted.rows[0]?.total ?? 0;
  const { rows } = await db.query<{
    transaction_id: number;
    kind: TransactionKind;
    amount: number;
    balance_after: number;
    created_at: Date;
    reference: TransactionReference | null;
  }>(
    `SELECT posting.transaction_id, transaction.kind, posting.amount, posting.balance_after,
            transaction.created_at, transaction.reference
       ${filters}
      ORDER BY posting.id DESC
      LIMIT $5 OFFSET $6`,
    [...filterParams, pageSize, (page - 1) * pageSize],
  );
  return {
    list: rows.map((row) => ({
      transactionId: row.transaction_id,
      kind: row.kind,
      amount: row.amount,
      balanceAfter: row.balance_after,
      createdAt: row.created_at,
      reference: row.reference,
    })),
    total,
    pages: Math.ceil(total / pageSize),
  };
}
