const reloadMarkerKey = 'chunk_reload_target';

/** Webpack's ChunkLoadError, or a browser's failed dynamic import. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(error.message)
  );
}

/**
 * Spec 8: a chunk-load failure while navigating does a full reload to the target path, once.
 * Returns true when a reload was started; false when this path was already reloaded for the same
 * reason (the caller then shows its fallback instead of looping).
 */
export function reloadOnceForChunkError(
  targetPath: string,
  storage: Storage = window.sessionStorage,
  assign: (url: string) => void = (url) => window.location.assign(url),
): boolean {
  if (storage.getItem(reloadMarkerKey) === targetPath) return false;
  storage.setItem(reloadMarkerKey, targetPath);
  assign(targetPath);
  return true;
}

/** Called once a page rendered: the next chunk failure on it may reload again. */
export function clearChunkReloadMarker(targetPath: string, storage: Storage = window.sessionStorage): void {
  if (storage.getItem(reloadMarkerKey) === targetPath) storage.removeItem(reloadMarkerKey);
}
