import { activityRefreshThrottleMs, apiRoutes } from '@casino/contracts';
import { activityStore, callApi, isLoggedIn, refreshRewardFlags, sessionStore } from '@casino/platform';

export interface Throttled {
  /** Runs now, or once at the end of the current window when one ran within it. */
  request(): void;
  /** Runs now unless a run is in its window; resolves when the run it joined has finished. */
  runNow(): Promise<void>;
}

/**
 * Leading and trailing throttle: the first request runs at once; requests within `windowMs` of
 * it collapse into one run at the end of the window.
 */
export function throttle(
  run: () => Promise<void>,
  windowMs: number,
  now: () => number = Date.now,
): Throttled {
  let lastRunAt = Number.NEGATIVE_INFINITY;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> = Promise.resolve();
  const start = () => {
    lastRunAt = now();
    current = run().catch(() => undefined);
    return current;
  };
  return {
    request() {
      const wait = lastRunAt + windowMs - now();
      if (wait <= 0) {
        void start();
      } else if (trailing === undefined) {
        trailing = setTimeout(() => {
          trailing = undefined;
          void start();
        }, wait);
      }
    },
    runNow() {
      return now() - lastRunAt >= windowMs ? start() : current;
    },
  };
}

/**
 * Start-up step 4 (spec 4): the live activities, and for a logged-in player the reward flags.
 * Errors are ignored silently (spec 8); the next refresh tries again.
 */
async function refreshActivities(): Promise<void> {
  const calls: Promise<unknown>[] = [
    callApi(apiRoutes.getActivityIds, {}).then((ids) => activityStore.getState().setActivityIds(ids)),
  ];
  if (isLoggedIn(sessionStore.getState())) {
    calls.push(refreshRewardFlags());
  }
  await Promise.all(calls.map((call) => call.catch(() => undefined)));
}

/** The app's activity refresh, throttled to 1 s (spec 9). */
export const activityRefresh = throttle(refreshActivities, activityRefreshThrottleMs);

/** Refreshes again whenever the logged-in player changes (log in, log out, another account). */
export function refreshWhenUserChanges(): () => void {
  return sessionStore.subscribe((state, previous) => {
    if ((state.user?.id ?? 0) !== (previous.user?.id ?? 0)) activityRefresh.request();
  });
}
