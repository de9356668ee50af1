import { useEffect, useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Marks the page as loading while the calling component is mounted (e.g. a Suspense fallback). */
export function useShowPageLoading(): void {
  useEffect(() => {
    pending += 1;
    notify();
    return () => {
      pending -= 1;
      notify();
    };
  }, []);
}

/** Drives the page loading bar (spec 2): true while any page or remote is loading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending > 0,
  );
}
