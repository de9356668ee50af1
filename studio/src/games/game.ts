import type { FastifyInstance } from 'fastify';
import type { StudioConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { NextFloat } from '../fair/floats.js';
import type { RoundBook } from '../round-book.js';
import type { StudioSession } from '../sessions.js';

/** A way to play a game that the RTP benchmark measures on its own (mines: the mine count). */
interface GameMode {
  id: string;
  /** What the benchmark prints, naming the fixed strategy it plays. */
  label: string;
  params: Record<string, unknown>;
}

/** What a game's routes get from the studio. */
export interface GameContext {
  db: Database;
  rounds: RoundBook;
  config: StudioConfig;
  /** The session of the request's bearer token, for this game only. */
  sessionOf(authorization: string | undefined, gameCode: string): Promise<StudioSession>;
}

/**
 * A game is a module: its declared figures, its modes, the pure mapping from a round's fair floats
 * to its outcome (`play`, which the verify page also runs), and its HTTP routes. The benchmark runs
 * `simulate`: one round of a mode under its documented strategy, its win in stakes.
 */
export interface GameDefinition<Params = Record<string, unknown>, Outcome = unknown> {
  code: string;
  title: string;
  /** Declared return to player, e.g. 0.9605. */
  rtp: number;
  /** The most a round can pay, in stakes. */
  maxWinMultiplier: number;
  /** Stake limits in hundredths. */
  minStake: number;
  maxStake: number;
  modes: readonly GameMode[];
  /** Checks a round's parameters from the browser or a proof; null when they are not valid. */
  parseParams(raw: unknown): Params | null;
  play(params: Params, next: NextFloat): Outcome;
  simulate(mode: GameMode, next: NextFloat): number;
  /** The mode's exact return, computed without simulation (the benchmark prints it beside the measured one). */
  exactRtp(mode: GameMode): number;
  registerRoutes(app: FastifyInstance, context: GameContext): void;
  /** Work the studio runs every retry interval (mines: settle idle rounds). */
  housekeeping?(context: GameContext): Promise<void>;
}
