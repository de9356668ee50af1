import type { Queryable } from '../../db/database.js';
import { hashServerSeed, newClientSeed, newServerSeed } from './jackpot-fairness.js';
import type { JackpotRules } from './jackpot-rules.js';

export interface JackpotPlayer {
  chances: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface JackpotDay {
  deposited: number;
  staked: number;
  received: number;
  drawn: number;
}

export const utcDayOf = (at: Date) => at.toISOString().slice(0, 10);

interface PlayerRow {
  chances: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

const toPlayer = (row: PlayerRow): JackpotPlayer => ({
  chances: row.chances,
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
});

/** The player's draw row, created with fresh seeds on first use. `lock` takes the player's draw lock. */
export async function jackpotPlayer(tx: Queryable, playerId: number, lock: boolean): Promise<JackpotPlayer> {
  const select = () =>
    tx.query<PlayerRow>(
      `SELECT chances, server_seed, server_seed_hash, client_seed, nonce FROM jackpot_players
        WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [playerId],
    );
  const found = (await select()).rows[0];
  if (found) return toPlayer(found);
  const serverSeed = newServerSeed();
  await tx.query(
    `INSERT INTO jackpot_players (user_id, server_seed, server_seed_hash, client_seed)
     VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO NOTHING`,
    [playerId, serverSeed, hashServerSeed(serverSeed), newClientSeed()],
  );
  const created = (await select()).rows[0];
  if (!created) throw new Error(`jackpot_players row of ${playerId} neither found nor created`);
  return toPlayer(created);
}

/** The player's row for a UTC day; zeros when nothing happened. */
export async function jackpotDay(db: Queryable, playerId: number, day: string): Promise<JackpotDay> {
  const { rows } = await db.query<JackpotDay>(
    'SELECT deposited, staked, received, drawn FROM jackpot_days WHERE user_id = $1 AND day = $2',
    [playerId, day],
  );
  return toDay(rows[0]);
}

/** The same row, created if need be and locked, in one statement. */
export async function lockJackpotDay(tx: Queryable, playerId: number, day: string): Promise<JackpotDay> {
  const { rows } = await tx.query<JackpotDay>(
    `INSERT INTO jackpot_days (user_id, day) VALUES ($1, $2)
     ON CONFLICT (user_id, day) DO UPDATE SET drawn = jackpot_days.drawn
     RETURNING deposited, staked, received, drawn`,
    [playerId, day],
  );
  return toDay(rows[0]);
}

const toDay = (row: JackpotDay | undefined): JackpotDay =>
  row
    ? {
        deposited: Number(row.deposited),
        staked: Number(row.staked),
        received: row.received,
        drawn: row.drawn,
      }
    : { deposited: 0, staked: 0, received: 0, drawn: 0 };

/** Chances a day's deposits and stakes earn: one per `needDeposit` and one per `needTyping`, capped. */
export function chancesEarned(day: JackpotDay, rules: JackpotRules): number {
  const byDeposit = rules.needDeposit > 0 ? Math.floor(day.deposited / rules.needDeposit) : 0;
  const byStake = rules.needTyping > 0 ? Math.floor(day.staked / rules.needTyping) : 0;
  return Math.min(rules.dailyChanceLimit, byDeposit + byStake);
}
