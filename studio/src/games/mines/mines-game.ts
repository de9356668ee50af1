import { GameError } from '../../http/game-error.js';
import type { Round } from '../../round-book.js';
import type { GameContext, GameDefinition } from '../game.js';
import {
  benchStrategy,
  cashOutWin,
  exactMinesRtp,
  houseEdge,
  maxMines,
  maxMultiplier,
  minePositions,
  minMines,
  multiplierScale,
  multiplierUnits,
  tileCount,
} from './mines-math.js';

export interface MinesParams {
  mines: number;
}
interface MinesOutcome {
  mines: number[];
}
interface MinesProgress {
  revealed: number[];
  /** The mine the player stepped on, which ended the round. */
  hit: number | null;
  cashedOut: boolean;
}

const minStake = 10;
const maxStake = 10_000;
/** An open round nobody touched for this long is settled for the player (see `housekeeping`). */
const idleMinutes = 30;

function view(round: Round, balance: number | null) {
  const progress = round.progress as MinesProgress;
  const mines = (round.params as unknown as MinesParams).mines;
  const over = round.state !== 'open';
  return {
    ok: true,
    roundId: round.id,
    stake: round.stake,
    mineCount: mines,
    state: over ? 'over' : 'open',
    revealed: progress.revealed,
    hit: progress.hit,
    multiplier: multiplierUnits(mines, progress.revealed.length) / multiplierScale,
    nextMultiplier:
      progress.revealed.length < tileCount - mines
        ? multiplierUnits(mines, progress.revealed.length + 1) / multiplierScale
        : null,
    win: round.win,
    // The positions are shown only once the round is over; before, they are the house's secret.
    mines: over ? (round.outcome as MinesOutcome).mines : null,
    nonce: round.nonce,
    balance,
  };
}

async function cashOut(
  context: GameContext,
  round: Round,
): Promise<{ round: Round; balance: number | null }> {
  return context.rounds.advance<MinesProgress>(round.id, round.playerId, (current) => {
    const progress = current.progress as MinesProgress;
    if (progress.revealed.length === 0) {
      throw new GameError('NOTHING_REVEALED', 'Reveal at least one tile before you cash out.', 409);
    }
    const mines = (current.params as unknown as MinesParams).mines;
    return {
      progress: { ...progress, cashedOut: true },
      win: cashOutWin(current.stake, mines, progress.revealed.length),
    };
  });
}

function isTile(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < tileCount;
}

export const minesGame: GameDefinition<MinesParams, MinesOutcome> = {
  code: 'mines',
  title: 'Mines of Luzon',
  rtp: 1 - houseEdge,
  maxWinMultiplier: maxMultiplier,
  minStake,
  maxStake,
  modes: Object.entries(benchStrategy).map(([mines, reveal]) => ({
    id: `mines-${mines}`,
    label: `${mines} mine${mines === '1' ? '' : 's'}, reveal ${reveal} then cash out`,
    params: { mines: Number(mines) },
  })),
  parseParams(raw) {
    const mines = (raw as { mines?: unknown } | null)?.mines;
    return Number.isInteger(mines) && (mines as number) >= minMines && (mines as number) <= maxMines
      ? { mines: mines as number }
      : null;
  },
  play: ({ mines }, next) => ({ mines: minePositions(mines, next) }),
  simulate(mode, next) {
    const mines = mode.params.mines as number;
    const reveal = benchStrategy[mines] ?? 1;
    const positions = minePositions(mines, next);
    // The strategy reveals tiles 0, 1, 2, ...: it survives when none of them is a mine.
    if (positions[0] !== undefined && positions[0] < reveal) return 0;
    return multiplierUnits(mines, reveal) / multiplierScale;
  },
  exactRtp(mode) {
    const mines = mode.params.mines as number;
    return exactMinesRtp(mines, benchStrategy[mines] ?? 1);
  },
  registerRoutes(app, context) {
    const { rounds, sessionOf } = context;
    const openRoundOf = async (authorization: string | undefined, roundId: unknown) => {
      const session = await sessionOf(authorization, 'mines');
      const round = typeof roundId === 'string' ? await rounds.findRound(roundId) : null;
      if (!round || round.playerId !== session.playerId || round.gameCode !== 'mines') {
        throw new GameError('UNKNOWN_ROUND', 'No such round.', 404);
      }
      return round;
    };

    app.get('/api/games/mines/round', async (request) => {
      const session = await sessionOf(request.headers.authorization, 'mines');
      const round = await rounds.openRound(session.playerId, 'mines');
      return round ? view(round, null) : { ok: true, state: 'none' };
    });

    app.post<{ Body: { stake?: unknown; mines?: unknown } }>('/api/games/mines/start', async (request) => {
      const session = await sessionOf(request.headers.authorization, 'mines');
      const stake = request.body?.stake;
      if (!Number.isInteger(stake) || (stake as number) < minStake || (stake as number) > maxStake) {
        throw new GameError('STAKE_OUT_OF_RANGE', 'The stake must be from 0.10 to 100.00.');
      }
      const params = minesGame.parseParams({ mines: request.body?.mines });
      if (!params) throw new GameError('BAD_REQUEST', `Choose ${minMines} to ${maxMines} mines.`);
      if (await rounds.openRound(session.playerId, 'mines')) {
        throw new GameError('ROUND_IN_PROGRESS', 'Finish the round you have open first.', 409);
      }
      const played = await rounds.play<MinesOutcome, MinesProgress>(
        session,
        { stake: stake as number, params: { ...params } },
        (next) => ({
          outcome: { mines: minePositions(params.mines, next) },
          progress: { revealed: [], hit: null, cashedOut: false },
        }),
      );
      return view(played.round, played.balance);
    });

    app.post<{ Body: { roundId?: unknown; tile?: unknown } }>('/api/games/mines/reveal', async (request) => {
      const round = await openRoundOf(request.headers.authorization, request.body?.roundId);
      const tile = request.body?.tile;
      if (!isTile(tile)) throw new GameError('BAD_REQUEST', 'Choose a tile from 0 to 24.');
      const moved = await rounds.advance<MinesProgress>(round.id, round.playerId, (current) => {
        const progress = current.progress as MinesProgress;
        if (progress.revealed.includes(tile))
          throw new GameError('BAD_REQUEST', 'That tile is already open.');
        const { mines } = current.outcome as MinesOutcome;
        if (mines.includes(tile)) return { progress: { ...progress, hit: tile }, win: 0 };
        const revealed = [...progress.revealed, tile];
        // Every safe tile open: the round cashes out by itself.
        const cleared = revealed.length === tileCount - mines.length;
        return {
          progress: { ...progress, revealed, cashedOut: cleared },
          win: cleared ? cashOutWin(current.stake, mines.length, revealed.length) : null,
        };
      });
      return view(moved.round, moved.balance);
    });

    app.post<{ Body: { roundId?: unknown } }>('/api/games/mines/cashout', async (request) => {
      const round = await openRoundOf(request.headers.authorization, request.body?.roundId);
      const moved = await cashOut(context, round);
      return view(moved.round, moved.balance);
    });
  },
  /**
   * A round left open (the player closed the game) is settled for them after `idleMinutes`: cashed
   * out at its multiplier when a tile is open, its bet rolled back when none is (nothing was played).
   */
  async housekeeping(context) {
    for (const round of await context.rounds.idleOpenRounds('mines', idleMinutes)) {
      if ((round.progress as MinesProgress).revealed.length === 0)
        await context.rounds.voidOpenRound(round.id);
      else await cashOut(context, round);
    }
  },
};
