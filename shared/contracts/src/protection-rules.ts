// Player protection's constants (api/README.md "Player protection", ADR 0039), zod-free for the
// member remote; the calls are in `api/protection-calls.ts`.

/** Money limits count per UTC day, week (from Monday) or month. */
export const moneyLimitKinds = ['deposit', 'loss', 'wager'] as const;
export const moneyLimitPeriods = ['day', 'week', 'month'] as const;
/**
 * Time limits, in minutes, apply per session: `session` ends the session after that long;
 * `realityCheck` pauses play every that many minutes with the time played and the net result.
 */
export const timeLimitKinds = ['session', 'realityCheck'] as const;
export const playerLimitKinds = [...moneyLimitKinds, ...timeLimitKinds] as const;
export const playerLimitPeriods = [...moneyLimitPeriods, 'session'] as const;
export type PlayerLimitKind = (typeof playerLimitKinds)[number];
export type PlayerLimitPeriod = (typeof playerLimitPeriods)[number];

/** Whether a limit counts minutes of a session (true) or money per period. */
export const isTimeLimitKind = (kind: PlayerLimitKind): boolean =>
  (timeLimitKinds as readonly string[]).includes(kind);

/** The reality check's interval, in minutes: often enough to matter, rarely enough to play. */
export const realityCheckMinutes = { min: 5, max: 240 } as const;

/** How long before the session-time limit ends a session the player is warned. */
export const sessionEndWarningMinutes = 5;

/** How long a raise or a removal waits before the player may confirm it. */
export const limitCoolingOffHours = 24;

/** Breaks a player can take: time-outs end by themselves; self-exclusion lasts 6 months or for good. */
export const exclusionDurations = {
  timeOut: ['24h', '7d', '30d'],
  selfExclusion: ['6m', 'permanent'],
} as const;
export type ExclusionKind = keyof typeof exclusionDurations;
export type ExclusionDuration = (typeof exclusionDurations)[ExclusionKind][number];
