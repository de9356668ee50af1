// Plain values, no zod: the host's first load imports these, and a module that builds zod
// schemas at its top level would bring zod (23 KB gzip) with it. The payload schemas are in
// overlays.ts.

/**
 * The host's global overlays (spec 2). Any part of the app opens one with
 * `bus.emit('overlay.open', { id, payload })` and closes it with `overlay.close`; the payload
 * schemas in overlays.ts say what each expects. The host checks the payload before showing anything.
 */
export const hostOverlayIds = {
  /** Awards won; tap anywhere to continue. Payload: `rewardOverlayPayloadSchema`. */
  reward: 'host.reward',
  /** The invitation goal was reached. Payload: `vipGiftOverlayPayloadSchema`. */
  vipGift: 'host.vipGift',
  /** The balance ran out: VIP bet-rebate reminder or non-VIP daily-bonus tip. No payload. */
  bankruptcy: 'host.bankruptcy',
  /** The Philippine age and regulatory notice (client mode 1). No payload. */
  ageNotice: 'host.ageNotice',
  /** A start-up popup of an activity no remote offers a popup for. Payload: `activityPopupPayloadSchema`. */
  activityPopup: 'host.activityPopup',
  /** Asks to install the PWA (when the browser offers it). No payload. */
  pwaInstall: 'host.pwaInstall',
} as const;
export type HostOverlayId = (typeof hostOverlayIds)[keyof typeof hostOverlayIds];

/**
 * The overlay id under which a remote offers the start-up popup of an activity type: a remote
 * lists it in its plugin's `overlays` (and its package's `casino.overlays`), and the start-up
 * popup sequence opens it from that remote instead of the host's generic popup.
 */
export function activityPopupOverlayId(activityTypeId: number): string {
  return `activityPopup.${activityTypeId}`;
}

/**
 * Overlays a remote offers under this prefix watch over a signed-in player's play: the host mounts
 * every one offered on every page while a player is signed in (the member remote's reality check,
 * ADR 0042). They render nothing until they have something to say.
 */
export const playerWatchOverlayPrefix = 'playerWatch.';

export const isPlayerWatchOverlayId = (id: string): boolean => id.startsWith(playerWatchOverlayPrefix);
