import { createStore, useStore } from 'zustand';

export interface PwaState {
  /** The browser says it has no network: the shell shows the offline banner. */
  offline: boolean;
  /** A newer build is in control (or, without a service worker, on the server): offer a reload. */
  updateReady: boolean;
  /** The service worker could not be registered (spec 8: recorded as a flag). */
  registrationFailed: boolean;
}

export const pwaStore = createStore<PwaState>(() => ({
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  updateReady: false,
  registrationFailed: false,
}));

export function usePwaState<T>(select: (state: PwaState) => T): T {
  return useStore(pwaStore, select);
}

/** Keeps `offline` in step with the browser's online and offline events. */
export function watchConnectivity(target: Window = window): () => void {
  const update = () => pwaStore.setState({ offline: !target.navigator.onLine });
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  update();
  return () => {
    target.removeEventListener('online', update);
    target.removeEventListener('offline', update);
  };
}
