import type { RouteName } from '@casino/platform';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** What the app frame needs to know about the page on screen. */
export interface RouteMeta {
  name?: RouteName;
  /** Hides the top bar; the page shows its own header with a back button. */
  hideNav: boolean;
  /** Hides the bottom tab bar (full-screen flows: sign-in, game play, maintenance). */
  hideTabBar: boolean;
}

export const routeMetaStore = createStore<RouteMeta>(() => ({ hideNav: false, hideTabBar: false }));

export function useRouteMeta<T>(selector: (meta: RouteMeta) => T): T {
  return useStore(routeMetaStore, selector);
}
