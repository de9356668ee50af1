import { maxMoneyAmount } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorageConfig } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { migrate } from '../../../db/migrate.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import {
  balanceOf,
  coinHistory,
  IdempotencyConflictError,
  InsufficientFundsError,
  InvalidTransactionError,
  type LedgerAccount,
  openAccount,
  type PostedTransaction,
  type Posting,
  type PostingRequest,
  playerAccountOf,
  postTransaction,
  type TransactionReference,
  type TransactionRequest,
  UnknownAccountError,
} from '../ledger.js';
import { checkLedgerInvariants, soundLedger } from '../ledger-check.js';
import { insertTestUsers, seededRandom } from './ledger-fixtures.js';

const { migrationsDir } = loadStorageConfig({});

interface PostingRow {
  transaction_id: number;
  account_id: number;
  amount: number;
  balance_after: number;
}

/** What a raised database error carries. */
interface RaisedError {
  code: string;
  detail: string;
  message: string;
}

announceDatabaseLegs('ledger');

describe.each(databaseLegs)('ledger on $name', (leg) => {
  let db: Database;
  let house: LedgerAccount;
  let keyCounter = 0;
  const freshKey = (label: string) => {
    keyCounter += 1;
    return `${label}-${keyCounter}`;
  };

  /** A new player whose account holds `amount`, deposited from the house. */
  async function fundedPlayer(amount: number): Promise<{ userId: number; account: LedgerAccount }> {
    const [userId] = await insertTestUsers(db, 1);
    if (userId === undefined) throw new Error('no user');
    const account = await playerAccountOf(db, userId);
    if (amount > 0) {
      await postTransaction(db, {
        idempotencyKey: freshKey('deposit'),
        kind: 'deposit',
        postings: [
          { accountId: house.id, amount: -amount },
          { accountId: account.id, amount },
        ],
      });
    }
    return { userId, account };
  }

  /**
   * A transaction and its postings (`[account id, amount]`) written with raw SQL, past every check in
   * code: only the database's own can refuse them. The postings name the new transaction, or
   * `postingsTransactionId` when given.
   */
  const rawTransaction = (key: string, postings: Array<[number, number]>, postingsTransactionId?: number) =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO ledger_transactions (idempotency_key, kind, request_hash)
         VALUES ($1, 'correction', 'raw') RETURNING id`,
        [key],
      );
      for (const [accountId, amount] of postings) {
        await tx.query(
          'INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after) VALUES ($1, $2, $3, 0)',
          [postingsTransactionId ?? rows[0]?.id, accountId, amount],
        );
      }
    });

  const countTransactions = async () =>
    (await db.query<{ count: number }>('SELECT count(*) AS count FROM ledger_transactions')).rows[0]?.count;

  beforeAll(async () => {
    db = await leg.open();
    await migrate(db, migrationsDir);
    house = await openAccount(db, 'house', { systemName: 'house' });
  });
  afterAll(async () => {
    await leg.dispose(db);
  });

  it('moves coin in one transaction and records each balance after it', async () => {
    const { userId, account } = await fundedPlayer(10_000);
    const bonus = await openAccount(db, 'bonus', { systemName: 'welcome-bonus' });
    const posted = await postTransaction(db, {
      idempotencyKey: freshKey('bonus'),
      kind: 'bonus',
      postings: [
        { accountId: account.id, amount: 250 },
        { accountId: bonus.id, amount: -250 },
      ],
      reference: { campaign: 'welcome' },
    });
    expect(posted).toMatchObject({
      kind: 'bonus',
      replayed: false,
      reference: { campaign: 'welcome' },
      postings: [
        { accountId: account.id, amount: 250, balanceAfter: 10_250 },
        { accountId: bonus.id, amount: -250, balanceAfter: -250 },
      ],
    });
    expect(posted.createdAt).toBeInstanceOf(Date);
    expect(await balanceOf(db, userId)).toBe(10_250);
    expect(await checkLedgerInvariants(db)).toEqual(soundLedger);
  });

  it('answers 0 for a player without an account, without creating one', async () => {
    const [userId] = await insertTestUsers(db, 1);
    expect(await balanceOf(db, userId ?? 0)).toBe(0);
    const { rows } = await db.query('SELECT id FROM ledger_accounts WHERE owner_user_id = $1', [userId]);
    expect(rows).toEqual([]);
  });

  it('opens each account once, also when asked concurrently', async () => {
    const [userId] = await insertTestUsers(db, 1);
    if (userId === undefined) throw new Error('no user');
    const opened = await Promise.all(Array.from({ length: 8 }, () => playerAccountOf(db, userId)));
    expect(new Set(opened.map((account) => account.id)).size).toBe(1);
    expect(opened[0]).toMatchObject({ kind: 'player', ownerUserId: userId, systemName: null, balance: 0 });
    expect((await openAccount(db, 'house', { systemName: 'house' })).id).toBe(house.id);
    await expect(openAccount(db, 'provider', { systemName: 'house' })).rejects.toThrow(/house account/);
  });

  it('refuses malformed postings before touching the database', async () => {
    const { account } = await fundedPlayer(1_000);
    const before = await countTransactions();
    const attempt = (postings: PostingRequest[], idempotencyKey = freshKey('bad')) =>
      postTransaction(db, { idempotencyKey, kind: 'transfer', postings });
    const unbalanced = [
      { accountId: house.id, amount: -100 },
      { accountId: account.id, amount: 99 },
    ];
    await expect(attempt(unbalanced)).rejects.toThrow(/sum to 1, not zero|sum to -1, not zero/);
    await expect(attempt(unbalanced)).rejects.toBeInstanceOf(InvalidTransactionError);
    await expect(
      attempt([
        { accountId: house.id, amount: -0.5 },
        { accountId: account.id, amount: 0.5 },
      ]),
    ).rejects.toThrow(/not a non-zero integer/);
    await expect(
      attempt([
        { accountId: house.id, amount: 0 },
        { accountId: account.id, amount: 0 },
      ]),
    ).rejects.toThrow(/not a non-zero integer/);
    // Above the largest amount any request may name: no overflow of a bigint, no inexact sum.
    await expect(
      attempt([
        { accountId: house.id, amount: -(maxMoneyAmount + 1) },
        { accountId: account.id, amount: maxMoneyAmount + 1 },
      ]),
    ).rejects.toThrow(/above the largest amount/);
    await expect(attempt([{ accountId: house.id, amount: 100 }])).rejects.toThrow(/at least two postings/);
    await expect(
      attempt([
        { accountId: account.id, amount: -100 },
        { accountId: account.id, amount: 100 },
      ]),
    ).rejects.toThrow(/posted twice/);
    await expect(
      attempt(
        [
          { accountId: house.id, amount: -1 },
          { accountId: account.id, amount: 1 },
        ],
        '',
      ),
    ).rejects.toThrow(/idempotency key/);
    await expect(
      postTransaction(db, {
        idempotencyKey: freshKey('bad'),
        kind: 'gift' as TransactionRequest['kind'],
        postings: unbalanced,
      }),
    ).rejects.toThrow(/Unknown transaction kind/);
    expect(await countTransactions()).toBe(before);
  });

  it('refuses, in the database, postings that do not sum to zero or a transaction without postings', async () => {
    const { account } = await fundedPlayer(1_000);
    await expect(
      rawTransaction(freshKey('raw'), [
        [house.id, -100],
        [account.id, 90],
      ]),
    ).rejects.toThrow(/unbalanced/);
    await expect(rawTransaction(freshKey('raw'), [])).rejects.toThrow(/unbalanced: 0 postings/);
    await expect(
      rawTransaction(freshKey('raw'), [
        [house.id, 0],
        [account.id, 0],
      ]),
    ).rejects.toThrow(/ledger_postings_amount_check/);
    expect(await checkLedgerInvariants(db)).toEqual(soundLedger);
  });

  it('refuses, in the database, new postings on an already committed transaction, even balanced ones', async () => {
    await fundedPlayer(1_000);
    const { rows } = await db.query<{ id: number }>('SELECT max(id) AS id FROM ledger_transactions');
    // Accounts the committed deposit does not touch, so only the append-only rule can refuse.
    const { account: payee } = await fundedPlayer(0);
    const source = await openAccount(db, 'bonus', { systemName: 'late-postings' });
    await expect(
      db.transaction(async (tx) => {
        for (const [accountId, amount] of [
          [source.id, -5],
          [payee.id, 5],
        ]) {
          await tx.query(
            'INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after) VALUES ($1, $2, $3, 0)',
            [rows[0]?.id, accountId, amount],
          );
        }
      }),
    ).rejects.toThrow(/same database transaction/);
  });

  it('refuses, in the database, a posting naming no transaction or no account', async () => {
    const { account } = await fundedPlayer(0);
    const before = await countTransactions();
    await expect(rawTransaction(freshKey('raw'), [[account.id, 5]], 987_654_321)).rejects.toMatchObject({
      code: '23503',
    });
    await expect(rawTransaction(freshKey('raw'), [[987_654_321, 5]])).rejects.toMatchObject({
      code: '23503',
    });
    expect(await countTransactions()).toBe(before);
  });

  it('keeps every account that postings name: no delete, truncate or new id', async () => {
    const { userId, account } = await fundedPlayer(300);
    await expect(db.query('DELETE FROM ledger_accounts WHERE id = $1', [account.id])).rejects.toMatchObject({
      code: '23503',
    });
    await expect(
      db.query('UPDATE ledger_accounts SET id = id + 1000000 WHERE id = $1', [account.id]),
    ).rejects.toMatchObject({ code: '23503' });
    // The postings go with their accounts or not at all, and they are append-only.
    await expect(db.query('TRUNCATE ledger_accounts CASCADE')).rejects.toThrow(/append-only/);
    expect(await balanceOf(db, userId)).toBe(300);
    expect(await checkLedgerInvariants(db)).toEqual(soundLedger);
  });

  it('never lets a player account go below zero: InsufficientFundsError, and a raw UPDATE hits the CHECK', async () => {
    const { userId, account } = await fundedPlayer(500);
    const other = await fundedPlayer(0);
    const key = freshKey('overdraft');
    const overdraft: TransactionRequest = {
      idempotencyKey: key,
      kind: 'transfer',
      postings: [
        { accountId: account.id, amount: -501 },
        { accountId: other.account.id, amount: 501 },
      ],
    };
    const refusal = postTransaction(db, overdraft);
    await expect(refusal).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(refusal).rejects.toMatchObject({ accountId: account.id, balance: 500, amount: -501 });
    expect(await balanceOf(db, userId)).toBe(500);
    // Nothing was written, so the key is still free for a request that fits.
    const { rows } = await db.query('SELECT id FROM ledger_transactions WHERE idempotency_key = $1', [key]);
    expect(rows).toEqual([]);

    await expect(
      db.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [account.id]),
    ).rejects.toThrow(/ledger_accounts_player_balance_check/);
    // The house may owe: only player accounts are bounded below.
    expect((await openAccount(db, 'house', { systemName: 'house' })).balance).toBeLessThan(0);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of transactions and postings', async () => {
    await fundedPlayer(700);
    const before = await checkLedgerInvariants(db);
    const refusals = [
      `UPDATE ledger_transactions SET kind = 'correction'`,
      'DELETE FROM ledger_transactions',
      'TRUNCATE ledger_transactions CASCADE',
      'UPDATE ledger_postings SET amount = amount * 2',
      'DELETE FROM ledger_postings',
      'TRUNCATE ledger_postings',
    ];
    for (const sql of refusals) {
      await expect(db.query(sql), sql).rejects.toThrow(/append-only/);
    }
    expect(await checkLedgerInvariants(db)).toEqual(before);
  });

  it('returns the first result for a retry with the same key and parameters, applied once', async () => {
    const payer = await fundedPlayer(1_000);
    const payee = await fundedPlayer(0);
    const request: TransactionRequest = {
      idempotencyKey: freshKey('retry'),
      kind: 'transfer',
      postings: [
        { accountId: payer.account.id, amount: -300 },
        { accountId: payee.account.id, amount: 300 },
      ],
      reference: { note: 'rent', nested: { b: 2, a: 1 } },
    };
    const first = await postTransaction(db, request);
    // Same parameters in another order (postings and reference keys) are the same request.
    const retry = await postTransaction(db, {
      ...request,
      postings: [...request.postings].reverse(),
      reference: { nested: { a: 1, b: 2 }, note: 'rent' },
    });
    expect(retry).toEqual({ ...first, replayed: true });
    const concurrentRetries = await Promise.all(
      Array.from({ length: 5 }, () => postTransaction(db, request)),
    );
    for (const again of concurrentRetries) expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(db, payer.userId)).toBe(700);
    expect(await balanceOf(db, payee.userId)).toBe(300);
  });

  it('applies a key once when its first requests arrive together: the others replay or conflict', async () => {
    const payer = await fundedPlayer(1_000);
    const payee = await fundedPlayer(0);
    const idempotencyKey = freshKey('race');
    const requestOf = (amount: number): TransactionRequest => ({
      idempotencyKey,
      kind: 'transfer',
      postings: [
        { accountId: payer.account.id, amount: -amount },
        { accountId: payee.account.id, amount },
      ],
    });
    // Nothing is committed under the key yet: on PostgreSQL these race for its unique index.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) => postTransaction(db, requestOf(index % 3 === 2 ? 20 : 10))),
    );
    const results = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    for (const refusal of refusals) expect(refusal).toBeInstanceOf(IdempotencyConflictError);
    const applied = results[0]?.postings.find((posting) => posting.accountId === payee.account.id)?.amount;
    // Every request with the winner's parameters was answered with its result, the others refused.
    expect(results.length).toBe(applied === 10 ? 8 : 4);
    expect(await balanceOf(db, payee.userId)).toBe(applied);
  });

  it('refuses the same key with other parameters, and the first transaction stands', async () => {
    const payer = await fundedPlayer(1_000);
    const payee = await fundedPlayer(0);
    const request: TransactionRequest = {
      idempotencyKey: freshKey('conflict'),
      kind: 'transfer',
      postings: [
        { accountId: payer.account.id, amount: -100 },
        { accountId: payee.account.id, amount: 100 },
      ],
    };
    const first = await postTransaction(db, request);
    const variants: TransactionRequest[] = [
      {
        ...request,
        postings: [
          { accountId: payer.account.id, amount: -101 },
          { accountId: payee.account.id, amount: 101 },
        ],
      },
      { ...request, kind: 'correction' },
      { ...request, reference: { note: 'other' } },
    ];
    for (const variant of variants) {
      const refusal = postTransaction(db, variant);
      await expect(refusal).rejects.toBeInstanceOf(IdempotencyConflictError);
      await expect(refusal).rejects.toMatchObject({ existingTransactionId: first.id });
    }
    expect(await balanceOf(db, payer.userId)).toBe(900);
  });

  it('refuses postings to an account that does not exist', async () => {
    const refusal = postTransaction(db, {
      idempotencyKey: freshKey('unknown'),
      kind: 'transfer',
      postings: [
        { accountId: house.id, amount: -1 },
        { accountId: 987_654_321, amount: 1 },
      ],
    });
    await expect(refusal).rejects.toBeInstanceOf(UnknownAccountError);
    await expect(refusal).rejects.toMatchObject({ accountIds: [987_654_321] });
  });

  it('pages the coin history newest first, filtered by kind and time', async () => {
    const { userId, account } = await fundedPlayer(1_000);
    const provider = await openAccount(db, 'provider', { systemName: 'slots-provider' });
    for (const [kind, amount] of [
      ['bet', -200],
      ['win', 500],
      ['bet', -100],
    ] as const) {
      await postTransaction(db, {
        idempotencyKey: freshKey(kind),
        kind,
        postings: [
          { accountId: account.id, amount },
          { accountId: provider.id, amount: -amount },
        ],
        reference: { gameId: 1001 },
      });
    }
    const firstPage = await coinHistory(db, userId, { page: 1, pageSize: 3 });
    expect(firstPage).toMatchObject({ total: 4, pages: 2 });
    expect(firstPage.list.map(({ kind, amount, balanceAfter }) => ({ kind, amount, balanceAfter }))).toEqual([
      { kind: 'bet', amount: -100, balanceAfter: 1_200 },
      { kind: 'win', amount: 500, balanceAfter: 1_300 },
      { kind: 'bet', amount: -200, balanceAfter: 800 },
    ]);
    expect(firstPage.list[0]).toMatchObject({ reference: { gameId: 1001 } });
    expect(firstPage.list[0]?.createdAt).toBeInstanceOf(Date);
    const secondPage = await coinHistory(db, userId, { page: 2, pageSize: 3 });
    expect(secondPage.list.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['deposit', 1_000, 1_000],
    ]);
    expect((await coinHistory(db, userId, { page: 3, pageSize: 3 })).list).toEqual([]);

    const bets = await coinHistory(db, userId, { page: 1, pageSize: 10, kinds: ['bet'] });
    expect(bets.list.map((row) => row.amount)).toEqual([-100, -200]);
    expect(bets.pages).toBe(1);
    const future = new Date(Date.now() + 60_000);
    expect((await coinHistory(db, userId, { page: 1, pageSize: 10, from: future })).total).toBe(0);
    expect((await coinHistory(db, userId, { page: 1, pageSize: 10, to: future })).total).toBe(4);

    const [stranger] = await insertTestUsers(db, 1);
    expect(await coinHistory(db, stranger ?? 0, { page: 1, pageSize: 10 })).toEqual({
      list: [],
      total: 0,
      pages: 0,
    });
    await expect(coinHistory(db, userId, { page: 0, pageSize: 10 })).rejects.toThrow(RangeError);
    await expect(coinHistory(db, userId, { page: 1, pageSize: 1_000 })).rejects.toThrow(RangeError);
  });

  it('keeps every invariant through 1,000 concurrent random transfers, 20% of them reusing a key', async () => {
    const random = seededRandom(leg.name === 'pglite' ? 20_240_101 : 20_240_102);
    const startingBalance = 5_000;
    const players = await Promise.all(Array.from({ length: 20 }, () => fundedPlayer(startingBalance)));
    const accountIds = players.map((player) => player.account.id);
    const pick = () => accountIds[Math.floor(random() * accountIds.length)] ?? 0;
    const randomTransfer = (idempotencyKey: string): TransactionRequest => {
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      // Up to 40% of a starting balance: some transfers overdraw and must be refused.
      const amount = 1 + Math.floor(random() * 2_000);
      return {
        idempotencyKey,
        kind: 'transfer',
        postings: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
        reference: { batch: leg.name },
      };
    };

    const requests: TransactionRequest[] = [];
    let sameParameterReuses = 0;
    let otherParameterReuses = 0;
    for (let index = 0; index < 1_000; index += 1) {
      const earlier = requests[Math.floor(random() * requests.length)];
      if (earlier && random() < 0.2) {
        if (random() < 0.5) {
          requests.push(structuredClone(earlier));
          sameParameterReuses += 1;
        } else {
          requests.push(randomTransfer(earlier.idempotencyKey));
          otherParameterReuses += 1;
        }
      } else {
        requests.push(randomTransfer(freshKey(`concurrent-${index}`)));
      }
    }

    const outcomes = await Promise.allSettled(requests.map((request) => postTransaction(db, request)));

    const resultsByKey = new Map<string, PostedTransaction[]>();
    let conflicts = 0;
    let overdrafts = 0;
    for (const [index, outcome] of outcomes.entries()) {
      const request = requests[index];
      if (!request) throw new Error('no request');
      if (outcome.status === 'rejected') {
        if (outcome.reason instanceof IdempotencyConflictError) conflicts += 1;
        else if (outcome.reason instanceof InsufficientFundsError) overdrafts += 1;
        else throw outcome.reason;
        continue;
      }
      // A result always describes the request it answers: a replay only matches equal parameters.
      const sortedRequest = [...request.postings].sort((a, b) => a.accountId - b.accountId);
      expect(outcome.value.postings.map(({ accountId, amount }) => ({ accountId, amount }))).toEqual(
        sortedRequest,
      );
      resultsByKey.set(request.idempotencyKey, [
        ...(resultsByKey.get(request.idempotencyKey) ?? []),
        outcome.value,
      ]);
    }

    // Each accepted key was applied exactly once; its replays returned that same transaction.
    let applied = 0;
    let replays = 0;
    const expectedBalances = new Map(accountIds.map((id) => [id, startingBalance]));
    for (const results of resultsByKey.values()) {
      const firsts = results.filter((result) => !result.replayed);
      expect(firsts).toHaveLength(1);
      expect(new Set(results.map((result) => result.id)).size).toBe(1);
      applied += 1;
      replays += results.length - 1;
      for (const { accountId, amount } of firsts[0]?.postings ?? []) {
        expectedBalances.set(accountId, (expectedBalances.get(accountId) ?? 0) + amount);
      }
    }
    const stored = await db.query<{ idempotency_key: string }>(
      `SELECT idempotency_key FROM ledger_transactions WHERE reference ->> 'batch' = $1`,
      [leg.name],
    );
    expect(stored.rows.map((row) => row.idempotency_key).sort()).toEqual([...resultsByKey.keys()].sort());
    expect(applied).toBe(stored.rows.length);

    expect(await checkLedgerInvariants(db)).toEqual(soundLedger);
    const balances = await db.query<{ id: number; balance: number }>(
      'SELECT id, balance FROM ledger_accounts WHERE id = ANY($1::bigint[])',
      [accountIds],
    );
    expect(new Map(balances.rows.map((row) => [row.id, row.balance]))).toEqual(expectedBalances);

    // The run exercised every path: replays, conflicting reuses, overdrafts.
    expect(sameParameterReuses + otherParameterReuses).toBeGreaterThan(150);
    expect(replays).toBeGreaterThan(0);
    expect(conflicts).toBeGreaterThan(0);
    expect(overdrafts).toBeGreaterThan(0);
    console.info(
      `[ledger on ${leg.name}] 1,000 transfers: ${applied} applied, ${replays} replays, ` +
        `${conflicts} key conflicts, ${overdrafts} refused overdrafts`,
    );
  });

  /**
   * The seamless wallet posts through `ledger_post` (migration 202611280639), a PL/pgSQL copy of
   * `postTransactionIn` (ADR 0030). The two must stay one ledger: the same request hashes the same
   * (a replay through the other path answers instead of refusing a conflict), writes the same rows
   * and refuses the same way.
   */
  describe('ledger_post, its copy in SQL', () => {
    /** A request posted by the SQL function; its postings as `postTransaction` answers them. */
    async function postInSql(request: TransactionRequest): Promise<Posting[]> {
      const { rows } = await db.query<PostingRow>(
        'SELECT * FROM ledger_post($1, $2, $3::bigint[], $4::bigint[], $5::jsonb)',
        [
          request.idempotencyKey,
          request.kind,
          request.postings.map((posting) => posting.accountId),
          request.postings.map((posting) => posting.amount),
          request.reference === undefined ? null : JSON.stringify(request.reference),
        ],
      );
      return rows.map((row) => ({
        accountId: row.account_id,
        amount: row.amount,
        balanceAfter: row.balance_after,
      }));
    }

    const storedTransaction = async (key: string) =>
      (
        await db.query<{ kind: string; request_hash: string; reference: TransactionReference | null }>(
          'SELECT kind, request_hash, reference FROM ledger_transactions WHERE idempotency_key = $1',
          [key],
        )
      ).rows[0];

    /** A player account holding `amount`. */
    const funded = async (amount: number) => (await fundedPlayer(amount)).account;

    const references: { label: string; reference: TransactionReference | undefined }[] = [
      { label: 'a bet', reference: { provider: 'inhouse', roundId: 'round-1', transactionId: 'bet-1' } },
      {
        label: 'a rollback',
        reference: { provider: 'inhouse', roundId: 'round-1', transactionId: 'rb-1', rollbackOf: 'bet-1' },
      },
      {
        label: 'escapes, unicode, nesting, integers and an undefined field',
        reference: {
          'quote " backslash \\ slash / tab \t newline \n control \u0001': 'é 😀 \u2028 \u007f',
          Upper: [true, false, null, -7, 0, 9_007_199_254_740_991, 'x', { z: 1, a: [] }],
          nested: { z: 'last', a: 'first', '': 'empty key' },
          dropped: undefined,
        },
      },
      { label: 'no reference', reference: undefined },
    ];

    it.each(references)('hashes, posts and replays $label the same both ways', async ({ reference }) => {
      const player = await funded(10_000);
      const provider = await openAccount(db, 'provider', { systemName: `drift-${freshKey('provider')}` });
      // Postings in no particular order: both sort them by account id for the hash and the locks.
      const request = (idempotencyKey: string): TransactionRequest => ({
        idempotencyKey,
        kind: 'bet',
        postings: [
          { accountId: provider.id, amount: 125 },
          { accountId: player.id, amount: -125 },
        ],
        ...(reference === undefined ? {} : { reference }),
      });
      const inSql = request(freshKey('sql'));
      const inTs = request(freshKey('ts'));
      const sqlPostings = await postInSql(inSql);
      const tsPosted = await postTransaction(db, inTs);
      const sqlStored = await storedTransaction(inSql.idempotencyKey);
      const tsStored = await storedTransaction(inTs.idempotencyKey);
      expect(sqlStored).toEqual(tsStored);
      expect(sqlStored?.reference).toEqual(tsPosted.reference);
      const byAccount = [...inSql.postings].sort((a, b) => a.accountId - b.accountId);
      expect(sqlPostings).toEqual(
        byAccount.map((posting) => ({
          ...posting,
          balanceAfter: posting.accountId === player.id ? 10_000 - 125 : 125,
        })),
      );
      expect(tsPosted.postings).toEqual(
        byAccount.map((posting) => ({
          ...posting,
          balanceAfter: posting.accountId === player.id ? 10_000 - 250 : 250,
        })),
      );
      // Each path replays what the other posted: a different hash would be a conflict.
      const tsReplay = await postTransaction(db, inSql);
      expect(tsReplay).toMatchObject({ replayed: true, postings: sqlPostings });
      expect(await postInSql(inTs)).toEqual(tsPosted.postings);
      await expect(postTransaction(db, { ...inSql, kind: 'win' })).rejects.toBeInstanceOf(
        IdempotencyConflictError,
      );
      // The SQL hash orders the postings by account id as hashRequest does: the other order of a
      // transfer, and a split in three, replay through the other path instead of conflicting.
      const inOrder = { ...request(freshKey('sql-in-order')), postings: [...inSql.postings].reverse() };
      const split: TransactionRequest = {
        ...request(freshKey('sql-split')),
        postings: [
          { accountId: house.id, amount: 25 },
          { accountId: player.id, amount: -125 },
          { accountId: provider.id, amount: 100 },
        ],
      };
      for (const posted of [inOrder, split]) {
        const postings = await postInSql(posted);
        expect(await postTransaction(db, posted)).toMatchObject({ replayed: true, postings });
      }
      expect(await checkLedgerInvariants(db)).toEqual(soundLedger);
    });

    it('refuses what postTransactionIn refuses, with the same facts, and writes nothing', async () => {
      const player = await funded(500);
      const payee = await funded(1);
      /** Moves `amount` from one account to another under `idempotencyKey`. */
      const transfer = (
        idempotencyKey: string,
        from: number,
        to: number,
        amount: number,
      ): TransactionRequest => ({
        idempotencyKey,
        kind: 'transfer',
        postings: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
      });
      const used = freshKey('used');
      await postTransaction(db, transfer(used, player.id, payee.id, 100));
      const sqlRefusal = (request: TransactionRequest) =>
        postInSql(request).then(
          () => null,
          (error: RaisedError) => ({ code: error.code, detail: error.detail, message: error.message }),
        );

      const overdraft = transfer(freshKey('overdraft'), player.id, payee.id, 401);
      const tsOverdraft = await postTransaction(db, overdraft).catch((error: unknown) => error);
      expect(tsOverdraft).toBeInstanceOf(InsufficientFundsError);
      expect(await sqlRefusal(overdraft)).toEqual({
        code: 'LG001',
        detail: '400',
        message: (tsOverdraft as Error).message,
      });

      // The first short account by id, also behind an account that can pay.
      const pays = await funded(150);
      const short = await funded(50);
      const twoDebits: TransactionRequest = {
        idempotencyKey: freshKey('two-debits'),
        kind: 'transfer',
        postings: [
          { accountId: pays.id, amount: -100 },
          { accountId: short.id, amount: -100 },
          { accountId: house.id, amount: 200 },
        ],
      };
      const tsShort = await postTransaction(db, twoDebits).catch((error: unknown) => error);
      expect(tsShort).toMatchObject({ accountId: short.id, balance: 50 });
      expect(await sqlRefusal(twoDebits)).toEqual({
        code: 'LG001',
        detail: '50',
        message: (tsShort as Error).message,
      });

      const reused = transfer(used, player.id, payee.id, 1);
      const tsConflict = await postTransaction(db, reused).catch((error: unknown) => error);
      expect(tsConflict).toBeInstanceOf(IdempotencyConflictError);
      expect(await sqlRefusal(reused)).toEqual({
        code: 'LG002',
        detail: String((tsConflict as IdempotencyConflictError).existingTransactionId),
        message: (tsConflict as Error).message,
      });

      const missing = transfer(freshKey('missing'), player.id, 999_999_999, 1);
      const tsMissing = await postTransaction(db, missing).catch((error: unknown) => error);
      expect(tsMissing).toBeInstanceOf(UnknownAccountError);
      expect(await sqlRefusal(missing)).toMatchObject({
        code: 'LG003',
        message: (tsMissing as Error).message,
      });

      for (const key of [overdraft.idempotencyKey, twoDebits.idempotencyKey, missing.idempotencyKey]) {
        expect(await storedTransaction(key)).toBeUndefined();
      }
      expect(await checkLedgerInvariants(db)).toEqual(soundLedger);
    });

    it('opens accounts as openAccount does, and refuses a reference it could hash differently', async () => {
      const [userId] = await insertTestUsers(db, 1);
      const opened = async (kind: string, owner: number | null, name: string | null) =>
        (await db.query<{ id: number }>('SELECT ledger_open_account($1, $2, $3) AS id', [kind, owner, name]))
          .rows[0]?.id;
      const player = await opened('player', userId ?? 0, null);
      expect(player).toBe((await playerAccountOf(db, userId ?? 0)).id);
      expect(await opened('house', null, 'house')).toBe(house.id);
      await expect(opened('provider', null, 'house')).rejects.toThrow(
        'System account "house" is a house account, not provider',
      );
      // jsonb prints 1.50 where JavaScript prints 1.5: the SQL hash takes integers only.
      await expect(db.query(`SELECT ledger_canonical_json('{"rate": 1.50}')`)).rejects.toThrow(
        /integers only/,
      );
    });
  });
});
