import { bus } from '@casino/bus';

/**
 * What a game page in the frame may tell the app (docs/game-provider-protocol.md, "The frame"):
 * the player's balance after a stake or a payout. Only messages from the framed window and the
 * launch address's origin count; anything else is ignored, so another page cannot move the
 * balance shown here (it only ever shows what the ledger said to the studio).
 */
export function listenToStudio(frame: () => Window | null, launchUrl: string): () => void {
  const studioOrigin = new URL(launchUrl, window.location.origin).origin;
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== studioOrigin || event.source !== frame()) return;
    const message = event.data as { source?: unknown; type?: unknown; balance?: unknown };
    if (message?.source !== 'casino-studio' || message.type !== 'balance') return;
    const balance = message.balance;
    if (typeof balance === 'number' && Number.isSafeInteger(balance) && balance >= 0) {
      bus.emit('wallet.balanceChanged', { coin: balance });
    }
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
