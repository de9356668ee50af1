import type { Queryable } from '../db/database.js';
import type { RoundSeeds } from './floats.js';
import { hashServerSeed, newClientSeed, newServerSeed } from './server-floats.js';

/** What the player sees of their seeds: never the active server seed, only its hash. */
export interface SeedState {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use. */
  nonce: number;
  /** The pair retired by the last rotation, with its server seed revealed. */
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; roundsPlayed: number } | null;
}

export interface RoundSeedPair extends RoundSeeds {
  seedPairId: number;
  serverSeedHash: string;
}

interface SeedPairRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
}

async function insertPair(db: Queryable, playerId: string, clientSeed: string): Promise<void> {
  const serverSeed = newServerSeed();
  await db.query(
    `INSERT INTO seed_pairs (player_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (player_id) WHERE active DO NOTHING`,
    [playerId, serverSeed, hashServerSeed(serverSeed), clientSeed],
  );
}

async function activePair(db: Queryable, playerId: string): Promise<SeedPairRow> {
  const select = () =>
    db.query<SeedPairRow>(
      'SELECT id, server_seed, server_seed_hash, client_seed, next_nonce FROM seed_pairs WHERE player_id = $1 AND active',
      [playerId],
    );
  let { rows } = await select();
  if (!rows[0]) {
    await insertPair(db, playerId, newClientSeed());
    ({ rows } = await select());
  }
  if (!rows[0]) throw new Error(`no active seed pair for player ${playerId}`);
  return rows[0];
}

export async function seedState(db: Queryable, playerId: string): Promise<SeedState> {
  const pair = await activePair(db, playerId);
  const { rows } = await db.query<SeedPairRow>(
    `SELECT id, server_seed, server_seed_hash, client_seed, next_nonce FROM seed_pairs
      WHERE player_id = $1 AND NOT active ORDER BY id DESC LIMIT 1`,
    [playerId],
  );
  const previous = rows[0];
  return {
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nonce: pair.next_nonce,
    previous: previous
      ? {
          serverSeed: previous.server_seed,
          serverSeedHash: previous.server_seed_hash,
          clientSeed: previous.client_seed,
          roundsPlayed: previous.next_nonce,
        }
      : null,
  };
}

/**
 * Retires the active pair, revealing its server seed, and commits a new one (nonce 0), with the
 * given client seed or the old one. The caller refuses this while the player has an open round:
 * revealing its seed would reveal its outcome (the mines' positions).
 */
export async function rotateSeeds(db: Queryable, playerId: string, clientSeed?: string): Promise<void> {
  const current = await activePair(db, playerId);
  await db.query('UPDATE seed_pairs SET active = false, revealed_at = now() WHERE id = $1', [current.id]);
  await insertPair(db, playerId, clientSeed ?? current.client_seed);
}

/** The seeds of a new round: the active pair and its next nonce, counted once (inside the round's transaction). */
export async function takeNonce(tx: Queryable, playerId: string): Promise<RoundSeedPair> {
  await activePair(tx, playerId);
  const { rows } = await tx.query<SeedPairRow>(
    `UPDATE seed_pairs SET next_nonce = next_nonce + 1 WHERE player_id = $1 AND active
     RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce`,
    [playerId],
  );
  const pair = rows[0];
  if (!pair) throw new Error(`no active seed pair for player ${playerId}`);
  return {
    seedPairId: pair.id,
    serverSeed: pair.server_seed,
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nonce: pair.next_nonce - 1,
  };
}
