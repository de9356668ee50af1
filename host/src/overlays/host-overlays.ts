import { type HostOverlayId, hostOverlayIds } from '@casino/contracts';
import type { RemoteOverlayProps } from '@casino/platform';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The host's own global overlays by id, each a lazy chunk (none is on the first load). */
export const hostOverlays: Readonly<
  Record<HostOverlayId, LazyExoticComponent<ComponentType<RemoteOverlayProps>>>
> = {
  [hostOverlayIds.reward]: lazy(() => import('./reward-modal')),
  [hostOverlayIds.vipGift]: lazy(() => import('./vip-gift-modal')),
  [hostOverlayIds.bankruptcy]: lazy(() => import('./bankruptcy-modal')),
  [hostOverlayIds.ageNotice]: lazy(() => import('./age-notice')),
  [hostOverlayIds.activityPopup]: lazy(() => import('./activity-popup')),
  [hostOverlayIds.pwaInstall]: lazy(() => import('./pwa-install-prompt')),
};

export function isHostOverlayId(id: string): id is HostOverlayId {
  return Object.hasOwn(hostOverlays, id);
}
