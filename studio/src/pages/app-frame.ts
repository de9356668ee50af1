/**
 * Tells the casino app that frames this game the player's new balance (docs/game-provider-protocol.md,
 * "The frame"), so its top bar and bankruptcy check follow play. The message goes only to the
 * framing page's origin: Chromium and Safari name it in `ancestorOrigins`; elsewhere the referrer
 * (the app sends its origin) does. Outside a frame, or with neither known, nothing is sent.
 */
export function tellAppBalance(balance: number): void {
  if (window.parent === window) return;
  const appOrigin = window.location.ancestorOrigins?.[0] ?? referrerOrigin();
  if (!appOrigin) return;
  window.parent.postMessage({ source: 'casino-studio', type: 'balance', balance }, appOrigin);
}

function referrerOrigin(): string | undefined {
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}
