import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { isValidClientSeed } from '../fair/client-seed.js';
import { rotateSeeds, seedState } from '../fair/seeds.js';
import type { RoundBook } from '../round-book.js';
import type { StudioSession } from '../sessions.js';
import { GameError } from './game-error.js';

/**
 * The player's seeds (hash shown before play, client seed, rotation revealing the old server seed)
 * and the public proof of any round by its id.
 */
export function registerFairRoutes(
  app: FastifyInstance,
  db: Database,
  rounds: RoundBook,
  sessionOf: (authorization: string | undefined) => Promise<StudioSession>,
): void {
  app.get('/api/fair/seeds', async (request) => {
    const session = await sessionOf(request.headers.authorization);
    return { ok: true, ...(await seedState(db, session.playerId)) };
  });

  const rotate = async (authorization: string | undefined, clientSeed?: string) => {
    const session = await sessionOf(authorization);
    // Revealing the server seed of an unfinished round would reveal its outcome (the mines).
    if (await rounds.hasOpenRound(session.playerId)) {
      throw new GameError('ROUND_IN_PROGRESS', 'Finish the round you have open before changing seeds.', 409);
    }
    await db.transaction((tx) => rotateSeeds(tx, session.playerId, clientSeed));
    return { ok: true, ...(await seedState(db, session.playerId)) };
  };

  app.post('/api/fair/rotate', (request) => rotate(request.headers.authorization));
  app.post<{ Body: { clientSeed?: unknown } }>('/api/fair/client-seed', (request) => {
    const clientSeed = request.body?.clientSeed;
    if (!isValidClientSeed(clientSeed)) {
      throw new GameError('BAD_REQUEST', 'A client seed is 1 to 64 letters, digits or symbols, no spaces.');
    }
    return rotate(request.headers.authorization, clientSeed);
  });

  app.get<{ Params: { roundId: string } }>('/api/fair/rounds/:roundId', async (request) => {
    const roundId = request.params.roundId;
    const round = /^[0-9a-f-]{36}$/.test(roundId) ? await rounds.findRound(roundId) : null;
    if (!round) throw new GameError('UNKNOWN_ROUND', 'No such round.', 404);
    // A refused spin was drawn before the operator refused its stake: its outcome explains its nonce.
    const finished = ['settling', 'settled', 'rolling_back', 'rolled_back', 'refused'].includes(round.state);
    const shown = {
      ok: true,
      roundId: round.id,
      game: round.gameCode,
      params: round.params,
      stake: round.stake,
      win: round.win,
      state: round.state,
      outcome: finished ? round.outcome : null,
    };
    // A crash bet: the shared round's hash decides it (studio/README.md, crash), shown once crashed.
    if (round.seedPairId === null) return { ...shown, scheme: 'hash-chain-v1' };
    const { rows } = await db.query<{
      server_seed: string;
      server_seed_hash: string;
      client_seed: string;
      active: boolean;
    }>('SELECT server_seed, server_seed_hash, client_seed, active FROM seed_pairs WHERE id = $1', [
      round.seedPairId,
    ]);
    const pair = rows[0];
    if (!pair) throw new GameError('UNKNOWN_ROUND', 'No such round.', 404);
    return {
      ...shown,
      scheme: 'hmac-sha256-v1',
      serverSeedHash: pair.server_seed_hash,
      clientSeed: pair.client_seed,
      nonce: round.nonce,
      // Revealed only after the player rotated away from this pair.
      serverSeed: pair.active ? null : pair.server_seed,
    };
  });
}
