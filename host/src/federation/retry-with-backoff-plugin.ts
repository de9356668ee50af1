import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Waits before each retry; the number of entries is the number of retries. */
  backoffMs: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

/**
 * First failure layer: transient network trouble must not reach the player. Retries manifest
 * fetches (network errors and error statuses) and remote entry scripts with backoff. A manifest
 * that still answers an error status fails with `HTTP <status>`, so the next layer can tell a
 * missing remote from an unreachable one.
 */
export function retryWithBackoffPlugin({
  backoffMs,
  sleep = defaultSleep,
  fetch: fetchImpl = (input, init) => fetch(input, init),
}: RetryOptions): ModuleFederationRuntimePlugin {
  async function retryEntry({
    getRemoteEntry,
    origin,
    remoteInfo,
    globalLoading,
    uniqueKey,
  }: LoadEntryErrorArgs) {
    for (const delay of backoffMs) {
      await sleep(delay);
      delete globalLoading[uniqueKey];
      try {
        const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
        if (entry) return entry;
      } catch {
        // The next attempt, or the caller's error handling, takes over.
      }
    }
    return undefined;
  }

  return {
    name: 'casino-retry-with-backoff',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= backoffMs.length; attempt++) {
        if (attempt > 0) await sleep(backoffMs[attempt - 1] ?? 0);
        try {
          const response = await fetchImpl(url, init);
          if (response.ok) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    // The runtime types this hook's result as a nested promise; it awaits it, so the entry itself is what counts.
    loadEntryError: (args) => retryEntry(args) as unknown as ReturnType<LoadEntryErrorHook>,
  };
}
