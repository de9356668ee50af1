import { bus } from '@casino/bus';
import { bankruptcyThreshold, hostOverlayIds } from '@casino/contracts';
import { isLoggedIn, navigation, sessionStore } from '@casino/platform';

/** Where the player moves money on purpose: emptying the balance there is a withdrawal, not a loss. */
const walletPathPattern = /^\/(wallets|withdrawal)(\/|\?|$)/;

/**
 * Opens the bankruptcy modal when a logged-in player's coin falls from at least the threshold
 * (1.00) to below it: the balance seen in refreshData, after-login info or `wallet.balanceChanged`
 * (ADR 0015). A player who simply has not deposited yet is not "bankrupt"; the first-deposit
 * popups speak to them, nor is one who withdraws on the wallet pages. A remote may also open the
 * modal itself through the bus.
 */
export function watchBankruptcy(): () => void {
  return sessionStore.subscribe((state, previous) => {
    if (!isLoggedIn(state) || !state.user || !previous.user) return;
    if (state.user.id !== previous.user.id || walletPathPattern.test(navigation.currentPath())) return;
    if (previous.user.coin >= bankruptcyThreshold && state.user.coin < bankruptcyThreshold) {
      bus.emit('overlay.open', { id: hostOverlayIds.bankruptcy });
    }
  });
}
