import { describe, expect, it } from 'vitest';
import { auditUpTo, countStake, type LevelLadder, levelAudit, type VipStanding } from '../vip-standing.js';

const ladder: LevelLadder = [
  { level: 0, experience: 0, betLimit: 0 },
  { level: 1, experience: 1_000, betLimit: 100_000 },
  { level: 2, experience: 5_000, betLimit: 500_000 },
  { level: 3, experience: 20_000, betLimit: 2_000_000 },
];
const at = (iso: string) => new Date(iso);
const fresh = (now: Date): VipStanding => ({
  level: 0,
  experience: 0,
  stakeCarry: 0,
  levelReachedAt: now,
  periodStart: at('2026-11-01T00:00:00Z'),
  periodStake: 0,
});

describe('VIP standing', () => {
  it('counts a point of experience per whole coin and carries the hundredths over', () => {
    const start = fresh(at('2026-11-02T00:00:00Z'));
    const once = countStake(start, ladder, 150, at('2026-11-02T10:00:00Z'));
    expect(once).toMatchObject({ experience: 1, stakeCarry: 50, periodStake: 150, level: 0 });
    const twice = countStake(once, ladder, 150, at('2026-11-02T10:01:00Z'));
    expect(twice).toMatchObject({ experience: 3, stakeCarry: 0, periodStake: 300 });
  });

  it('promotes as soon as experience reaches a level, several levels at once for a large stake', () => {
    const start = fresh(at('2026-11-02T00:00:00Z'));
    const settledAt = at('2026-11-03T12:00:00Z');
    expect(countStake(start, ladder, 99_999, settledAt)).toMatchObject({ level: 0, experience: 999 });
    expect(countStake(start, ladder, 100_000, settledAt)).toMatchObject({
      level: 1,
      levelReachedAt: settledAt,
    });
    expect(countStake(start, ladder, 600_000, settledAt)).toMatchObject({ level: 2, experience: 6_000 });
  });

  it('drops one level at the month end when the whole month held the level and staked less than betLimit', () => {
    const held: VipStanding = {
      ...fresh(at('2026-10-15T00:00:00Z')),
      level: 2,
      experience: 6_000,
      levelReachedAt: at('2026-10-15T00:00:00Z'),
      periodStart: at('2026-11-01T00:00:00Z'),
      periodStake: 499_999,
    };
    // Still November: nothing is audited yet.
    expect(auditUpTo(held, ladder, at('2026-11-30T23:59:59.999Z'))).toBe(held);
    const december = auditUpTo(held, ladder, at('2026-12-01T00:00:00Z'));
    expect(december).toMatchObject({
      level: 1,
      experience: 1_000,
      levelReachedAt: at('2026-12-01T00:00:00Z'),
      periodStart: at('2026-12-01T00:00:00Z'),
      periodStake: 0,
    });
    // Enough stake in November keeps the level.
    expect(auditUpTo({ ...held, periodStake: 500_000 }, ladder, at('2026-12-01T00:00:00Z'))).toMatchObject({
      level: 2,
      experience: 6_000,
    });
  });

  it('does not audit the month a level was reached in, and audits months without play one by one', () => {
    const reachedMidMonth: VipStanding = {
      ...fresh(at('2026-11-20T00:00:00Z')),
      level: 2,
      experience: 5_000,
      levelReachedAt: at('2026-11-20T00:00:00Z'),
    };
    const december = auditUpTo(reachedMidMonth, ladder, at('2026-12-05T00:00:00Z'));
    expect(december).toMatchObject({ level: 2, periodStart: at('2026-12-01T00:00:00Z') });
    // December and January without play: one level each.
    expect(auditUpTo(december, ladder, at('2027-02-01T00:00:00Z'))).toMatchObject({
      level: 0,
      experience: 0,
      periodStart: at('2027-02-01T00:00:00Z'),
    });
  });

  it('audits before counting a round of a later month, so the round counts in its own month', () => {
    const held: VipStanding = {
      ...fresh(at('2026-10-01T00:00:00Z')),
      level: 1,
      experience: 1_200,
      levelReachedAt: at('2026-10-01T00:00:00Z'),
      periodStake: 0,
    };
    const next = countStake(held, ladder, 100_000, at('2026-12-01T00:00:01Z'));
    // Relegated to 0 (experience 0) for November, then the round counts in December: level 1 again.
    expect(next).toMatchObject({ level: 1, experience: 1_000, periodStake: 100_000 });
  });

  it('tells what is left to stake this month, and exempts level 0 and a level reached this month', () => {
    const held: VipStanding = {
      ...fresh(at('2026-10-01T00:00:00Z')),
      level: 1,
      experience: 1_000,
      levelReachedAt: at('2026-10-01T00:00:00Z'),
      periodStake: 30_000,
    };
    expect(levelAudit(held, ladder)).toMatchObject({
      betLimit: 100_000,
      remaining: 70_000,
      exempt: false,
      relegationLevel: 0,
      periodEnd: at('2026-12-01T00:00:00Z'),
    });
    expect(levelAudit({ ...held, periodStake: 100_000 }, ladder)).toMatchObject({
      remaining: 0,
      relegationLevel: null,
    });
    expect(levelAudit({ ...held, levelReachedAt: at('2026-11-03T00:00:00Z') }, ladder)).toMatchObject({
      exempt: true,
      remaining: 0,
    });
    expect(levelAudit(fresh(at('2026-11-01T00:00:00Z')), ladder)).toMatchObject({ exempt: true });
  });
});
