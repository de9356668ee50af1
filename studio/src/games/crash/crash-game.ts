import websocket from '@fastify/websocket';
import { GameError } from '../../http/game-error.js';
import type { GameDefinition } from '../game.js';
import {
  crashPointFromBits,
  exactTargetRtp,
  MAX_CRASH_POINT,
  MIN_TARGET,
  RTP_PERCENT,
} from './crash-math.js';
import { CrashRounds, STAKE_LIMITS, TICK_MS } from './crash-rounds.js';
import { currentChain, findPublishedHash, loadChain } from './crash-store.js';
import { registerCrashSocket } from './socket.js';

export interface CrashParams {
  /** The auto cash-out target in hundredths, or null for manual only. */
  autoCashOut: number | null;
}

export interface CrashOutcome {
  crashPoint: number;
}

/** The targets the RTP benchmark plays: every one returns 99% (studio/README.md, "Crash"). */
const targets = [101, 200, 500];

const modes = targets.map((target) => ({
  id: `target-${target}`,
  label: `auto cash-out at ${(target / 100).toFixed(2)}x`,
  params: { autoCashOut: target },
}));

const targetOf = (mode: { params: Record<string, unknown> }) => mode.params.autoCashOut as number;

/**
 * 52 uniform bits from two floats (32 + 20 bits): the benchmark's stand-in for a round hash's first
 * 52 bits, which live rounds take from the hash chain.
 */
function bitsFromFloats(next: () => number): bigint {
  const high = BigInt(Math.floor(next() * 2 ** 32));
  const low = BigInt(Math.floor(next() * 2 ** 20));
  return (high << 20n) | low;
}

export const crashGame: GameDefinition<CrashParams, CrashOutcome> = {
  code: 'crash',
  title: 'Jeepney Rocket',
  rtp: RTP_PERCENT / 100,
  maxWinMultiplier: MAX_CRASH_POINT / 100,
  minStake: STAKE_LIMITS.minStake,
  maxStake: STAKE_LIMITS.maxStake,
  modes,
  parseParams(raw) {
    if (typeof raw !== 'object' || raw === null) return null;
    const { autoCashOut } = raw as Record<string, unknown>;
    if (autoCashOut === null) return { autoCashOut: null };
    if (!Number.isInteger(autoCashOut) || (autoCashOut as number) < MIN_TARGET) return null;
    if ((autoCashOut as number) > MAX_CRASH_POINT) return null;
    return { autoCashOut: autoCashOut as number };
  },
  play: (_params, next) => ({ crashPoint: crashPointFromBits(bitsFromFloats(next)) }),
  simulate(mode, next) {
    const target = targetOf(mode);
    return crashPointFromBits(bitsFromFloats(next)) >= target ? target / 100 : 0;
  },
  exactRtp: (mode) => exactTargetRtp(targetOf(mode)),
  registerRoutes(app, context) {
    const { db, rounds } = context;
    let live: CrashRounds | null = null;
    const onError = (error: unknown, where: string) => app.log.error({ err: error, where }, 'crash round');

    app.addHook('onReady', async () => {
      const loaded = await loadChain(db);
      // Bets of a round the previous run left in flight go back to their players.
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM rounds WHERE game_code = 'crash' AND state = 'open'`,
      );
      for (const { id } of rows) await rounds.voidOpenRound(id);
      live = new CrashRounds({
        ...loaded,
        rounds,
        timings: { ...context.config.crash, tickMs: TICK_MS },
        onError,
        nextChain: () => loadChain(db),
      });
      await live.start();
    });
    app.addHook('onClose', async () => {
      await live?.stop();
    });

    app.register(websocket, { options: { maxPayload: 4 * 1024 } });
    app.register(async (scope) => {
      registerCrashSocket(scope, {
        rounds: () => live,
        async authenticate(token) {
          try {
            const session = await context.sessionOf(`Bearer ${token}`, 'crash');
            return { ...session, balance: await rounds.balance(session) };
          } catch (error) {
            if (error instanceof GameError) return null;
            throw error;
          }
        },
      });
    });

    app.get('/api/games/crash/chain', async () => {
      const chain = await currentChain(db);
      return { ok: true, terminalHash: chain?.terminalHash ?? null, length: chain?.length ?? 0 };
    });
    app.get<{ Params: { hash: string } }>('/api/games/crash/hashes/:hash', async (request) => {
      const { hash } = request.params;
      const found = /^[0-9a-f]{64}$/.test(hash) ? await findPublishedHash(db, hash) : null;
      if (!found)
        throw new GameError('UNKNOWN_HASH', 'No published round or terminal hash is this one.', 404);
      return { ok: true, ...found };
    });
  },
};
