// Player protection's constants (api/README.md "Player protection", ADR 0039), zod-free for the
// member remote; the calls are in `api/protection-calls.ts`.

/** Money limits count per UTC day, week (from Monday) or month. */
export const moneyLimitKinds = ['deposit', 'loss', 'wager'] as const;
export const moneyLimitPeriods = ['day', 'week', 'month'] as const;
/** The session-time limit applies per session, in minutes. */
export const timeLimitKinds = ['session'] as const;
export const playerLimitKinds = [...moneyLimitKinds, ...timeLimitKinds] as const;
export const playerLimitPeriods = [...moneyLimitPeriods, 'session'] as const;
export type PlayerLimitKind = (typeof playerLimitKinds)[number];
export type PlayerLimitPeriod = (typeof playerLimitPeriods)[number];

/** How long a raise or a removal waits before the player may confirm it. */
export const limitCoolingOffHours = 24;

/** Breaks a player can take: time-outs end by themselves; self-exclusion lasts 6 months or for good. */
export const exclusionDurations = {
  timeOut: ['24h', '7d', '30d'],
  selfExclusion: ['6m', 'permanent'],
} as const;
export type ExclusionKind = keyof typeof exclusionDurations;
export type ExclusionDuration = (typeof exclusionDurations)[ExclusionKind][number];
