import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withRegistryLock } from './registry-lock';

export type ActivationAction = 'publish' | 'rollback' | 'promote';

interface RegistryHistoryEntry {
  version: string;
  manifestUrl: string;
  activatedAt: string;
  /** How the version became active; absent in entries written before the release tool recorded it. */
  action?: ActivationAction;
}

/** A version a share of players gets instead of the active one (by a stable hash of their device id). */
export interface RegistryCanary {
  version: string;
  manifestUrl: string;
  /** 1-99: the share of devices, in percent, that get the canary. */
  percent: number;
  startedAt: string;
}

export interface RegistryEntry {
  version: string;
  manifestUrl: string;
  routePrefixes: string[];
  overlays: string[];
  /** The shared versions the active version needs (its release.json), for the host's gate. */
  requires?: Record<string, string>;
  canary?: RegistryCanary;
  history: RegistryHistoryEntry[];
}

/** The host release the remotes are checked against. */
export interface RegistryHost {
  version: string;
  provides: Record<string, string>;
  activatedAt: string;
  history: { version: string; activatedAt: string }[];
}

export interface RegistryDocument {
  schemaVersion: 1;
  updatedAt: string;
  host?: RegistryHost;
  remotes: Record<string, RegistryEntry>;
}

export function registryPath(storeDir: string): string {
  return path.join(storeDir, 'registry.json');
}

export function emptyRegistry(): RegistryDocument {
  return { schemaVersion: 1, updatedAt: new Date(0).toISOString(), remotes: {} };
}

export async function readRegistry(storeDir: string): Promise<RegistryDocument> {
  try {
    return JSON.parse(await readFile(registryPath(storeDir), 'utf8')) as RegistryDocument;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
    throw error;
  }
}

/** Writes to a temporary file and renames it over the registry: readers see the old or the new document, never half. */
export async function writeRegistry(storeDir: string, document: RegistryDocument): Promise<void> {
  await mkdir(storeDir, { recursive: true });
  const temporary = `${registryPath(storeDir)}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(document, null, 2)}\n`);
    await rename(temporary, registryPath(storeDir));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Read-change-write of the registry under the store's lock, so two releases at once cannot lose
 * one. `change` returns the new document (or the same object for "no change") and a result.
 */
export async function updateRegistry<T>(
  storeDir: string,
  change: (document: RegistryDocument) => Promise<{ document: RegistryDocument; result: T }>,
): Promise<T> {
  return withRegistryLock(storeDir, async () => {
    const current = await readRegistry(storeDir);
    const { document, result } = await change(current);
    if (document !== current) await writeRegistry(storeDir, document);
    return result;
  });
}

export function manifestUrlOf(name: string, version: string): string {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}
