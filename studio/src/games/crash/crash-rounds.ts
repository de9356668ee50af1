import { GameError } from '../../http/game-error.js';
import type { RoundProof } from '../../operator-wallet.js';
import type { RoundBook } from '../../round-book.js';
import type { StudioSession } from '../../sessions.js';
import { BUST_AT_TAKE_OFF, crashPointFromHash, MAX_CRASH_POINT, MIN_TARGET } from './crash-math.js';
import { elapsedAt, multiplierAt } from './flight.js';
import type { HashChain } from './hash-chain.js';
import type { PublicBet, RecentRound, RoundPhase, RoundSnapshot, ServerMessage } from './protocol.js';

/** Who plays: the studio session their launch token became. */
export type CrashPlayer = StudioSession;

/**
 * The rounds' money: each player's bet opens a studio round (`stake`), the crash settles it with
 * its win and the hash-chain proof (`settle`, journaled and retried), and a bet confirmed after
 * take-off is rolled back (`voidOpenRound`).
 */
export type CrashRoundBook = Pick<RoundBook, 'stake' | 'settle' | 'voidOpenRound'>;

/** Where the chain's position survives a restart. */
export interface CrashRoundStore {
  /** Marks a round as started before any bet is taken, so a restart never plays its hash again. */
  roundStarted(roundNumber: number): Promise<void>;
  roundCrashed(round: RecentRound & { crashedAt: Date }): Promise<void>;
}

export interface CrashTimings {
  bettingMs: number;
  /** How long the crash point stays on screen before the next round's betting opens. */
  crashedMs: number;
  tickMs: number;
}

/** Ten ticks a second: the page draws between them from the curve, so more would only cost sends. */
export const TICK_MS = 100;

/** Stakes in hundredths (0.10 .. 1,000.00); a single bet never wins more than 1,000,000.00. */
export const STAKE_LIMITS = { minStake: 10, maxStake: 100_000, maxWin: 100_000_000 };

interface Bet {
  id: number;
  player: CrashPlayer;
  amount: number;
  /** The auto cash-out target, lowered to the multiplier that pays the maximum win. */
  target: number;
  state: 'pending' | 'placed' | 'late';
  /** The studio round of this bet (a uuid: the operator's round id), once the stake is taken. */
  roundId: string | null;
  cashedOutAt: number | null;
  payout: number | null;
}

interface Round {
  number: number;
  hash: string;
  crashPoint: number;
  phase: RoundPhase;
  bettingEndsAt: number;
  takeOffAt: number | null;
  bets: Map<string, Bet>;
  nextBetId: number;
}

/** Gets each message with its JSON, serialized once for every socket. */
export type Listener = (message: ServerMessage, json: string) => void;

export type BetResult =
  | { ok: true; roundNumber: number; id: number; balance: number }
  | { ok: false; code: string; message: string };
export type CashOutResult =
  | { ok: true; roundNumber: number; multiplier: number; payout: number }
  | { ok: false; code: string; message: string };

export interface CrashRoundsOptions {
  chain: HashChain;
  /** The first round to play: one past the last round started before a restart. */
  firstRound: number;
  recent: RecentRound[];
  store: CrashRoundStore;
  /** The chain that follows a used-up one (a new seed, a new terminal hash, rounds from 1). */
  nextChain: () => Promise<{ chain: HashChain; store: CrashRoundStore }>;
  rounds: CrashRoundBook;
  timings: CrashTimings;
  now?: () => number;
  onError?: (error: unknown, context: string) => void;
}

const RECENT_KEPT = 20;

/** Sockets sent to before the broadcast yields to incoming messages (see `broadcast`). */
const BROADCAST_CHUNK = 100;

/** Shows the first two characters of a nickname: others see that someone bet, not who. */
function maskNickname(nickname: string): string {
  const chars = [...nickname];
  return `${chars.slice(0, 2).join('')}***`;
}

/**
 * Jeepney Rocket's shared rounds: one round at a time, every player in it; betting, then the flight,
 * then the crash with its hash revealed, then the next round. Multipliers and money are integers of
 * hundredths. Cash-outs are decided here, in memory, at the moment the message arrives (auto
 * cash-outs at their exact target); the wallet is called for stakes before take-off and for every
 * round's settlement once the round has crashed and its hash is public.
 */
export class CrashRounds {
  private chain: HashChain;
  private store: CrashRoundStore;
  private readonly nextChain: CrashRoundsOptions['nextChain'];
  private readonly rounds: CrashRoundBook;
  private readonly timings: CrashTimings;
  private readonly now: () => number;
  private readonly onError: (error: unknown, context: string) => void;
  private readonly listeners = new Set<Listener>();
  private readonly playerListeners = new Map<string, Set<Listener>>();
  private readonly outbox: { message: ServerMessage; json: string; listeners: Listener[]; sent: number }[] =
    [];
  private readonly recentRounds: RecentRound[];
  private round: Round | null = null;
  private nextRoundNumber: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private feedTimer: ReturnType<typeof setInterval> | null = null;
  private feedCashOuts: Extract<ServerMessage, { type: 'feed' }>['cashOuts'] = [];
  private feedBets: PublicBet[] = [];
  private stopped = false;
  private readonly settlements = new Set<Promise<void>>();

  constructor(options: CrashRoundsOptions) {
    this.chain = options.chain;
    this.store = options.store;
    this.nextChain = options.nextChain;
    this.rounds = options.rounds;
    this.timings = options.timings;
    this.now = options.now ?? Date.now;
    this.onError = options.onError ?? (() => {});
    this.recentRounds = options.recent.slice(0, RECENT_KEPT);
    this.nextRoundNumber = options.firstRound;
  }

  get terminalHash(): string {
    return this.chain.terminalHash;
  }

  get recent(): RecentRound[] {
    return this.recentRounds;
  }

  /** Opens the first round's betting. */
  async start(): Promise<void> {
    this.feedTimer = setInterval(() => this.flushFeed(), this.timings.tickMs);
    await this.openBetting();
  }

  /** Stops the rounds; settlements under way finish, a round in flight is voided at the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.feedTimer) clearInterval(this.feedTimer);
    await Promise.allSettled([...this.settlements]);
  }

  /** Every round message; with `playerId`, also that player's own (their balance after settlement). */
  subscribe(listener: Listener, playerId?: string): () => void {
    this.listeners.add(listener);
    if (playerId === undefined) return () => this.listeners.delete(listener);
    const own = this.playerListeners.get(playerId) ?? new Set<Listener>();
    own.add(listener);
    this.playerListeners.set(playerId, own);
    return () => {
      this.listeners.delete(listener);
      own.delete(listener);
      if (own.size === 0) this.playerListeners.delete(playerId);
    };
  }

  snapshot(): RoundSnapshot | null {
    const round = this.round;
    if (!round) return null;
    const crashed = round.phase === 'crashed';
    return {
      roundNumber: round.number,
      phase: round.phase,
      bettingEndsAt: round.bettingEndsAt,
      takeOffAt: round.takeOffAt,
      crashPoint: crashed ? round.crashPoint : null,
      hash: crashed ? round.hash : null,
      bets: [...round.bets.values()].filter((bet) => bet.state === 'placed').map(publicBet),
    };
  }

  /** The id of the player's placed bet in the current round, if any. */
  betIdOf(playerId: string): number | null {
    const bet = this.round?.bets.get(playerId);
    return bet && bet.state === 'placed' ? bet.id : null;
  }

  async placeBet(player: CrashPlayer, amount: number, autoCashOut: number | null): Promise<BetResult> {
    const round = this.round;
    if (round?.phase !== 'betting') {
      return refuse('BETTING_CLOSED', 'Bets are taken only before take-off. Wait for the next round.');
    }
    if (!Number.isInteger(amount) || amount < STAKE_LIMITS.minStake || amount > STAKE_LIMITS.maxStake) {
      return refuse('STAKE_OUT_OF_RANGE', 'The stake must be between 0.10 and 1,000.00.');
    }
    if (
      autoCashOut !== null &&
      (!Number.isInteger(autoCashOut) || autoCashOut < MIN_TARGET || autoCashOut > MAX_CRASH_POINT)
    ) {
      return refuse('TARGET_OUT_OF_RANGE', 'The auto cash-out must be between 1.01x and 10,000.00x.');
    }
    if (round.bets.has(player.playerId)) {
      return refuse('ALREADY_BET', 'You already have a bet in this round.');
    }
    const maxWinTarget = Math.floor((STAKE_LIMITS.maxWin * 100) / amount);
    const bet: Bet = {
      id: round.nextBetId++,
      player,
      amount,
      target: Math.min(autoCashOut ?? MAX_CRASH_POINT, maxWinTarget, MAX_CRASH_POINT),
      state: 'pending',
      roundId: null,
      cashedOutAt: null,
      payout: null,
    };
    round.bets.set(player.playerId, bet);
    let taken: { roundId: string; balance: number };
    try {
      taken = await this.rounds.stake(player, {
        stake: amount,
        params: { roundNumber: round.number, autoCashOut },
      });
    } catch (error) {
      round.bets.delete(player.playerId);
      if (error instanceof GameError) return refuse(error.code, error.message);
      this.onError(error, `bet in round ${round.number}`);
      return refuse('WALLET_UNAVAILABLE', 'Your bet could not be placed. Try again in a moment.');
    }
    if (bet.state === 'late') {
      // The debit landed after take-off: the round cannot take it, so it is undone at once.
      round.bets.delete(player.playerId);
      this.track(this.rounds.voidOpenRound(taken.roundId), `void ${taken.roundId}`);
      return refuse('BETTING_CLOSED', 'The round took off before your bet was confirmed; it was refunded.');
    }
    bet.roundId = taken.roundId;
    const { balance } = taken;
    bet.state = 'placed';
    this.feedBets.push(publicBet(bet));
    return { ok: true, roundNumber: round.number, id: bet.id, balance };
  }

  cashOut(playerId: string): CashOutResult {
    const round = this.round;
    const bet = round?.bets.get(playerId);
    if (!round || !bet || bet.state !== 'placed') {
      return refuse('NO_BET', 'You have no bet in this round.');
    }
    if (bet.cashedOutAt !== null) return refuse('ALREADY_CASHED_OUT', 'You already cashed out this round.');
    if (round.phase === 'betting' || round.takeOffAt === null) {
      return refuse('NOT_FLYING', 'The round has not taken off yet.');
    }
    const multiplier = multiplierAt(this.now() - round.takeOffAt);
    if (round.phase === 'crashed' || multiplier > round.crashPoint) {
      return refuse(
        'ROUND_CRASHED',
        `Too late: the round crashed at ${(round.crashPoint / 100).toFixed(2)}x.`,
      );
    }
    // Never past the auto target: a manual cash-out racing its own target pays the target.
    return this.pay(round, bet, Math.min(multiplier, bet.target));
  }

  private pay(round: Round, bet: Bet, multiplier: number): CashOutResult & { ok: true } {
    const payout = Math.min(Math.floor((bet.amount * multiplier) / 100), STAKE_LIMITS.maxWin);
    bet.cashedOutAt = multiplier;
    bet.payout = payout;
    this.feedCashOuts.push({ id: bet.id, multiplier, payout });
    return { ok: true, roundNumber: round.number, multiplier, payout };
  }

  private async openBetting(): Promise<void> {
    if (this.stopped) return;
    if (this.nextRoundNumber > this.chain.length) {
      const next = await this.nextChain();
      this.chain = next.chain;
      this.store = next.store;
      this.nextRoundNumber = 1;
      this.recentRounds.length = 0;
    }
    const number = this.nextRoundNumber;
    await this.store.roundStarted(number);
    this.nextRoundNumber = number + 1;
    const hash = this.chain.roundHash(number);
    const bettingEndsAt = this.now() + this.timings.bettingMs;
    this.round = {
      number,
      hash,
      crashPoint: crashPointFromHash(hash),
      phase: 'betting',
      bettingEndsAt,
      takeOffAt: null,
      bets: new Map(),
      nextBetId: 1,
    };
    this.broadcast({ type: 'betting', serverTime: this.now(), roundNumber: number, bettingEndsAt });
    this.schedule(() => this.takeOff(), this.timings.bettingMs);
  }

  private takeOff(): void {
    const round = this.round;
    if (!round || this.stopped) return;
    for (const bet of round.bets.values()) if (bet.state === 'pending') bet.state = 'late';
    round.phase = 'flying';
    round.takeOffAt = this.now();
    this.broadcast({
      type: 'takeOff',
      serverTime: round.takeOffAt,
      roundNumber: round.number,
      takeOffAt: round.takeOffAt,
    });
    if (round.crashPoint === BUST_AT_TAKE_OFF) {
      this.crash();
      return;
    }
    this.fly();
  }

  /** One step of the flight: pays auto cash-outs reached, ticks, and ends the round at its crash point. */
  private fly(): void {
    const round = this.round;
    if (!round || round.takeOffAt === null || this.stopped) return;
    const elapsed = this.now() - round.takeOffAt;
    const multiplier = Math.min(multiplierAt(elapsed), round.crashPoint);
    this.payTargetsUpTo(round, multiplier);
    const crashAt = elapsedAt(round.crashPoint);
    if (elapsed >= crashAt) {
      this.crash();
      return;
    }
    this.broadcast({ type: 'tick', serverTime: this.now(), roundNumber: round.number, elapsed, multiplier });
    this.schedule(() => this.fly(), Math.min(this.timings.tickMs, crashAt - elapsed));
  }

  private payTargetsUpTo(round: Round, multiplier: number): void {
    for (const bet of round.bets.values()) {
      if (bet.state === 'placed' && bet.cashedOutAt === null && bet.target <= multiplier) {
        this.pay(round, bet, bet.target);
      }
    }
  }

  private crash(): void {
    const round = this.round;
    if (!round || this.stopped) return;
    // A target at the crash point itself pays: a cash-out wins when its multiplier is <= the crash point.
    if (round.crashPoint > BUST_AT_TAKE_OFF) this.payTargetsUpTo(round, round.crashPoint);
    this.flushFeed();
    round.phase = 'crashed';
    const nextBettingAt = this.now() + this.timings.crashedMs;
    this.broadcast({
      type: 'crash',
      serverTime: this.now(),
      roundNumber: round.number,
      crashPoint: round.crashPoint,
      hash: round.hash,
      nextBettingAt,
    });
    const revealed: RecentRound = {
      roundNumber: round.number,
      crashPoint: round.crashPoint,
      hash: round.hash,
    };
    this.recentRounds.unshift(revealed);
    this.recentRounds.length = Math.min(this.recentRounds.length, RECENT_KEPT);
    this.track(
      this.store.roundCrashed({ ...revealed, crashedAt: new Date() }),
      `record round ${round.number}`,
    );
    this.settle(round);
    this.schedule(() => {
      this.openBetting().catch((error) => this.onError(error, 'open betting'));
    }, this.timings.crashedMs);
  }

  private settle(round: Round): void {
    const proof: RoundProof = {
      scheme: 'hash-chain-v1',
      roundNumber: round.number,
      hash: round.hash,
      terminalHash: this.chain.terminalHash,
    };
    for (const bet of round.bets.values()) {
      const { roundId } = bet;
      if (bet.state !== 'placed' || roundId === null) continue;
      // The round's hash goes with each player's outcome, so the round's proof page can show it.
      const outcome = { crashPoint: round.crashPoint, cashedOutAt: bet.cashedOutAt, hash: round.hash };
      const settled = this.rounds.settle(roundId, bet.payout ?? 0, outcome, proof).then((balance) => {
        if (balance !== null) this.tell(bet.player.playerId, { type: 'balance', balance });
      });
      this.track(settled, `settle ${roundId}`);
    }
  }

  private track(work: Promise<void>, context: string): void {
    const tracked = work.catch((error) => this.onError(error, context));
    this.settlements.add(tracked);
    tracked.finally(() => this.settlements.delete(tracked));
  }

  private schedule(step: () => void, ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(step, Math.max(0, ms));
  }

  private flushFeed(): void {
    if (!this.round || (this.feedCashOuts.length === 0 && this.feedBets.length === 0)) return;
    const message: ServerMessage = {
      type: 'feed',
      roundNumber: this.round.number,
      bets: this.feedBets,
      cashOuts: this.feedCashOuts,
    };
    this.feedBets = [];
    this.feedCashOuts = [];
    this.broadcast(message);
  }

  private tell(playerId: string, message: ServerMessage): void {
    const json = JSON.stringify(message);
    for (const listener of this.playerListeners.get(playerId) ?? []) listener(message, json);
  }

  /**
   * Queues a message for every listener. Sending to 1,000 sockets takes milliseconds, so the queue
   * is sent BROADCAST_CHUNK listeners at a time, yielding between chunks: a cash-out that arrives
   * meanwhile is decided at once instead of waiting for the whole broadcast. One queue keeps every
   * socket's messages in order.
   */
  private broadcast(message: ServerMessage): void {
    this.outbox.push({ message, json: JSON.stringify(message), listeners: [...this.listeners], sent: 0 });
    if (this.outbox.length === 1) this.drain();
  }

  private drain(): void {
    const head = this.outbox[0];
    if (!head) return;
    const end = Math.min(head.sent + BROADCAST_CHUNK, head.listeners.length);
    for (let index = head.sent; index < end; index += 1) head.listeners[index]?.(head.message, head.json);
    head.sent = end;
    if (head.sent >= head.listeners.length) this.outbox.shift();
    if (this.outbox.length > 0) setImmediate(() => this.drain());
  }
}

function publicBet(bet: Bet): PublicBet {
  return {
    id: bet.id,
    player: maskNickname(bet.player.nickname),
    amount: bet.amount,
    cashedOutAt: bet.cashedOutAt,
    payout: bet.payout,
  };
}

function refuse(code: string, message: string): { ok: false; code: string; message: string } {
  return { ok: false, code, message };
}
