import { bus } from '@casino/bus';
import { logEvent } from '@casino/platform';
import { createStore } from 'zustand/vanilla';

export interface OpenOverlay {
  id: string;
  payload?: unknown;
}

/**
 * The overlays asked for over the bus, oldest first. Kept outside React: start-up asks for the age
 * notice and its popup as soon as preLogin answers, which on a fast network is before React has
 * mounted the overlay outlet, and a bus event nobody listens to is gone.
 */
export const openOverlaysStore = createStore<{ open: OpenOverlay[] }>(() => ({ open: [] }));

/** Records `overlay.open` and `overlay.close` from now on (bootstrap, before start-up); returns stop. */
export function watchOverlayRequests(): () => void {
  const opened = bus.on('overlay.open').subscribe((overlay) => {
    logEvent('overlay_open', { eventInterfaceId: overlay.id, eventShowType: 'overlay' });
    openOverlaysStore.setState(({ open }) => ({
      open: [...open.filter((item) => item.id !== overlay.id), overlay],
    }));
  });
  const closed = bus.on('overlay.close').subscribe(({ id }) => {
    openOverlaysStore.setState(({ open }) => ({ open: open.filter((item) => item.id !== id) }));
  });
  return () => {
    opened.unsubscribe();
    closed.unsubscribe();
  };
}
