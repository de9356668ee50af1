import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.js';
import { publishingCte } from '../outbox/outbox.js';
import {
  balanceOf,
  canonicalJson,
  InsufficientFundsError,
  openAccount,
  playerAccountOf,
  postTransactionIn,
} from '../wallet/ledger.js';
import { lockWagering } from '../wallet/wagering.js';
import type { PlayerLimits } from './player-limits.js';

/**
 * The operator's side of the seamless wallet (docs/game-provider-protocol.md, ADR 0030): the
 * provider's bet, win and rollback calls, each applied once per provider transaction id, inside one
 * database transaction with its ledger postings, its round row and (when it settles the round) its
 * `game.roundSettled` outbox event (ADR 0031).
 */

export const walletCurrency = 'COIN';

/** Settlement accounts per provider (see `providerAccountId`); more only spreads the position wider. */
const providerAccountShards = 16;

/** The protocol's refusal codes, with the HTTP status each answers with. */
export const refusalStatuses = {
  BAD_REQUEST: 400,
  STALE_REQUEST: 400,
  BAD_SIGNATURE: 401,
  LAUNCH_TOKEN_INVALID: 403,
  LAUNCH_TOKEN_EXPIRED: 403,
  UNKNOWN_SESSION: 404,
  UNKNOWN_ROUND: 404,
  SESSION_CLOSED: 409,
  ROUND_SETTLED: 409,
  TRANSACTION_CONFLICT: 409,
  INSUFFICIENT_FUNDS: 422,
  STAKE_OUT_OF_RANGE: 422,
  LIMIT_REACHED: 422,
} as const;
export type RefusalCode = keyof typeof refusalStatuses;

/** A call the operator refuses: nothing was written (the database transaction rolls back). */
export class WalletRefusal extends Error {
  override name = 'WalletRefusal';
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export interface BetCall {
  sessionId: string;
  transactionId: string;
  roundId: string;
  amount: number;
}
export interface WinCall extends BetCall {
  proof?: Record<string, unknown> | undefined;
}
export interface RollbackCall {
  sessionId: string;
  transactionId: string;
  roundId: string;
  betTransactionId: string;
}

export type MoneyAction = 'bet' | 'win' | 'rollback';

/** What a bet, win or rollback answers (besides `ok`); stored and replayed as the first result. */
export interface MoneyResult {
  balance: number;
  currency: string;
  /** The operator's transaction id: the ledger transaction, or the provider call's own record. */
  transactionId: string;
  duplicate: boolean;
}

/** The call without its timestamp: a retry signed again later is still the same call. */
function requestHash(action: MoneyAction, call: BetCall | WinCall | RollbackCall): string {
  return createHash('sha256')
    .update(canonicalJson({ action, ...call }))
    .digest('hex');
}

interface SessionRow {
  user_id: number;
  game_id: number;
  demo: boolean;
  closed_at: Date | null;
  min_stake: number | null;
  max_stake: number | null;
  /** The player's coin account; null before their first movement. */
  player_account_id: number | null;
  /** True when the claim also locked the player's wagering row (bets only; false when it has none yet). */
  player_locked?: boolean;
}

interface RoundRow {
  id: number;
  round_id: string;
  user_id: number;
  game_id: number;
  session_id: string;
  bet_transaction_id: string;
  stake: number;
  status: 'open' | 'settled' | 'rolled_back';
}

export interface SeamlessWalletOptions {
  limits: PlayerLimits;
  /** Told after every commit that published an event, so consumers run soon. */
  onPublished?: () => void;
}

/** The session of a wallet call, its game's stakes and the player's account, in one read. */
const sessionSelect = `SELECT s.user_id, s.game_id, s.demo, s.closed_at, g.min_stake, g.max_stake,
         account.id AS player_account_id
    FROM game_sessions AS s
    JOIN games AS g ON g.id = s.game_id
    LEFT JOIN ledger_accounts AS account ON account.owner_user_id = s.user_id AND account.kind = 'player'
   WHERE s.id = $1::uuid AND s.provider = $2`;

function checkSession(row: SessionRow | undefined, sessionId: string): SessionRow {
  if (!row) throw new WalletRefusal('UNKNOWN_SESSION', `No session ${sessionId}`);
  // Demo play keeps its play money in the provider and never calls the wallet.
  if (row.demo) throw new WalletRefusal('BAD_REQUEST', `Session ${sessionId} is demo play`);
  return { ...row, user_id: Number(row.user_id) };
}

/**
 * Each call is a handful of round trips, each holding the player's locks (and a provider
 * settlement account's) until the commit: the statements are merged where the order allows
 * (claim and session in one, the round's row and the stored result in one). ADR 0030.
 */
export function createSeamlessWallet(db: Database, { limits, onPublished }: SeamlessWalletOptions) {
  // System account ids never change once created: looked up once per process.
  const providerAccounts = new Map<string, number>();
  /**
   * The provider's settlement account for this player's rounds. Every posting locks its accounts,
   * so one account per provider would make every player's bet wait for every other's commit: the
   * provider's position is spread over `providerAccountShards` accounts, by player.
   */
  async function providerAccountId(tx: Queryable, provider: string, userId: number): Promise<number> {
    const systemName = `provider:games:${provider}:${userId % providerAccountShards}`;
    const known = providerAccounts.get(systemName);
    if (known !== undefined) return known;
    const account = await openAccount(tx, 'provider', { systemName });
    providerAccounts.set(systemName, account.id);
    return account.id;
  }

  async function playerAccountId(tx: Queryable, session: SessionRow): Promise<number> {
    return session.player_account_id ?? (await playerAccountOf(tx, session.user_id)).id;
  }

  /**
   * Claims the provider's transaction id for this call and reads its session, or answers the
   * first result of the same call (`duplicate: true`), or refuses another call under the same id.
   * A concurrent call with the same id waits at the INSERT until this transaction ends.
   */
  async function claim(
    tx: Queryable,
    provider: string,
    action: MoneyAction,
    call: BetCall | RollbackCall,
  ): Promise<{ replay: MoneyResult } | { session: SessionRow }> {
    // A bet takes the player's lock (their wagering row) in the same statement.
    const playerLock =
      action === 'bet'
        ? `, locked AS (
             SELECT w.user_id FROM wagering_requirements AS w
              WHERE w.user_id = (SELECT s.user_id FROM game_sessions AS s WHERE s.id = $1::uuid AND s.provider = $2)
                FOR UPDATE
           )`
        : '';
    const { rows } = await tx.query<SessionRow & { claimed: boolean }>(
      `WITH claimed AS (
         INSERT INTO provider_transactions (provider, transaction_id, action, round_id, request_sha256)
         VALUES ($2, $3, $4, $5, $6) ON CONFLICT (provider, transaction_id) DO NOTHING RETURNING 1
       )${playerLock}
       SELECT EXISTS (SELECT 1 FROM claimed) AS claimed,
              ${action === 'bet' ? 'EXISTS (SELECT 1 FROM locked)' : 'false'} AS player_locked, session.*
         FROM (SELECT 1) AS one LEFT JOIN (${sessionSelect}) AS session ON true`,
      [call.sessionId, provider, call.transactionId, action, call.roundId, requestHash(action, call)],
    );
    const row = rows[0];
    if (!row?.claimed) {
      const replay = await firstResult(tx, provider, action, call);
      if (!replay) throw new Error(`Provider transaction ${call.transactionId} vanished after a conflict`);
      return { replay };
    }
    return { session: checkSession(row.user_id === null ? undefined : row, call.sessionId) };
  }

  async function firstResult(
    tx: Queryable,
    provider: string,
    action: MoneyAction,
    call: BetCall | RollbackCall,
  ): Promise<MoneyResult | null> {
    const { rows } = await tx.query<{
      request_sha256: string;
      response: Omit<MoneyResult, 'duplicate'> | null;
    }>(
      'SELECT request_sha256, response FROM provider_transactions WHERE provider = $1 AND transaction_id = $2',
      [provider, call.transactionId],
    );
    const stored = rows[0];
    if (!stored) return null;
    if (stored.request_sha256 !== requestHash(action, call) || !stored.response) {
      throw new WalletRefusal(
        'TRANSACTION_CONFLICT',
        `Transaction ${call.transactionId} was already used for another call`,
      );
    }
    return { ...stored.response, duplicate: true };
  }

  /** The call's result as stored for replays; the operator's id is the ledger transaction's, if any. */
  function resultOf(provider: string, transactionId: string, balance: number, ledgerId: number | null) {
    return {
      balance,
      currency: walletCurrency,
      transactionId: ledgerId === null ? `${provider}:${transactionId}` : String(ledgerId),
    };
  }

  /** Stores the result with the statement that records the call's effect on its round. */
  const storeResult = `UPDATE provider_transactions SET response = $3::jsonb, ledger_transaction_id = $4
     WHERE provider = $1 AND transaction_id = $2`;

  /** Settles the round, stores the call's result and publishes `game.roundSettled`. */
  async function settle(
    tx: Queryable,
    provider: string,
    transactionId: string,
    round: RoundRow,
    outcome: { status: 'settled' | 'rolled_back'; win: number; proof: Record<string, unknown> | null },
    result: { balance: number; ledgerId: number | null },
  ): Promise<MoneyResult> {
    const settledAt = new Date();
    const stored = resultOf(provider, transactionId, result.balance, result.ledgerId);
    const event = publishingCte(
      'published',
      'game.roundSettled',
      {
        roundId: round.round_id,
        provider,
        playerId: Number(round.user_id),
        gameId: round.game_id,
        stake: outcome.status === 'settled' ? Number(round.stake) : 0,
        win: outcome.win,
        status: outcome.status,
        settledAt: settledAt.toISOString(),
      },
      10,
    );
    // The round, its event and the stored result in one statement.
    await tx.query(
      `WITH settled AS (
         UPDATE game_rounds SET status = $6, win = $7, proof = $8::jsonb, settled_at = $9 WHERE id = $5
       ), ${event.sql}
       ${storeResult}`,
      [
        provider,
        transactionId,
        JSON.stringify(stored),
        result.ledgerId,
        round.id,
        outcome.status,
        outcome.win,
        outcome.proof === null ? null : JSON.stringify(outcome.proof),
        settledAt,
        ...event.params,
      ],
    );
    return { ...stored, duplicate: false };
  }

  async function lockRound(
    tx: Queryable,
    provider: string,
    column: 'round_id' | 'bet_transaction_id',
    value: string,
  ) {
    const { rows } = await tx.query<RoundRow>(
      `SELECT id, round_id, user_id, game_id, session_id, bet_transaction_id, stake, status
         FROM game_rounds WHERE provider = $1 AND ${column} = $2 FOR UPDATE`,
      [provider, value],
    );
    return rows[0];
  }

  const playerBalance = (postings: { accountId: number; balanceAfter: number }[], accountId: number) =>
    postings.find((posting) => posting.accountId === accountId)?.balanceAfter ?? 0;

  /** Runs one money call; a stale call may only replay its first result. */
  async function run<Call extends BetCall | RollbackCall>(
    provider: string,
    action: MoneyAction,
    call: Call,
    stale: boolean,
    apply: (tx: Queryable, session: SessionRow) => Promise<MoneyResult>,
  ): Promise<MoneyResult> {
    if (stale) {
      const replay = await firstResult(db, provider, action, call);
      if (replay) return replay;
      throw new WalletRefusal('STALE_REQUEST', 'The timestamp is more than 300 s from the operator clock');
    }
    let published = false;
    const result = await db.transaction(async (tx) => {
      const claimed = await claim(tx, provider, action, call);
      if ('replay' in claimed) return claimed.replay;
      const applied = await apply(tx, claimed.session);
      published = action !== 'bet';
      return applied;
    });
    if (published) onPublished?.();
    return result;
  }

  return {
    /** `balance`: the player's coin, for an open real-money session. */
    async balance(provider: string, sessionId: string): Promise<{ balance: number; currency: string }> {
      const { rows } = await db.query<SessionRow>(sessionSelect, [sessionId, provider]);
      const session = checkSession(rows[0], sessionId);
      if (session.closed_at !== null)
        throw new WalletRefusal('SESSION_CLOSED', `Session ${sessionId} is closed`);
      return { balance: await balanceOf(db, session.user_id), currency: walletCurrency };
    },

    /** `bet`: debits the stake and opens the round, within the game's range and the player's limits. */
    bet(provider: string, call: BetCall, stale: boolean): Promise<MoneyResult> {
      return run(provider, 'bet', call, stale, async (tx, session) => {
        if (session.closed_at !== null) {
          throw new WalletRefusal('SESSION_CLOSED', `Session ${call.sessionId} is closed`);
        }
        const { min_stake: min, max_stake: max } = session;
        if (min === null || max === null || call.amount < Number(min) || call.amount > Number(max)) {
          throw new WalletRefusal('STAKE_OUT_OF_RANGE', `The stake must be between ${min} and ${max}`);
        }
        // The player's lock, as deposits and withdrawals take it: limits see a settled picture.
        if (!session.player_locked) await lockWagering(tx, session.user_id);
        const verdict = await limits.checkStake(tx, {
          userId: session.user_id,
          gameId: session.game_id,
          sessionId: call.sessionId,
          amount: call.amount,
        });
        if (!verdict.allowed) throw new WalletRefusal('LIMIT_REACHED', verdict.reason);
        const playerId = await playerAccountId(tx, session);
        let posted: Awaited<ReturnType<typeof postTransactionIn>>;
        try {
          posted = await postTransactionIn(tx, {
            idempotencyKey: `game:${provider}:${call.transactionId}`,
            kind: 'bet',
            postings: [
              { accountId: playerId, amount: -call.amount },
              { accountId: await providerAccountId(tx, provider, session.user_id), amount: call.amount },
            ],
            reference: { provider, roundId: call.roundId, transactionId: call.transactionId },
          });
        } catch (error) {
          if (error instanceof InsufficientFundsError) {
            throw new WalletRefusal(
              'INSUFFICIENT_FUNDS',
              `The balance ${error.balance} does not cover ${call.amount}`,
            );
          }
          throw error;
        }
        const stored = resultOf(
          provider,
          call.transactionId,
          playerBalance(posted.postings, playerId),
          posted.id,
        );
        // The round opens with the stored result; a round (or bet id) already known takes the whole
        // call back, postings included.
        const { rows } = await tx.query<{ opened: number }>(
          `WITH opened AS (
             INSERT INTO game_rounds (provider, round_id, user_id, game_id, session_id, bet_transaction_id, stake, status)
             VALUES ($1, $5, $6, $7, $8, $2, $9, 'open') ON CONFLICT DO NOTHING RETURNING id
           ), stored AS (${storeResult})
           SELECT count(*)::int AS opened FROM opened`,
          [
            provider,
            call.transactionId,
            JSON.stringify(stored),
            posted.id,
            call.roundId,
            session.user_id,
            session.game_id,
            call.sessionId,
            call.amount,
          ],
        );
        if (rows[0]?.opened !== 1) {
          const existing =
            (await lockRound(tx, provider, 'round_id', call.roundId)) ??
            (await lockRound(tx, provider, 'bet_transaction_id', call.transactionId));
          if (existing && existing.status !== 'open') {
            throw new WalletRefusal('ROUND_SETTLED', `Round ${existing.round_id} is already settled`);
          }
          throw new WalletRefusal('BAD_REQUEST', `Round ${call.roundId} already has its bet`);
        }
        return { ...stored, duplicate: false };
      });
    },

    /** `win`: pays the round (0 closes a lost one) and settles it. */
    win(provider: string, call: WinCall, stale: boolean): Promise<MoneyResult> {
      return run(provider, 'win', call, stale, async (tx, session) => {
        const round = await lockRound(tx, provider, 'round_id', call.roundId);
        if (!round || round.session_id !== call.sessionId) {
          throw new WalletRefusal('UNKNOWN_ROUND', `No round ${call.roundId} in session ${call.sessionId}`);
        }
        if (round.status !== 'open')
          throw new WalletRefusal('ROUND_SETTLED', `Round ${call.roundId} is already settled`);
        // An open round's bet was accepted while the session was open: it settles even after exit.
        const playerId = await playerAccountId(tx, session);
        if (call.amount === 0) {
          const balance = await balanceOf(tx, session.user_id);
          return settle(
            tx,
            provider,
            call.transactionId,
            round,
            { status: 'settled', win: 0, proof: call.proof ?? null },
            { balance, ledgerId: null },
          );
        }
        const posted = await postTransactionIn(tx, {
          idempotencyKey: `game:${provider}:${call.transactionId}`,
          kind: 'win',
          postings: [
            { accountId: await providerAccountId(tx, provider, session.user_id), amount: -call.amount },
            { accountId: playerId, amount: call.amount },
          ],
          reference: { provider, roundId: call.roundId, transactionId: call.transactionId },
        });
        return settle(
          tx,
          provider,
          call.transactionId,
          round,
          { status: 'settled', win: call.amount, proof: call.proof ?? null },
          { balance: playerBalance(posted.postings, playerId), ledgerId: posted.id },
        );
      });
    },

    /**
     * `rollback`: returns an unsettled bet's stake and settles its round as rolled back. A bet the
     * operator never received is recorded as rolled back, so it is refused if it arrives late.
     */
    rollback(provider: string, call: RollbackCall, stale: boolean): Promise<MoneyResult> {
      return run(provider, 'rollback', call, stale, async (tx, session) => {
        const notItsBet = () =>
          new WalletRefusal(
            'BAD_REQUEST',
            `Bet ${call.betTransactionId} is not the bet of round ${call.roundId}`,
          );
        const round = await lockRound(tx, provider, 'bet_transaction_id', call.betTransactionId);
        if (!round) {
          if (await lockRound(tx, provider, 'round_id', call.roundId)) throw notItsBet();
          const { rows } = await tx.query<RoundRow>(
            `INSERT INTO game_rounds (provider, round_id, user_id, game_id, session_id, bet_transaction_id, stake, status)
             VALUES ($1, $2, $3, $4, $5, $6, 0, 'open')
             RETURNING id, round_id, user_id, game_id, session_id, bet_transaction_id, stake, status`,
            [provider, call.roundId, session.user_id, session.game_id, call.sessionId, call.betTransactionId],
          );
          const balance = await balanceOf(tx, session.user_id);
          return settle(
            tx,
            provider,
            call.transactionId,
            rows[0] as RoundRow,
            { status: 'rolled_back', win: 0, proof: null },
            { balance, ledgerId: null },
          );
        }
        if (round.round_id !== call.roundId || round.session_id !== call.sessionId) throw notItsBet();
        if (round.status !== 'open')
          throw new WalletRefusal('ROUND_SETTLED', `Round ${call.roundId} is already settled`);
        const playerId = await playerAccountId(tx, session);
        const posted = await postTransactionIn(tx, {
          idempotencyKey: `game:${provider}:${call.transactionId}`,
          kind: 'correction',
          postings: [
            {
              accountId: await providerAccountId(tx, provider, session.user_id),
              amount: -Number(round.stake),
            },
            { accountId: playerId, amount: Number(round.stake) },
          ],
          reference: {
            provider,
            roundId: call.roundId,
            transactionId: call.transactionId,
            rollbackOf: call.betTransactionId,
          },
        });
        return settle(
          tx,
          provider,
          call.transactionId,
          round,
          { status: 'rolled_back', win: 0, proof: null },
          { balance: playerBalance(posted.postings, playerId), ledgerId: posted.id },
        );
      });
    },
  };
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
