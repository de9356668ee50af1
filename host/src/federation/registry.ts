import { getDeviceId } from '@casino/platform';
import { createStore } from 'zustand/vanilla';
import { isInCanary } from './canary';

interface RegistryCanary {
  version: string;
  manifestUrl: string;
  percent: number;
}

/**
 * What the host needs of one remote's registry entry (the full schema is in @casino/contracts).
 * `version` and `manifestUrl` are the ones this device gets: the canary's when it is inside it.
 */
export interface RegistryRemote {
  version: string;
  manifestUrl: string;
  routePrefixes: string[];
  overlays: string[];
  canary?: RegistryCanary;
}

export type RegistryRemotes = Record<string, RegistryRemote>;

export type RegistryState =
  | { status: 'loading' }
  /** `checkedAt`: when the registry was last fetched or tried (a failed refresh keeps the remotes). */
  | { status: 'ready'; remotes: RegistryRemotes; checkedAt: number }
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

function isCanary(value: unknown): value is RegistryCanary {
  if (typeof value !== 'object' || value === null) return false;
  const canary = value as Record<string, unknown>;
  return (
    typeof canary.version === 'string' &&
    typeof canary.manifestUrl === 'string' &&
    typeof canary.percent === 'number'
  );
}

/** The version of a remote this device gets: the canary's when its hash falls inside the split. */
function versionForDevice(name: string, entry: RegistryRemote, deviceId: string): RegistryRemote {
  const { canary, ...active } = entry;
  if (!isCanary(canary)) return active;
  if (!isInCanary(deviceId, name, canary.percent)) return { ...active, canary };
  return { ...active, version: canary.version, manifestUrl: canary.manifestUrl, canary };
}

/**
 * Keeps the well-formed entries of a registry document. A malformed entry drops only that
 * remote (its routes then show the "unavailable" fallback), never the whole app. The check is
 * hand-written so the host's first load does not carry a schema library.
 */
export function parseRegistryRemotes(document: unknown, deviceId: string): RegistryRemotes {
  const remotes = (document as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) throw new Error('Registry document has no remotes');
  const parsed: RegistryRemotes = {};
  for (const [name, entry] of Object.entries(remotes)) {
    if (isRegistryRemote(entry)) {
      parsed[name] = versionForDevice(name, { ...entry, overlays: entry.overlays ?? [] }, deviceId);
    }
  }
  return parsed;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchRegistry(url: string, fetchImpl: typeof fetch): Promise<RegistryRemotes> {
  // `no-store`: neither the HTTP cache nor the service worker may answer with an old registry.
  const response = await fetchImpl(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Registry answered HTTP ${response.status}`);
  return parseRegistryRemotes(await response.json(), getDeviceId());
}

/** Fetches the registry (never from a cache), retrying with backoff before giving up. */
export async function loadRegistry(url: string, fetchImpl: typeof fetch = fetch): Promise<RegistryRemotes> {
  registryStore.setState({ status: 'loading' }, true);
  let lastError: unknown;
  for (const delay of backoffMs) {
    if (delay) await sleep(delay);
    try {
      const remotes = await fetchRegistry(url, fetchImpl);
      registryStore.setState({ status: 'ready', remotes, checkedAt: Date.now() }, true);
      return remotes;
    } catch (error) {
      lastError = error;
    }
  }
  const message = lastError instanceof Error ? lastError.message : String(lastError);
  registryStore.setState({ status: 'failed', message }, true);
  throw lastError;
}

/** A registry older than this is fetched again before a remote not loaded yet is loaded. */
const registryMaxAgeMs = 5_000;

export function isRegistryStale(state: RegistryState, now = Date.now()): boolean {
  return state.status === 'ready' && now - state.checkedAt > registryMaxAgeMs;
}

let refreshing: Promise<void> | null = null;

/**
 * Fetches the registry again in the background (one request at a time). The remotes stay usable
 * meanwhile; if the fetch fails, the known registry is kept and counts as checked, so a player
 * offline is not stuck waiting.
 */
export function refreshRegistry(url: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  refreshing ??= fetchRegistry(url, fetchImpl)
    .then((remotes) => registryStore.setState({ status: 'ready', remotes, checkedAt: Date.now() }, true))
    .catch(() => {
      const state = registryStore.getState();
      if (state.status === 'ready') registryStore.setState({ ...state, checkedAt: Date.now() }, true);
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
