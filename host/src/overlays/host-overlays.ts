import { type HostOverlayId, hostOverlayIds } from '@casino/contracts';
import type { RemoteOverlayProps } from '@casino/platform';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withPageTexts } from '../i18n/page-texts';

/** The host's own global overlays by id, each a lazy chunk with its texts (none is on the first load). */
export const hostOverlays: Readonly<
  Record<HostOverlayId, LazyExoticComponent<ComponentType<RemoteOverlayProps>>>
> = {
  [hostOverlayIds.reward]: lazy(withPageTexts(() => import('./reward-modal'))),
  [hostOverlayIds.vipGift]: lazy(withPageTexts(() => import('./vip-gift-modal'))),
  [hostOverlayIds.bankruptcy]: lazy(withPageTexts(() => import('./bankruptcy-modal'))),
  [hostOverlayIds.ageNotice]: lazy(withPageTexts(() => import('./age-notice'))),
  [hostOverlayIds.activityPopup]: lazy(withPageTexts(() => import('./activity-popup'))),
  [hostOverlayIds.pwaInstall]: lazy(() => import('./pwa-install-prompt')),
};

export function isHostOverlayId(id: string): id is HostOverlayId {
  return Object.hasOwn(hostOverlays, id);
}
