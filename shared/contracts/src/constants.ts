// Business constants and limits of spec 9. Durations are in milliseconds, money in hundredths.

/** Request time-outs: the default, and longer ones keyed by `navigator.connection.effectiveType`. */
export const requestTimeoutMs = {
  default: 10_000,
  byEffectiveConnectionType: { 'slow-2g': 20_000, '2g': 20_000, '3g': 30_000 },
} as const;

/** Interval of the `online` heartbeat while the page is visible. */
export const heartbeatIntervalMs = 60_000;

/** The event log is sent as soon as this many events are queued. */
export const eventLogBatchSize = 20;
/** Otherwise the event log is sent this often, and whenever the page is hidden. */
export const eventLogFlushIntervalMs = 2_000;

export const activityRefreshThrottleMs = 1_000;
export const jackpotSpinDebounceMs = 300;

/** Cell indexes of the ten-cell jackpot grid in the order the highlight runs round them. */
export const jackpotGridLoopOrder = [0, 1, 2, 3, 5, 9, 8, 7, 6, 4] as const;

export const rankingPageSize = 10;
export const recordPageSize = 20;

/** Minimum deposit when the channel sets none. */
export const defaultMinDeposit = 100;
/** Minimum deposit for a repeat depositor when `minRechargeStatus` is on and the channel sets none. */
export const repeatMinDeposit = 10_000;
/** Maximum deposit when the channel sets none (100,000.00): every channel has one (our design). */
export const defaultMaxDeposit = 10_000_000;
/**
 * The largest amount any request may name, in hundredths (100,000,000.00): far below what a
 * PostgreSQL bigint holds, and sums of many such amounts stay exact JavaScript integers.
 */
export const maxMoneyAmount = 10_000_000_000;

/** The largest PostgreSQL `integer`: a request id beyond it could never name a stored row. */
export const maxInt4 = 2_147_483_647;

export const minimumAgeYears = 21;

export const defaultLocale = 'en-US';
export const localeCookieDays = 365;
/**
 * Every locale the app ships complete (ADR 0017): en-US, and Filipino for the Philippine market the
 * regulatory notice targets. Each namespace (the host's and every remote's) has all of them.
 */
export const supportedLocales = ['en-US', 'fil-PH'] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

/** Keys of what the app keeps in local storage. */
export const storageKeys = {
  accessToken: 'access_token',
  adParams: 'ad_params',
  appId: 'appId',
  firstLoading: 'first_loading',
} as const;

/** The app id sent when none was stored. */
export const defaultAppId = 'web';

/**
 * A logged-in player whose coin falls below this (1.00, the smallest stake) is bankrupt: the host
 * shows the bankruptcy modal (our design; the spec names the modal, not the threshold).
 */
export const bankruptcyThreshold = 100;

/** The web customer-service widget collapses to hidden this long after it is closed (spec 4). */
export const customerServiceCollapseMs = 300;

/**
 * The sign-in day key (spec 9): the ISO date in UTC, so every player's day turns over at the same
 * moment whatever their time zone.
 */
export function signInDayKey(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
