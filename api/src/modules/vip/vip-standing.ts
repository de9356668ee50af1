/**
 * A player's VIP standing and the rules that move it (ADR 0034), as pure functions so the rules
 * are tested on their own and the consumer and the calls apply the same ones.
 *
 * - Experience: one point per whole coin (100 hundredths) of settled stake; the hundredths below a
 *   whole coin carry over to the next round.
 * - Promotion: as soon as experience reaches a level's `experience`, the player is at that level
 *   (several at once if the stake is large).
 * - Keep-level audit: the audit period is the UTC calendar month. At each month's end, a player who
 *   held their level for the whole month (reached it at or before the month's start) and settled
 *   less stake than the level's `betLimit` in it drops one level, and their experience restarts at
 *   that lower level's threshold. A level reached during a month is first audited at the end of
 *   the next whole month. Level 0 is never audited. Months without play are audited one by one.
 */

export interface LevelRule {
  level: number;
  experience: number;
  /** Hundredths of settled stake a month keeps the level. */
  betLimit: number;
}

export interface VipStanding {
  level: number;
  experience: number;
  /** Hundredths below a whole coin not yet counted as experience (0 to 99). */
  stakeCarry: number;
  levelReachedAt: Date;
  /** First day (UTC midnight) of the audit month being counted. */
  periodStart: Date;
  /** Hundredths of stake settled in that month. */
  periodStake: number;
}

/** UTC midnight of the first day of the month holding `at`. */
export function monthStartOf(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

export function nextMonthStart(monthStart: Date): Date {
  return new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 1));
}

/** The rules sorted by level, as the standing functions read them. */
export type LevelLadder = readonly LevelRule[];

const ruleOf = (ladder: LevelLadder, level: number) => ladder.find((rule) => rule.level === level);

/** Runs the keep-level audit of every month that ended before `now`'s month. */
export function auditUpTo(standing: VipStanding, ladder: LevelLadder, now: Date): VipStanding {
  const currentMonth = monthStartOf(now);
  let next = standing;
  while (next.periodStart < currentMonth) {
    const monthEnd = nextMonthStart(next.periodStart);
    const rule = ruleOf(ladder, next.level);
    const heldWholeMonth = next.levelReachedAt <= next.periodStart;
    const relegated =
      next.level > 0 && heldWholeMonth && rule !== undefined && next.periodStake < rule.betLimit;
    const lower = relegated ? ruleOf(ladder, next.level - 1) : undefined;
    next = {
      ...next,
      ...(lower ? { level: lower.level, experience: lower.experience, levelReachedAt: monthEnd } : {}),
      periodStart: monthEnd,
      periodStake: 0,
    };
  }
  return next;
}

/** Counts one settled stake (hundredths) at `settledAt`: experience, promotion, the month's stake. */
export function countStake(
  standing: VipStanding,
  ladder: LevelLadder,
  stake: number,
  settledAt: Date,
): VipStanding {
  const audited = auditUpTo(standing, ladder, settledAt);
  const hundredths = audited.stakeCarry + stake;
  const experience = audited.experience + Math.floor(hundredths / 100);
  const reached = ladder.filter((rule) => rule.level > audited.level && rule.experience <= experience);
  const level = reached.reduce((highest, rule) => Math.max(highest, rule.level), audited.level);
  return {
    ...audited,
    experience,
    stakeCarry: hundredths % 100,
    level,
    levelReachedAt: level > audited.level ? settledAt : audited.levelReachedAt,
    periodStake: audited.periodStake + stake,
  };
}

export interface LevelAudit {
  level: number;
  betLimit: number;
  periodStart: Date;
  periodEnd: Date;
  periodStake: number;
  /** Hundredths still to stake this month to keep the level (0 when kept or exempt). */
  remaining: number;
  /** True when this month is not audited: level 0, or the level was reached during it. */
  exempt: boolean;
  /** The level the player drops to at the month's end if nothing more is staked; null if none. */
  relegationLevel: number | null;
}

/** Where the player stands in this month's audit (`getVipLevelAudit`). */
export function levelAudit(standing: VipStanding, ladder: LevelLadder): LevelAudit {
  const betLimit = ruleOf(ladder, standing.level)?.betLimit ?? 0;
  const exempt = standing.level === 0 || standing.levelReachedAt > standing.periodStart;
  const remaining = exempt ? 0 : Math.max(betLimit - standing.periodStake, 0);
  return {
    level: standing.level,
    betLimit,
    periodStart: standing.periodStart,
    periodEnd: nextMonthStart(standing.periodStart),
    periodStake: standing.periodStake,
    remaining,
    exempt,
    relegationLevel: remaining > 0 ? standing.level - 1 : null,
  };
}
