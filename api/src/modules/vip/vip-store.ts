import type { PropAward } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';
import { type LevelLadder, monthStartOf, type VipStanding } from './vip-standing.js';

/** A level's rules and what it pays (vip_levels and vip_rebate_rates; operator configuration). */
export interface VipLevelTerms {
  level: number;
  experience: number;
  betLimit: number;
  dailyAward: PropAward[];
  signInAward: PropAward[];
  /** Hundredths paid once on reaching the level. */
  levelUpBonus: number;
  /** Basis points of settled stake, by game type id. */
  rebateRates: Map<number, number>;
}

type ConfigAward = { id: number; count: number };
const toPropAwards = (awards: ConfigAward[]): PropAward[] =>
  awards.map((award) => ({ propId: award.id, count: award.count }));

/** Every level's terms, lowest first. */
export async function loadLevelTerms(db: Queryable): Promise<VipLevelTerms[]> {
  const levels = await db.query<{
    level: number;
    experience: number;
    bet_limit: number;
    daily_award: ConfigAward[];
    sign_in_award: ConfigAward[];
    level_up_bonus: number;
  }>(
    `SELECT level, experience, bet_limit, daily_award, sign_in_award, level_up_bonus
       FROM vip_levels ORDER BY level`,
  );
  const rates = await db.query<{ level: number; game_type_id: number; rate_bp: number }>(
    'SELECT level, game_type_id, rate_bp FROM vip_rebate_rates',
  );
  return levels.rows.map((row) => ({
    level: row.level,
    experience: Number(row.experience),
    betLimit: Number(row.bet_limit),
    dailyAward: toPropAwards(row.daily_award),
    signInAward: toPropAwards(row.sign_in_award),
    levelUpBonus: Number(row.level_up_bonus),
    rebateRates: new Map(
      rates.rows.filter((rate) => rate.level === row.level).map((rate) => [rate.game_type_id, rate.rate_bp]),
    ),
  }));
}

export const ladderOf = (terms: readonly VipLevelTerms[]): LevelLadder =>
  terms.map(({ level, experience, betLimit }) => ({ level, experience, betLimit }));

interface StandingRow {
  user_id: number;
  level: number;
  experience: number;
  stake_carry: number;
  level_reached_at: Date;
  /** YYYY-MM-DD: read as text, so no time zone shifts the day. */
  period_start: string;
  period_stake: number;
}

/**
 * Locks the players' standings in id order (two batches cannot deadlock), creating the missing
 * ones from the user row (a level set before play counted, e.g. by an operator) at `now`.
 */
export async function lockStandings(
  tx: Queryable,
  playerIds: readonly number[],
  now: Date,
): Promise<Map<number, VipStanding>> {
  const ids = [...new Set(playerIds)].sort((a, b) => a - b);
  await tx.query(
    `INSERT INTO vip_progress (user_id, level, experience, level_reached_at, period_start)
     SELECT u.id, u.vip, u.vip_exp, $2, $3 FROM users AS u WHERE u.id = ANY($1::bigint[])
     ORDER BY u.id
     ON CONFLICT (user_id) DO NOTHING`,
    [ids, now.toISOString(), monthStartOf(now).toISOString().slice(0, 10)],
  );
  const { rows } = await tx.query<StandingRow>(
    `SELECT user_id, level, experience, stake_carry, level_reached_at,
            to_char(period_start, 'YYYY-MM-DD') AS period_start, period_stake
       FROM vip_progress WHERE user_id = ANY($1::bigint[]) ORDER BY user_id FOR UPDATE`,
    [ids],
  );
  return new Map(
    rows.map((row) => [
      Number(row.user_id),
      {
        level: row.level,
        experience: Number(row.experience),
        stakeCarry: row.stake_carry,
        levelReachedAt: new Date(row.level_reached_at),
        periodStart: new Date(`${row.period_start}T00:00:00Z`),
        periodStake: Number(row.period_stake),
      },
    ]),
  );
}

/** Writes the standings back, and the user rows' `vip` and `vipExp` that user info reads. */
export async function saveStandings(tx: Queryable, standings: Map<number, VipStanding>): Promise<void> {
  if (standings.size === 0) return;
  const entries = [...standings.entries()];
  const column = <T>(pick: (standing: VipStanding) => T) => entries.map(([, standing]) => pick(standing));
  await tx.query(
    `UPDATE vip_progress AS p SET level = t.level, experience = t.experience, stake_carry = t.stake_carry,
            level_reached_at = t.level_reached_at, period_start = t.period_start, period_stake = t.period_stake
       FROM unnest($1::bigint[], $2::int[], $3::bigint[], $4::int[], $5::timestamptz[], $6::date[], $7::bigint[])
         AS t (user_id, level, experience, stake_carry, level_reached_at, period_start, period_stake)
      WHERE p.user_id = t.user_id`,
    [
      entries.map(([id]) => id),
      column((standing) => standing.level),
      column((standing) => standing.experience),
      column((standing) => standing.stakeCarry),
      column((standing) => standing.levelReachedAt.toISOString()),
      column((standing) => standing.periodStart.toISOString().slice(0, 10)),
      column((standing) => standing.periodStake),
    ],
  );
  // Users rows by id, the order the turnover consumer beside this one locks them in. NO KEY: a
  // wallet call's foreign-key check on the player (KEY SHARE) does not wait for this batch.
  await tx.query('SELECT 1 FROM users WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE', [
    entries.map(([id]) => id),
  ]);
  await tx.query(
    `UPDATE users AS u SET vip = t.level, vip_exp = t.experience
       FROM unnest($1::bigint[], $2::int[], $3::bigint[]) AS t (user_id, level, experience)
      WHERE u.id = t.user_id AND (u.vip, u.vip_exp) IS DISTINCT FROM (t.level, t.experience)`,
    [
      entries.map(([id]) => id),
      column((standing) => standing.level),
      column((standing) => standing.experience),
    ],
  );
}
