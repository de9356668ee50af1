import { createStore } from 'zustand/vanilla';

/** What the host needs of one remote's registry entry (the full schema is in @casino/contracts). */
export interface RegistryRemote {
  version: string;
  manifestUrl: string;
  routePrefixes: string[];
  overlays: string[];
}

export type RegistryRemotes = Record<string, RegistryRemote>;

export type RegistryState =
  | { status: 'loading' }
  | { status: 'ready'; remotes: RegistryRemotes }
  | { status: 'failed'; message: string };

export const registryStore = createStore<RegistryState>(() => ({ status: 'loading' }));

const backoffMs = [0, 400, 1200];

function isRegistryRemote(value: unknown): value is RegistryRemote {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.version === 'string' &&
    typeof entry.manifestUrl === 'string' &&
    Array.isArray(entry.routePrefixes) &&
    entry.routePrefixes.every((prefix) => typeof prefix === 'string' && prefix.startsWith('/')) &&
    (entry.overlays === undefined || Array.isArray(entry.overlays))
  );
}

/**
 * Keeps the well-formed entries of a registry document. A malformed entry drops only that
 * remote (its routes then show the "unavailable" fallback), never the whole app. The check is
 * hand-written so the host's first load does not carry a schema library.
 */
export function parseRegistryRemotes(document: unknown): RegistryRemotes {
  const remotes = (document as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) throw new Error('Registry document has no remotes');
  const parsed: RegistryRemotes = {};
  for (const [name, entry] of Object.entries(remotes)) {
    if (isRegistryRemote(entry)) parsed[name] = { ...entry, overlays: entry.overlays ?? [] };
  }
  return parsed;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetches the registry (never from a cache), retrying with backoff before giving up. */
export async function loadRegistry(url: string, fetchImpl: typeof fetch = fetch): Promise<RegistryRemotes> {
  registryStore.setState({ status: 'loading' }, true);
  let lastError: unknown;
  for (const delay of backoffMs) {
    if (delay) await sleep(delay);
    try {
      const response = await fetchImpl(url, { cache: 'no-store' });
      if (!response.ok) throw new Error(`Registry answered HTTP ${response.status}`);
      const remotes = parseRegistryRemotes(await response.json());
      registryStore.setState({ status: 'ready', remotes }, true);
      return remotes;
    } catch (error) {
      lastError = error;
    }
  }
  const message = lastError instanceof Error ? lastError.message : String(lastError);
  registryStore.setState({ status: 'failed', message }, true);
  throw lastError;
}
