import { bus } from '@casino/bus';
import { apiRoutes } from '@casino/contracts';
import { callApi } from './api-client';
import { sessionStore } from './session';

/**
 * Puts a new balance in the session's user and tells the other parts (`wallet.balanceChanged`):
 * the top bar follows, and every query invalidated by a balance change turns stale.
 */
export function announceBalance(coin: number): void {
  const before = sessionStore.getState().user?.coin;
  sessionStore.getState().patchUser({ coin });
  if (before !== coin) {
    bus.emit('wallet.balanceChanged', { coin, ...(before === undefined ? {} : { delta: coin - before }) });
  }
}

/**
 * Reads the player's reward flags (the red dots) again and tells the other parts. A failure is
 * silent (spec 8): the next start-up or activity refresh reads them again.
 */
export function refreshRewardFlags(): Promise<void> {
  return callApi(apiRoutes.activityGetStatusList, {}).then(
    (flags) => {
      sessionStore.getState().setRewardFlags(flags);
      bus.emit('rewardFlags.changed', { flags });
    },
    () => undefined,
  );
}
