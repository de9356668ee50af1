import { bus } from '@casino/bus';
import { apiRoutes } from '@casino/contracts';
import { callApi, sessionStore } from '@casino/platform';

/** Puts a new balance in the session's user and tells the other parts (`wallet.balanceChanged`). */
export function announceBalance(coin: number): void {
  const before = sessionStore.getState().user?.coin;
  sessionStore.getState().patchUser({ coin });
  if (before !== coin) {
    bus.emit('wallet.balanceChanged', { coin, ...(before === undefined ? {} : { delta: coin - before }) });
  }
}

/** Reads the balance from the API and announces it. */
export async function refreshBalance(): Promise<number> {
  const { coin } = await callApi(apiRoutes.refreshData, {});
  announceBalance(coin);
  return coin;
}
