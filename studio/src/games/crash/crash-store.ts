import type { Database } from '../../db/database.js';
import { crashPointFromHash } from './crash-math.js';
import type { CrashRoundStore } from './crash-rounds.js';
import { buildHashChain, type HashChain, newChainSeed } from './hash-chain.js';
import type { RecentRound } from './protocol.js';

/** Rounds in one chain: about two weeks of rounds at one every 12 s; a used-up chain is followed by a new one. */
const CHAIN_LENGTH = 100_000;

const RECENT_SHOWN = 20;

export interface LoadedChain {
  chainId: number;
  chain: HashChain;
  /** One past the last round started: a round cut short by a restart is never played again. */
  firstRound: number;
  recent: RecentRound[];
  store: CrashRoundStore;
}

/**
 * The crash chain's place in the studio's database. Only the seed c[0] and the length are stored
 * (the chain is rebuilt from them); each round is recorded when it starts and again, with its hash
 * and crash point, when it crashes. A round that started but never crashed (the studio stopped) is
 * recorded as voided with its hash revealed, so the published chain has no gap; its bets are
 * rolled back by the caller.
 */
export async function loadChain(db: Database, length = CHAIN_LENGTH): Promise<LoadedChain> {
  const { rows } = await db.query<{ id: number; seed: string; length: number; last_round: number | null }>(
    `SELECT c.id, c.seed, c.length, (SELECT max(round_number) FROM crash_rounds r WHERE r.chain_id = c.id) AS last_round
       FROM crash_chains c ORDER BY c.id DESC LIMIT 1`,
  );
  let current = rows[0];
  if (!current || (current.last_round ?? 0) >= current.length) {
    const seed = newChainSeed();
    const created = buildHashChain(seed, length);
    const inserted = await db.query<{ id: number }>(
      'INSERT INTO crash_chains (seed, length, terminal_hash) VALUES ($1, $2, $3) RETURNING id',
      [seed, length, created.terminalHash],
    );
    current = { id: inserted.rows[0]?.id ?? 0, seed, length, last_round: null };
  }
  const chainId = current.id;
  const chain = buildHashChain(current.seed, current.length);
  const cutShort = await db.query<{ round_number: number }>(
    'SELECT round_number FROM crash_rounds WHERE chain_id = $1 AND crashed_at IS NULL',
    [chainId],
  );
  for (const { round_number } of cutShort.rows) {
    const hash = chain.roundHash(round_number);
    await db.query(
      `UPDATE crash_rounds SET hash = $3, crash_point = $4, crashed_at = now(), voided = true
        WHERE chain_id = $1 AND round_number = $2`,
      [chainId, round_number, hash, crashPointFromHash(hash)],
    );
  }
  const recent = await db.query<{ round_number: number; hash: string; crash_point: number }>(
    `SELECT round_number, hash, crash_point FROM crash_rounds WHERE chain_id = $1 AND NOT voided
      ORDER BY round_number DESC LIMIT $2`,
    [chainId, RECENT_SHOWN],
  );
  return {
    chainId,
    chain,
    firstRound: (current.last_round ?? 0) + 1,
    recent: recent.rows.map((row) => ({
      roundNumber: row.round_number,
      hash: row.hash,
      crashPoint: row.crash_point,
    })),
    store: {
      async roundStarted(roundNumber) {
        await db.query('INSERT INTO crash_rounds (chain_id, round_number) VALUES ($1, $2)', [
          chainId,
          roundNumber,
        ]);
      },
      async roundCrashed(round) {
        await db.query(
          `UPDATE crash_rounds SET hash = $3, crash_point = $4, crashed_at = $5
            WHERE chain_id = $1 AND round_number = $2`,
          [chainId, round.roundNumber, round.hash, round.crashPoint, round.crashedAt],
        );
      },
    },
  };
}

export interface PublishedHash {
  terminalHash: string;
  /** null when the hash is the chain's terminal hash (published before round 1). */
  roundNumber: number | null;
  crashPoint: number | null;
  voided: boolean;
}

/** A revealed round hash or a terminal hash, for the verify page's chain check. */
export async function findPublishedHash(db: Database, hash: string): Promise<PublishedHash | null> {
  const { rows } = await db.query<{
    terminal_hash: string;
    round_number: number | null;
    crash_point: number | null;
    voided: boolean | null;
  }>(
    `SELECT c.terminal_hash, r.round_number, r.crash_point, r.voided
       FROM crash_chains c LEFT JOIN crash_rounds r ON r.chain_id = c.id AND r.hash = $1
      WHERE c.terminal_hash = $1 OR r.hash = $1
      LIMIT 1`,
    [hash],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    terminalHash: row.terminal_hash,
    roundNumber: row.round_number,
    crashPoint: row.crash_point,
    voided: row.voided ?? false,
  };
}

/** The chain now being played: its terminal hash and how many rounds have been revealed. */
export async function currentChain(db: Database): Promise<{ terminalHash: string; length: number } | null> {
  const { rows } = await db.query<{ terminal_hash: string; length: number }>(
    'SELECT terminal_hash, length FROM crash_chains ORDER BY id DESC LIMIT 1',
  );
  const row = rows[0];
  return row ? { terminalHash: row.terminal_hash, length: row.length } : null;
}
