import { createHash } from 'node:crypto';
import { createSemaphore } from '../../concurrency.js';
import type { Database } from '../../db/database.js';
import { balanceOf, canonicalJson } from '../wallet/ledger.js';

/**
 * The operator's side of the seamless wallet (docs/game-provider-protocol.md, ADR 0030): the
 * provider's bet, win, betWin and rollback calls, each applied once per provider transaction id,
 * inside one database transaction with its ledger postings, its round row and (when it settles the
 * round) its `game.roundSettled` outbox event (ADR 0031). Each call is one PL/pgSQL function,
 * `seamless_call` (migrations `202611280639_seamless_wallet_functions.sql` and later), run as one
 * autocommit statement: one round trip.
 */

export const walletCurrency = 'COIN';

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

/** A round whose stake and payout are decided together (a slot spin): its bet and win in one call. */
export interface BetWinCall extends BetCall {
  /** Hundredths paid (0 for a lost round). */
  win: number;
  proof?: Record<string, unknown> | undefined;
}

export type MoneyAction = 'bet' | 'win' | 'rollback' | 'betWin';

/** What a bet, win, betWin or rollback answers (besides `ok`); stored and replayed as the first result. */
export interface MoneyResult {
  balance: number;
  currency: string;
  /** The operator's transaction id: the ledger transaction, or the provider call's own record. */
  transactionId: string;
  duplicate: boolean;
}

type MoneyCall = BetCall | WinCall | RollbackCall | BetWinCall;

/** The call without its timestamp: a retry signed again later is still the same call. */
function requestHash(action: MoneyAction, call: MoneyCall): string {
  return createHash('sha256')
    .update(canonicalJson({ action, ...call }))
    .digest('hex');
}

interface SessionRow {
  user_id: number;
  demo: boolean;
  closed_at: Date | null;
}

export interface SeamlessWalletOptions {
  /** Told after every commit that published an event, so consumers run soon. */
  onPublished?: () => void;
  /**
   * Money calls at the database at once (`WALLET_CALL_CONCURRENCY`); the others wait their turn in
   * the order they came. Many side by side contend for the same ledger pages and the database's
   * cores, and each then costs more of them: ADR 0030 has the figures.
   */
  concurrency: number;
}

/** What the migration's functions raise: SQLSTATE, and the refusal code or the balance as DETAIL. */
interface RaisedError {
  code?: unknown;
  detail?: unknown;
  message: string;
}
const refusalState = 'GW001';
const insufficientFundsState = 'LG001';

function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.hasOwn(refusalStatuses, code);
}

/** The refusal a wallet function raised, or null for any other error. */
function refusalOf(error: unknown, stake: number): WalletRefusal | null {
  if (!(error instanceof Error)) return null;
  const { code, detail, message } = error as RaisedError;
  if (code === refusalState && isRefusalCode(detail)) return new WalletRefusal(detail, message);
  // Only a bet debits the player; the ledger's own check under the account lock found it short.
  if (code === insufficientFundsState) {
    return new WalletRefusal('INSUFFICIENT_FUNDS', `The balance ${detail} does not cover ${stake}`);
  }
  return null;
}

/** The stored result as the protocol answers it. */
function moneyResult(stored: MoneyResult): MoneyResult {
  return {
    balance: stored.balance,
    currency: stored.currency,
    transactionId: stored.transactionId,
    duplicate: stored.duplicate,
  };
}

export function createSeamlessWallet(db: Database, { onPublished, concurrency }: SeamlessWalletOptions) {
  const inTurn = createSemaphore(concurrency);

  /** One wallet function's answer; a refusal it raised becomes a WalletRefusal. */
  async function callFunction(sql: string, params: unknown[], stake: number): Promise<MoneyResult | null> {
    try {
      const { rows } = await inTurn(() => db.query<{ result: MoneyResult | null }>(sql, params));
      return rows[0]?.result ?? null;
    } catch (error) {
      throw refusalOf(error, stake) ?? error;
    }
  }

  /**
   * Runs one money call: `seamless_call` applies it, or answers its first result (`duplicate:
   * true`), or raises a refusal, which rolls back everything the call wrote. A stale call may only
   * replay.
   */
  async function run(
    provider: string,
    action: MoneyAction,
    call: MoneyCall,
    stale: boolean,
  ): Promise<MoneyResult> {
    const hash = requestHash(action, call);
    const stake = (action === 'bet' || action === 'betWin') && 'amount' in call ? call.amount : 0;
    if (stale) {
      const replay = await callFunction(
        'SELECT seamless_first_result($1, $2, $3) AS result',
        [provider, call.transactionId, hash],
        stake,
      );
      if (replay) return moneyResult(replay);
      throw new WalletRefusal('STALE_REQUEST', 'The timestamp is more than 300 s from the operator clock');
    }
    const result = await callFunction(
      'SELECT seamless_call($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10) AS result',
      [
        action,
        provider,
        call.sessionId,
        call.transactionId,
        call.roundId,
        hash,
        'amount' in call ? call.amount : null,
        'proof' in call && call.proof !== undefined ? JSON.stringify(call.proof) : null,
        'betTransactionId' in call ? call.betTransactionId : null,
        'win' in call ? call.win : null,
      ],
      stake,
    );
    if (!result) throw new Error(`seamless_call answered nothing to a ${action}`);
    // A settled round published its event in the call's commit.
    if (action !== 'bet' && !result.duplicate) onPublished?.();
    return moneyResult(result);
  }

  return {
    /** `balance`: the player's coin, for an open real-money session. */
    async balance(provider: string, sessionId: string): Promise<{ balance: number; currency: string }> {
      const { rows } = await db.query<SessionRow>(
        'SELECT user_id, demo, closed_at FROM game_sessions WHERE id = $1::uuid AND provider = $2',
        [sessionId, provider],
      );
      const session = rows[0];
      if (!session) throw new WalletRefusal('UNKNOWN_SESSION', `No session ${sessionId}`);
      // Demo play keeps its play money in the provider and never calls the wallet.
      if (session.demo) throw new WalletRefusal('BAD_REQUEST', `Session ${sessionId} is demo play`);
      if (session.closed_at !== null)
        throw new WalletRefusal('SESSION_CLOSED', `Session ${sessionId} is closed`);
      return { balance: await balanceOf(db, Number(session.user_id)), currency: walletCurrency };
    },

    /** `bet`: debits the stake and opens the round, within the game's range and the player's limits. */
    bet: (provider: string, call: BetCall, stale: boolean) => run(provider, 'bet', call, stale),

    /** `win`: pays the round (0 closes a lost one) and settles it. */
    win: (provider: string, call: WinCall, stale: boolean) => run(provider, 'win', call, stale),

    /**
     * `betWin`: a `bet` and its round's `win` in one transaction, for a round decided when it is
     * staked (a slot spin): both apply, or a refusal of the bet leaves nothing.
     */
    betWin: (provider: string, call: BetWinCall, stale: boolean) => run(provider, 'betWin', call, stale),

    /**
     * `rollback`: returns an unsettled bet's stake and settles its round as rolled back. A bet the
     * operator never received is recorded as rolled back, so it is refused if it arrives late.
     */
    rollback: (provider: string, call: RollbackCall, stale: boolean) =>
      run(provider, 'rollback', call, stale),
  };
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
