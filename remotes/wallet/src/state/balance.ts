import { bus } from '@casino/bus';
import { sessionStore } from '@casino/platform';

/** Puts a new balance in the session's user and tells the other parts (`wallet.balanceChanged`). */
export function announceBalance(coin: number): void {
  const before = sessionStore.getState().user?.coin;
  sessionStore.getState().patchUser({ coin });
  if (before !== coin) {
    bus.emit('wallet.balanceChanged', { coin, ...(before === undefined ? {} : { delta: coin - before }) });
  }
}
