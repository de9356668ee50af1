import { createHmac } from 'node:crypto';

/**
 * The operator's seamless wallet as the games see it (docs/game-provider-protocol.md): the studio
 * holds no balance; every stake is a `bet` and every payout a `win` on the operator's books, or both
 * in one `betWin` for a round decided when it is staked (a slot spin). Money is an integer of
 * hundredths throughout.
 */

/** The codes the operator refuses with (the protocol's list). */
const walletErrorCodes = [
  'BAD_SIGNATURE',
  'STALE_REQUEST',
  'BAD_REQUEST',
  'UNKNOWN_SESSION',
  'SESSION_CLOSED',
  'UNKNOWN_ROUND',
  'ROUND_SETTLED',
  'TRANSACTION_CONFLICT',
  'INSUFFICIENT_FUNDS',
  'LIMIT_REACHED',
  'STAKE_OUT_OF_RANGE',
  'LAUNCH_TOKEN_INVALID',
  'LAUNCH_TOKEN_EXPIRED',
] as const;
export type WalletErrorCode = (typeof walletErrorCodes)[number];

export interface WalletBalance {
  balance: number;
  currency: string;
}

export interface OperatorSession extends WalletBalance {
  sessionId: string;
  playerId: string;
  gameCode: string;
  demo: boolean;
  nickname: string;
}

export interface WalletTransfer extends WalletBalance {
  /** The operator's id of the transaction. */
  transactionId: string;
  /** True when the operator had already applied this transaction id: this is its first answer. */
  duplicate: boolean;
}

/** What a win carries so the operator can show the round's proof (protocol, "The proof on a win"). */
export type RoundProof =
  | {
      scheme: 'hmac-sha256-v1';
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
      game: string;
      params: Record<string, unknown>;
    }
  | { scheme: 'hash-chain-v1'; roundNumber: number; hash: string; terminalHash: string };

export interface BetRequest {
  sessionId: string;
  transactionId: string;
  roundId: string;
  amount: number;
}
export interface WinRequest extends BetRequest {
  proof: RoundProof;
}
/** A round's stake and payout together: both apply, or a refusal leaves nothing. */
export interface BetWinRequest extends BetRequest {
  win: number;
  proof: RoundProof;
}
export interface RollbackRequest {
  sessionId: string;
  transactionId: string;
  roundId: string;
  betTransactionId: string;
}

export interface OperatorWallet {
  /** Exchanges a one-time launch token for the operator's game session. */
  session(launchToken: string): Promise<OperatorSession>;
  balance(sessionId: string): Promise<WalletBalance>;
  bet(request: BetRequest): Promise<WalletTransfer>;
  win(request: WinRequest): Promise<WalletTransfer>;
  betWin(request: BetWinRequest): Promise<WalletTransfer>;
  rollback(request: RollbackRequest): Promise<WalletTransfer>;
}

/** The operator answered and refused: nothing changed on its side. */
export class WalletRefusal extends Error {
  override name = 'WalletRefusal';
  constructor(
    readonly code: WalletErrorCode | string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * No usable answer (down, timed out, a 5xx, a body that is not the protocol's): whether the call
 * took effect is unknown, so a bet must be rolled back and a win or rollback sent again.
 */
export class WalletUnreachable extends Error {
  override name = 'WalletUnreachable';
}

export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

export interface HttpWalletOptions {
  /** e.g. `http://127.0.0.1:8080/api/provider/v1` */
  baseUrl: string;
  secret: string;
  providerId?: string;
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The operator's wallet over HTTP, each request signed with the shared secret. */
export function createHttpWallet(options: HttpWalletOptions): OperatorWallet {
  const { baseUrl, secret, providerId = 'inhouse', timeoutMs = 5_000, now = Date.now } = options;
  const send = options.fetch ?? fetch;

  async function call(action: string, fields: object): Promise<Record<string, unknown>> {
    // A retry carries a fresh timestamp: the operator's idempotency compares the other fields.
    const rawBody = JSON.stringify({ ...fields, timestamp: now() });
    let response: Response;
    let answer: unknown;
    try {
      response = await send(`${baseUrl}/${action}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-provider-id': providerId,
          'x-signature': signBody(secret, rawBody),
        },
        body: rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = await response.json();
    } catch (error) {
      throw new WalletUnreachable(`${action}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    if (response.ok && isObject(answer) && answer.ok === true && typeof answer.balance === 'number') {
      return answer;
    }
    const refusal = isObject(answer) && isObject(answer.error) ? answer.error : null;
    if (response.status >= 400 && response.status < 500 && refusal && typeof refusal.code === 'string') {
      const message = typeof refusal.message === 'string' ? refusal.message : refusal.code;
      throw new WalletRefusal(refusal.code, message, response.status);
    }
    throw new WalletUnreachable(`${action}: unexpected answer ${response.status}`);
  }

  const transfer = (answer: Record<string, unknown>): WalletTransfer => ({
    balance: answer.balance as number,
    currency: String(answer.currency ?? ''),
    transactionId: String(answer.transactionId ?? ''),
    duplicate: answer.duplicate === true,
  });

  return {
    async session(launchToken) {
      const answer = await call('session', { launchToken });
      return {
        balance: answer.balance as number,
        currency: String(answer.currency ?? ''),
        sessionId: String(answer.sessionId),
        playerId: String(answer.playerId),
        gameCode: String(answer.gameCode),
        demo: answer.demo === true,
        nickname: String(answer.nickname ?? ''),
      };
    },
    async balance(sessionId) {
      const answer = await call('balance', { sessionId });
      return { balance: answer.balance as number, currency: String(answer.currency ?? '') };
    },
    bet: async (request) => transfer(await call('bet', request)),
    win: async (request) => transfer(await call('win', request)),
    betWin: async (request) => transfer(await call('betWin', request)),
    rollback: async (request) => transfer(await call('rollback', request)),
  };
}

/** Play coins a demo session starts with: 1,000.00. */
const demoStartingBalance = 100_000;

/**
 * Demo play (`tryIt`): play money kept in memory for one session, no call to the operator's money
 * endpoints. It follows the operator's rules (idempotent ids, no overdraft, one settlement per
 * round), so a game behaves the same on both. Exchanging the launch token still goes to the
 * operator, which is the one that says the session is demo.
 */
export class DemoWallet implements OperatorWallet {
  private balanceOf = demoStartingBalance;
  private readonly applied = new Map<string, WalletTransfer>();
  private readonly roundBets = new Map<string, { transactionId: string; amount: number }>();
  private readonly settledRounds = new Set<string>();
  private sequence = 0;

  constructor(
    private readonly operator: OperatorWallet,
    readonly currency = 'DEMO',
  ) {}

  session(launchToken: string): Promise<OperatorSession> {
    return this.operator.session(launchToken);
  }

  async balance(): Promise<WalletBalance> {
    return { balance: this.balanceOf, currency: this.currency };
  }

  private apply(transactionId: string, change: () => void): WalletTransfer {
    const first = this.applied.get(transactionId);
    if (first) return { ...first, duplicate: true };
    change();
    this.sequence += 1;
    const result = {
      balance: this.balanceOf,
      currency: this.currency,
      transactionId: `demo-${this.sequence}`,
      duplicate: false,
    };
    this.applied.set(transactionId, result);
    return result;
  }

  async bet({ transactionId, roundId, amount }: BetRequest): Promise<WalletTransfer> {
    if (this.applied.has(transactionId)) return this.apply(transactionId, () => {});
    if (this.settledRounds.has(roundId))
      throw new WalletRefusal('ROUND_SETTLED', 'the round is settled', 409);
    if (amount > this.balanceOf) throw new WalletRefusal('INSUFFICIENT_FUNDS', 'not enough play coins', 402);
    return this.apply(transactionId, () => {
      this.balanceOf -= amount;
      this.roundBets.set(roundId, { transactionId, amount });
    });
  }

  async win({ transactionId, roundId, amount }: WinRequest): Promise<WalletTransfer> {
    if (this.applied.has(transactionId)) return this.apply(transactionId, () => {});
    if (this.settledRounds.has(roundId))
      throw new WalletRefusal('ROUND_SETTLED', 'the round is settled', 409);
    if (!this.roundBets.has(roundId)) throw new WalletRefusal('UNKNOWN_ROUND', 'no bet in this round', 404);
    return this.apply(transactionId, () => {
      this.balanceOf += amount;
      this.settledRounds.add(roundId);
    });
  }

  async betWin({ transactionId, roundId, amount, win }: BetWinRequest): Promise<WalletTransfer> {
    if (this.applied.has(transactionId)) return this.apply(transactionId, () => {});
    if (this.settledRounds.has(roundId))
      throw new WalletRefusal('ROUND_SETTLED', 'the round is settled', 409);
    if (amount > this.balanceOf) throw new WalletRefusal('INSUFFICIENT_FUNDS', 'not enough play coins', 402);
    return this.apply(transactionId, () => {
      this.balanceOf += win - amount;
      this.settledRounds.add(roundId);
    });
  }

  async rollback({ transactionId, roundId }: RollbackRequest): Promise<WalletTransfer> {
    if (this.applied.has(transactionId)) return this.apply(transactionId, () => {});
    if (this.settledRounds.has(roundId))
      throw new WalletRefusal('ROUND_SETTLED', 'the round is settled', 409);
    return this.apply(transactionId, () => {
      this.balanceOf += this.roundBets.get(roundId)?.amount ?? 0;
      this.settledRounds.add(roundId);
    });
  }
}
