import { apiRoutes, heartbeatIntervalMs } from '@casino/contracts';
import { callApi } from './api-client';
import { isLoggedIn, sessionStore } from './session';

export interface HeartbeatOptions {
  /** The game on screen, if any: sent with each beat. */
  currentGameId: () => number | undefined;
  /** Sends one beat; defaults to the `online` call without the time-out dialog (spec 8). */
  beat?: (gameId: number | undefined) => Promise<unknown>;
  intervalMs?: number;
}

const onlineBeat = (gameId: number | undefined) =>
  callApi(apiRoutes.online, gameId === undefined ? {} : { gameId }, { timeoutTip: false });

/**
 * The heartbeat (spec 4): while the page is visible and a player is logged in, `online` with
 * the current game id every 60 s. Hiding the page stops the timer; showing it starts a new one.
 * Returns a function that stops the heartbeat for good.
 */
export function startHeartbeat({
  currentGameId,
  beat = onlineBeat,
  intervalMs = heartbeatIntervalMs,
}: HeartbeatOptions): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    if (!isLoggedIn(sessionStore.getState())) return;
    // A missed beat is harmless: the next one says the same.
    beat(currentGameId()).catch(() => undefined);
  };
  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const followVisibility = () => {
    if (document.visibilityState === 'hidden') {
      stopTimer();
    } else if (timer === undefined) {
      timer = setInterval(tick, intervalMs);
    }
  };
  followVisibility();
  document.addEventListener('visibilitychange', followVisibility);
  return () => {
    stopTimer();
    document.removeEventListener('visibilitychange', followVisibility);
  };
}
