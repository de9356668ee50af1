import { GameError } from '../../http/game-error.js';
import type { GameDefinition } from '../game.js';
import { lineCount, maxWinMultiplier, playSlotRound, type SlotOutcome } from './slot-math.js';
import { exactSlotMath } from './slot-rtp.js';
import { betPerLineSteps } from './slot-steps.js';

export interface SlotParams {
  lines: number;
  betPerLine: number;
}

export const slotGame: GameDefinition<SlotParams, SlotOutcome> = {
  code: 'slot',
  title: 'Sampaguita Fortune',
  // The exact figure of slot-rtp.ts (96.0466...%), to two decimals of a percent.
  rtp: 0.9605,
  maxWinMultiplier,
  minStake: lineCount * betPerLineSteps[0],
  maxStake: lineCount * Math.max(...betPerLineSteps),
  modes: [{ id: 'base', label: '20 lines, every spin', params: { lines: lineCount, betPerLine: 1 } }],
  parseParams(raw) {
    if (typeof raw !== 'object' || raw === null) return null;
    const { lines, betPerLine } = raw as Record<string, unknown>;
    if (lines !== lineCount || !betPerLineSteps.includes(betPerLine as (typeof betPerLineSteps)[number]))
      return null;
    return { lines: lineCount, betPerLine: betPerLine as number };
  },
  play: (_params, next) => playSlotRound(next),
  simulate: (_mode, next) => playSlotRound(next).pays / lineCount,
  exactRtp: () => exactSlotMath().rtp,
  registerRoutes(app, { rounds, sessionOf }) {
    app.post<{ Body: { betPerLine?: unknown } }>('/api/games/slot/spin', async (request) => {
      const session = await sessionOf(request.headers.authorization, 'slot');
      const params = slotGame.parseParams({ lines: lineCount, betPerLine: request.body?.betPerLine });
      if (!params) {
        throw new GameError(
          'STAKE_OUT_OF_RANGE',
          `Choose a line bet of ${betPerLineSteps.map((step) => (step / 100).toFixed(2)).join(', ')}.`,
        );
      }
      // A spin is decided when it is staked: its stake and win go to the operator in one call.
      const played = await rounds.playDecided<SlotOutcome>(
        session,
        { stake: params.lines * params.betPerLine, params: { ...params } },
        (next) => {
          const outcome = playSlotRound(next);
          return { outcome, win: outcome.pays * params.betPerLine };
        },
      );
      return {
        ok: true,
        roundId: played.round.id,
        stake: played.round.stake,
        win: played.round.win,
        outcome: played.round.outcome,
        balance: played.balance,
        nonce: played.seeds.nonce,
      };
    });
  },
};
