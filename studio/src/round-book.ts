import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from './db/database.js';
import type { NextFloat } from './fair/floats.js';
import { type RoundSeedPair, takeNonce } from './fair/seeds.js';
import { fairFloats } from './fair/server-floats.js';
import { GameError } from './http/game-error.js';
import {
  DemoWallet,
  type OperatorWallet,
  type RoundProof,
  WalletRefusal,
  WalletUnreachable,
} from './operator-wallet.js';
import { operatorUnavailable, type StudioSession } from './sessions.js';

/**
 * Rounds and the journal of the money calls they make. A round is one `bet` and exactly one
 * settlement: a `win` (0 for a lost round) or a `rollback` of its bet; a round decided when it is
 * staked (a slot spin) is one `betWin` instead, both at once. Each call is written to
 * `wallet_calls` before it is sent; a bet that got no answer is rolled back, and a win, betWin or
 * rollback without an answer is sent again at start-up and every `retryIntervalMs` until the
 * operator answers it (it is idempotent by transaction id). Demo rounds use the session's play
 * money in memory and journal nothing: a restart ends them.
 */

type RoundState = 'betting' | 'refused' | 'open' | 'settling' | 'rolling_back' | 'settled' | 'rolled_back';

export interface Round {
  id: string;
  operatorSessionId: string;
  playerId: string;
  gameCode: string;
  demo: boolean;
  stake: number;
  win: number | null;
  params: Record<string, unknown>;
  seedPairId: number | null;
  nonce: number | null;
  outcome: unknown;
  progress: unknown;
  state: RoundState;
}

/** What a game decides when the bet of a round that stays open is taken (mines). */
export interface RoundStart<Outcome, Progress> {
  outcome: Outcome;
  progress: Progress;
}

export interface PlayedRound<Outcome, Progress> {
  round: Round & { outcome: Outcome; progress: Progress | null };
  seeds: RoundSeedPair;
  /** The player's balance after the last money call; null while the settlement is still being delivered. */
  balance: number | null;
}

interface RoundRow {
  id: string;
  operator_session_id: string;
  player_id: string;
  game_code: string;
  demo: boolean;
  stake: number;
  win: number | null;
  params: Record<string, unknown>;
  seed_pair_id: number | null;
  nonce: number | null;
  outcome: unknown;
  progress: unknown;
  state: RoundState;
}

const roundColumns =
  'id, operator_session_id, player_id, game_code, demo, stake, win, params, seed_pair_id, nonce, outcome, progress, state';

function toRound(row: RoundRow): Round {
  return {
    id: row.id,
    operatorSessionId: row.operator_session_id,
    playerId: row.player_id,
    gameCode: row.game_code,
    demo: row.demo,
    stake: row.stake,
    win: row.win,
    params: row.params,
    seedPairId: row.seed_pair_id,
    nonce: row.nonce,
    outcome: row.outcome,
    progress: row.progress,
    state: row.state,
  };
}

interface CallRow {
  transaction_id: string;
  round_id: string;
  action: 'bet' | 'win' | 'rollback' | 'betWin';
  request: Record<string, unknown>;
  attempts: number;
}

/** The longest wait between two attempts at a call the operator has not answered. */
const maxBackoffMs = 60_000;

const refusalCodeStatus: Record<string, number> = {
  INSUFFICIENT_FUNDS: 402,
  LIMIT_REACHED: 403,
  STAKE_OUT_OF_RANGE: 400,
  SESSION_CLOSED: 409,
  UNKNOWN_SESSION: 401,
};

/** Play money journals nothing and shows no proof to an operator. */
const demoProof: RoundProof = {
  scheme: 'hmac-sha256-v1',
  serverSeedHash: '',
  clientSeed: '',
  nonce: 0,
  game: '',
  params: {},
};

/** A new round's first seven columns: id, operator session, player, game, demo, stake, params. */
function newRoundValues(
  roundId: string,
  session: StudioSession,
  input: { stake: number; params: Record<string, unknown> },
) {
  return [
    roundId,
    session.operatorSessionId,
    session.playerId,
    session.gameCode,
    session.demo,
    input.stake,
    JSON.stringify(input.params),
  ];
}

/** A round's fair proof, as the operator shows it (protocol, "The proof on a win"). */
function proofOf(round: Round, seeds: RoundSeedPair): RoundProof {
  return {
    scheme: 'hmac-sha256-v1',
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
    game: round.gameCode,
    params: round.params,
  };
}

function winRequest(round: Round, proof: RoundProof) {
  return {
    sessionId: round.operatorSessionId,
    transactionId: `${round.id}:win`,
    roundId: round.id,
    amount: round.win ?? 0,
    proof,
  };
}

export class RoundBook {
  private readonly demoWallets = new Map<string, DemoWallet>();

  constructor(
    private readonly db: Database,
    private readonly operator: OperatorWallet,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The wallet a session's money goes through: the operator's, or the session's play money. */
  walletFor(session: Pick<StudioSession, 'demo' | 'operatorSessionId'>): OperatorWallet {
    if (!session.demo) return this.operator;
    let wallet = this.demoWallets.get(session.operatorSessionId);
    if (!wallet) {
      wallet = new DemoWallet(this.operator);
      this.demoWallets.set(session.operatorSessionId, wallet);
    }
    return wallet;
  }

  async balance(session: StudioSession): Promise<number> {
    try {
      return (await this.walletFor(session).balance(session.operatorSessionId)).balance;
    } catch (error) {
      throw asGameError(error);
    }
  }

  /**
   * Takes the stake with a `bet`, then, in one transaction, counts the nonce and lets the game
   * decide its outcome from the round's fair floats; the round stays open for the player's moves
   * (`advance`).
   */
  async play<Outcome, Progress>(
    session: StudioSession,
    input: { stake: number; params: Record<string, unknown> },
    start: (next: NextFloat, seeds: RoundSeedPair) => RoundStart<Outcome, Progress>,
  ): Promise<PlayedRound<Outcome, Progress>> {
    const { roundId, betTransactionId, balance } = await this.takeStake(session, input);

    const started = await this.db.transaction(async (tx) => {
      await this.answered(tx, betTransactionId, 'acknowledged', { balance });
      const seeds = await takeNonce(tx, session.playerId);
      const decided = start(fairFloats(seeds), seeds);
      const { rows } = await tx.query<RoundRow>(
        `UPDATE rounds SET seed_pair_id = $2, nonce = $3, outcome = $4, progress = $5, state = 'open',
                updated_at = now()
          WHERE id = $1 RETURNING ${roundColumns}`,
        [
          roundId,
          seeds.seedPairId,
          seeds.nonce,
          JSON.stringify(decided.outcome),
          JSON.stringify(decided.progress),
        ],
      );
      return { round: toRound(rows[0] as RoundRow), seeds };
    });
    return {
      round: started.round as PlayedRound<Outcome, Progress>['round'],
      seeds: started.seeds,
      balance,
    };
  }

  /**
   * A round decided when it is staked (a slot spin): counts the nonce, lets the game decide its
   * outcome and win from the round's fair floats, journals one `betWin` with the proof in the same
   * transaction, and sends it. The stake and the payout apply together on the operator's books, or
   * not at all: a refusal (the balance, a limit) ends the round as refused; a call without an
   * answer is sent again until the operator answers, and the player is told it could not be
   * reached. Demo play settles the same way in the session's play money.
   */
  async playDecided<Outcome>(
    session: StudioSession,
    input: { stake: number; params: Record<string, unknown> },
    decide: (next: NextFloat, seeds: RoundSeedPair) => { outcome: Outcome; win: number },
  ): Promise<PlayedRound<Outcome, null> & { balance: number }> {
    const roundId = randomUUID();
    const { seeds, request } = await this.db.transaction(async (tx) => {
      const seeds = await takeNonce(tx, session.playerId);
      const decided = decide(fairFloats(seeds), seeds);
      const { rows } = await tx.query<RoundRow>(
        `INSERT INTO rounds (id, operator_session_id, player_id, game_code, demo, stake, params, seed_pair_id, nonce,
                             outcome, win, state)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'settling') RETURNING ${roundColumns}`,
        [
          ...newRoundValues(roundId, session, input),
          seeds.seedPairId,
          seeds.nonce,
          JSON.stringify(decided.outcome),
          decided.win,
        ],
      );
      const round = toRound(rows[0] as RoundRow);
      const request = {
        sessionId: session.operatorSessionId,
        transactionId: `${roundId}:spin`,
        roundId,
        amount: input.stake,
        win: decided.win,
        proof: session.demo ? demoProof : proofOf(round, seeds),
      };
      if (!session.demo) await this.journal(tx, roundId, 'betWin', request);
      return { seeds, request };
    });

    let balance: number;
    try {
      balance = (await this.walletFor(session).betWin(request)).balance;
    } catch (error) {
      if (error instanceof WalletRefusal) {
        await this.db.transaction(async (tx) => {
          await tx.query(`UPDATE rounds SET state = 'refused', updated_at = now() WHERE id = $1`, [roundId]);
          await this.answered(tx, request.transactionId, 'refused', { code: error.code });
        });
      } else if (!session.demo) {
        await this.sendLater(request.transactionId, error);
      }
      throw asGameError(error);
    }
    const settled = await this.db.transaction(async (tx) => {
      await this.answered(tx, request.transactionId, 'acknowledged', { balance });
      const { rows } = await tx.query<RoundRow>(
        `UPDATE rounds SET state = 'settled', settled_at = now(), updated_at = now() WHERE id = $1
         RETURNING ${roundColumns}`,
        [roundId],
      );
      return toRound(rows[0] as RoundRow);
    });
    return {
      round: { ...settled, outcome: settled.outcome as Outcome, progress: null },
      seeds,
      balance,
    };
  }

  /**
   * Opens a round with its `bet` and leaves it open for an outcome that comes later and not from
   * the player's seeds (crash: the round's hash, revealed at the crash); `settle` ends it.
   */
  async stake(
    session: StudioSession,
    input: { stake: number; params: Record<string, unknown> },
  ): Promise<{ roundId: string; balance: number }> {
    const { roundId, betTransactionId, balance } = await this.takeStake(session, input);
    await this.db.transaction(async (tx) => {
      await this.answered(tx, betTransactionId, 'acknowledged', { balance });
      await tx.query(`UPDATE rounds SET state = 'open', updated_at = now() WHERE id = $1`, [roundId]);
    });
    return { roundId, balance };
  }

  /**
   * Settles an open round of `stake` with its win and the game's own proof, journaled before it is
   * sent; the balance, or null while the win is still being delivered (retried like any other).
   */
  async settle(roundId: string, win: number, outcome: unknown, proof: RoundProof): Promise<number | null> {
    const round = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<RoundRow>(
        `UPDATE rounds SET win = $2, outcome = $3, state = 'settling', updated_at = now()
          WHERE id = $1 AND state = 'open' RETURNING ${roundColumns}`,
        [roundId, win, JSON.stringify(outcome)],
      );
      const settling = rows[0] ? toRound(rows[0]) : null;
      if (settling && !settling.demo) await this.journal(tx, roundId, 'win', winRequest(settling, proof));
      return settling;
    });
    if (!round) throw new GameError('ROUND_NOT_OPEN', 'This round is over.', 409);
    return this.deliverSettlement(round, proof);
  }

  /** Journals and sends a round's `bet`; a refused or unanswered bet ends the round (GameError). */
  private async takeStake(
    session: StudioSession,
    input: { stake: number; params: Record<string, unknown> },
  ): Promise<{ roundId: string; betTransactionId: string; balance: number }> {
    const roundId = randomUUID();
    const betTransactionId = `${roundId}:bet`;
    const betRequest = {
      sessionId: session.operatorSessionId,
      transactionId: betTransactionId,
      roundId,
      amount: input.stake,
    };
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO rounds (id, operator_session_id, player_id, game_code, demo, stake, params, state)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'betting')`,
        newRoundValues(roundId, session, input),
      );
      if (!session.demo) await this.journal(tx, roundId, 'bet', betRequest);
    });

    try {
      return { roundId, betTransactionId, balance: (await this.walletFor(session).bet(betRequest)).balance };
    } catch (error) {
      if (error instanceof WalletRefusal) {
        await this.db.transaction(async (tx) => {
          await tx.query(`UPDATE rounds SET state = 'refused', updated_at = now() WHERE id = $1`, [roundId]);
          await this.answered(tx, betTransactionId, 'refused', { code: error.code });
        });
      } else {
        await this.rollBack(roundId);
      }
      throw asGameError(error);
    }
  }

  /** The player's open round of a game (mines in progress), if any. */
  async openRound(playerId: string, gameCode: string): Promise<Round | null> {
    const { rows } = await this.db.query<RoundRow>(
      `SELECT ${roundColumns} FROM rounds WHERE player_id = $1 AND game_code = $2 AND state = 'open'
        ORDER BY created_at DESC LIMIT 1`,
      [playerId, gameCode],
    );
    return rows[0] ? toRound(rows[0]) : null;
  }

  async hasOpenRound(playerId: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM rounds WHERE player_id = $1 AND state = 'open' LIMIT 1`,
      [playerId],
    );
    return rows.length > 0;
  }

  /**
   * One move in an open round, under a row lock: `step` returns the new progress and, when the
   * move ends the round, its win, which is journaled with it and delivered.
   */
  async advance<Progress>(
    roundId: string,
    playerId: string,
    step: (round: Round) => { progress: Progress; win: number | null },
  ): Promise<{ round: Round; balance: number | null }> {
    const round = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<RoundRow>(
        `SELECT ${roundColumns} FROM rounds WHERE id = $1 AND player_id = $2 FOR UPDATE`,
        [roundId, playerId],
      );
      const current = rows[0] ? toRound(rows[0]) : null;
      if (current?.state !== 'open') {
        throw new GameError('ROUND_NOT_OPEN', 'This round is over.', 409);
      }
      const moved = step(current);
      const settling = moved.win !== null;
      const updated = await tx.query<RoundRow>(
        `UPDATE rounds SET progress = $2, win = $3, state = $4, updated_at = now() WHERE id = $1
         RETURNING ${roundColumns}`,
        [roundId, JSON.stringify(moved.progress), moved.win, settling ? 'settling' : 'open'],
      );
      const next = toRound(updated.rows[0] as RoundRow);
      if (settling) await this.journalWin(tx, next, await this.seedsOf(tx, next));
      return next;
    });
    return { round, balance: round.state === 'settling' ? await this.deliverSettlement(round) : null };
  }

  /** Voids an open round that was never played (no move): its bet is rolled back. */
  async voidOpenRound(roundId: string): Promise<void> {
    const voided = await this.db.query(
      `UPDATE rounds SET state = 'rolling_back', updated_at = now() WHERE id = $1 AND state = 'open' RETURNING id`,
      [roundId],
    );
    if (voided.rows.length > 0) await this.rollBack(roundId);
  }

  /** Open rounds nobody has touched for `idleMinutes`: the game settles them on the player's behalf. */
  async idleOpenRounds(gameCode: string, idleMinutes: number): Promise<Round[]> {
    const { rows } = await this.db.query<RoundRow>(
      `SELECT ${roundColumns} FROM rounds WHERE game_code = $1 AND state = 'open'
          AND updated_at < now() - make_interval(mins => $2)`,
      [gameCode, idleMinutes],
    );
    return rows.map(toRound);
  }

  async findRound(roundId: string): Promise<Round | null> {
    const { rows } = await this.db.query<RoundRow>(`SELECT ${roundColumns} FROM rounds WHERE id = $1`, [
      roundId,
    ]);
    return rows[0] ? toRound(rows[0]) : null;
  }

  /**
   * Start-up: a bet sent without a recorded answer (the studio was stopped in between) is rolled
   * back; a demo round still going ends (its play money lived in memory). Then every call still
   * pending is sent.
   */
  async recover(): Promise<void> {
    await this.db.query(
      `UPDATE rounds SET state = 'rolled_back', updated_at = now(), settled_at = now()
        WHERE demo AND state NOT IN ('refused', 'settled', 'rolled_back')`,
    );
    const { rows } = await this.db.query<{ id: string }>(`SELECT id FROM rounds WHERE state = 'betting'`);
    for (const { id } of rows) await this.rollBack(id, { sendNow: false });
    await this.retryDue({ all: true });
  }

  /**
   * Sends every win, betWin and rollback whose next attempt is due (or all pending ones: at start-up the
   * backoff of a previous run means nothing); returns how many the operator acknowledged.
   */
  async retryDue(options: { all: boolean } = { all: false }): Promise<number> {
    const { rows } = await this.db.query<{ transaction_id: string }>(
      `SELECT transaction_id FROM wallet_calls WHERE state = 'pending' AND action <> 'bet'
          AND ($1 OR next_attempt_at <= now())
        ORDER BY created_at LIMIT 100`,
      [options.all],
    );
    let answered = 0;
    for (const { transaction_id } of rows) {
      if ((await this.send(transaction_id)) !== null) answered += 1;
    }
    return answered;
  }

  /** Wins, betWins and rollbacks the operator has not acknowledged yet. */
  async pendingSettlements(): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM wallet_calls WHERE state = 'pending' AND action <> 'bet'`,
    );
    return rows[0]?.count ?? 0;
  }

  private async journal(
    tx: Queryable,
    roundId: string,
    action: CallRow['action'],
    request: object,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO wallet_calls (transaction_id, round_id, action, request, state) VALUES ($1, $2, $3, $4, 'pending')`,
      [(request as { transactionId: string }).transactionId, roundId, action, JSON.stringify(request)],
    );
  }

  private async answered(
    tx: Queryable,
    transactionId: string,
    state: 'acknowledged' | 'refused' | 'abandoned',
    answer: object,
  ): Promise<void> {
    await tx.query(
      `UPDATE wallet_calls SET state = $2, answer = $3, answered_at = now(), attempts = attempts + 1
        WHERE transaction_id = $1 AND state = 'pending'`,
      [transactionId, state, JSON.stringify(answer)],
    );
  }

  private async seedsOf(tx: Queryable, round: Round): Promise<RoundSeedPair> {
    const { rows } = await tx.query<{ server_seed: string; server_seed_hash: string; client_seed: string }>(
      'SELECT server_seed, server_seed_hash, client_seed FROM seed_pairs WHERE id = $1',
      [round.seedPairId],
    );
    const pair = rows[0];
    if (!pair || round.seedPairId === null || round.nonce === null)
      throw new Error(`round ${round.id} has no seeds`);
    return {
      seedPairId: round.seedPairId,
      serverSeed: pair.server_seed,
      serverSeedHash: pair.server_seed_hash,
      clientSeed: pair.client_seed,
      nonce: round.nonce,
    };
  }

  private async journalWin(tx: Queryable, round: Round, seeds: RoundSeedPair): Promise<void> {
    if (round.demo) return;
    await this.journal(tx, round.id, 'win', winRequest(round, proofOf(round, seeds)));
  }

  /** Delivers a round's win; the balance, or null when the operator did not answer (retried later). */
  private async deliverSettlement(round: Round, proof: RoundProof = demoProof): Promise<number | null> {
    if (round.demo) {
      const answer = await this.walletFor(round).win(winRequest(round, proof));
      await this.db.query(
        `UPDATE rounds SET state = 'settled', settled_at = now(), updated_at = now() WHERE id = $1`,
        [round.id],
      );
      return answer.balance;
    }
    return this.send(`${round.id}:win`);
  }

  /** Journals the rollback of a round's bet (the round leaves any state but settled) and sends it. */
  private async rollBack(roundId: string, options: { sendNow: boolean } = { sendNow: true }): Promise<void> {
    const round = await this.findRound(roundId);
    if (!round) return;
    if (round.demo) {
      await this.walletFor(round)
        .rollback({
          sessionId: round.operatorSessionId,
          transactionId: `${roundId}:rollback`,
          roundId,
          betTransactionId: `${roundId}:bet`,
        })
        .catch(() => {});
      await this.db.query(
        `UPDATE rounds SET state = 'rolled_back', settled_at = now(), updated_at = now() WHERE id = $1`,
        [roundId],
      );
      return;
    }
    await this.db.transaction(async (tx) => {
      // The bet's answer is lost for good: the rollback decides the round.
      await this.answered(tx, `${roundId}:bet`, 'abandoned', { rolledBack: true });
      await tx.query(`UPDATE rounds SET state = 'rolling_back', updated_at = now() WHERE id = $1`, [roundId]);
      await tx.query(
        `INSERT INTO wallet_calls (transaction_id, round_id, action, request, state)
         VALUES ($1, $2, 'rollback', $3, 'pending') ON CONFLICT (transaction_id) DO NOTHING`,
        [
          `${roundId}:rollback`,
          roundId,
          JSON.stringify({
            sessionId: round.operatorSessionId,
            transactionId: `${roundId}:rollback`,
            roundId,
            betTransactionId: `${roundId}:bet`,
          }),
        ],
      );
    });
    if (options.sendNow) await this.send(`${roundId}:rollback`);
  }

  /**
   * Sends one journaled win, betWin or rollback and records the answer; the new balance, or null when the
   * operator did not answer (the next attempt waits longer, up to a minute) or refused.
   */
  private async send(transactionId: string): Promise<number | null> {
    const { rows } = await this.db.query<CallRow>(
      `SELECT transaction_id, round_id, action, request, attempts FROM wallet_calls
        WHERE transaction_id = $1 AND state = 'pending'`,
      [transactionId],
    );
    const call = rows[0];
    if (!call || call.action === 'bet') return null;
    try {
      const answer = await this.deliver(call);
      await this.db.transaction(async (tx) => {
        await this.answered(tx, transactionId, 'acknowledged', answer);
        await tx.query(`UPDATE rounds SET state = $2, settled_at = now(), updated_at = now() WHERE id = $1`, [
          call.round_id,
          call.action === 'rollback' ? 'rolled_back' : 'settled',
        ]);
      });
      return answer.balance;
    } catch (error) {
      if (error instanceof WalletRefusal && call.action === 'betWin') {
        // The stake no longer fits (the balance or a limit changed meanwhile): the spin never was.
        this.log.warn({ transactionId, code: error.code }, 'the operator refused a spin sent again');
        await this.db.transaction(async (tx) => {
          await this.answered(tx, transactionId, 'refused', { code: error.code });
          await tx.query(`UPDATE rounds SET state = 'refused', updated_at = now() WHERE id = $1`, [
            call.round_id,
          ]);
        });
        return null;
      }
      if (error instanceof WalletRefusal) {
        // The operator refuses a settlement only when the round was decided otherwise (or the call
        // is malformed): nothing to send again, someone must look.
        this.log.error({ transactionId, code: error.code }, 'the operator refused a settlement');
        await this.db.transaction((tx) => this.answered(tx, transactionId, 'refused', { code: error.code }));
        return null;
      }
      await this.sendLater(transactionId, error, call.attempts);
      return null;
    }
  }

  /** One journaled settlement or spin, sent as its action. */
  private deliver(call: CallRow) {
    switch (call.action) {
      case 'win':
        return this.operator.win(call.request as unknown as Parameters<OperatorWallet['win']>[0]);
      case 'betWin':
        return this.operator.betWin(call.request as unknown as Parameters<OperatorWallet['betWin']>[0]);
      default:
        return this.operator.rollback(call.request as unknown as Parameters<OperatorWallet['rollback']>[0]);
    }
  }

  /** A call the operator did not answer waits longer before each next attempt, up to a minute. */
  private async sendLater(transactionId: string, error: unknown, attempts = 0): Promise<void> {
    const delayMs = Math.min(maxBackoffMs, 1_000 * 2 ** attempts);
    this.log.warn(
      { transactionId, attempt: attempts + 1, err: error },
      'wallet call not answered: will retry',
    );
    await this.db.query(
      `UPDATE wallet_calls SET attempts = attempts + 1, last_error = $2,
              next_attempt_at = now() + make_interval(secs => $3) WHERE transaction_id = $1`,
      [transactionId, error instanceof Error ? error.message : String(error), delayMs / 1000],
    );
  }
}

function asGameError(error: unknown): GameError {
  if (error instanceof GameError) return error;
  if (error instanceof WalletRefusal) {
    return new GameError(error.code, error.message, refusalCodeStatus[error.code] ?? 409);
  }
  if (error instanceof WalletUnreachable) return operatorUnavailable();
  throw error;
}
