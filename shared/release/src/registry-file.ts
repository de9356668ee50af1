import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuiltRemote } from './remote-store';

export interface RegistryHistoryEntry {
  version: string;
  manifestUrl: string;
  activatedAt: string;
}

export interface RegistryEntry {
  version: string;
  manifestUrl: string;
  routePrefixes: string[];
  overlays: string[];
  history: RegistryHistoryEntry[];
}

export interface RegistryDocument {
  schemaVersion: 1;
  updatedAt: string;
  remotes: Record<string, RegistryEntry>;
}

export function registryPath(storeDir: string): string {
  return path.join(storeDir, 'registry.json');
}

export async function readRegistry(storeDir: string): Promise<RegistryDocument> {
  try {
    return JSON.parse(await readFile(registryPath(storeDir), 'utf8')) as RegistryDocument;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { schemaVersion: 1, updatedAt: new Date(0).toISOString(), remotes: {} };
    }
    throw error;
  }
}

/** Writes to a temporary file and renames it over the registry: readers see the old or the new document, never half. */
export async function writeRegistry(storeDir: string, document: RegistryDocument): Promise<void> {
  await mkdir(storeDir, { recursive: true });
  const temporary = `${registryPath(storeDir)}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(document, null, 2)}\n`);
  await rename(temporary, registryPath(storeDir));
}

export function manifestUrlOf(name: string, version: string): string {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/** The registry with `remote` active at its version; activating the active version again changes nothing. */
export function activate(document: RegistryDocument, remote: BuiltRemote, now: Date): RegistryDocument {
  const current = document.remotes[remote.name];
  const manifestUrl = manifestUrlOf(remote.name, remote.version);
  if (current?.version === remote.version) {
    return {
      ...document,
      remotes: {
        ...document.remotes,
        [remote.name]: { ...current, routePrefixes: remote.routePrefixes, overlays: remote.overlays },
      },
    };
  }
  const activatedAt = now.toISOString();
  return {
    ...document,
    updatedAt: activatedAt,
    remotes: {
      ...document.remotes,
      [remote.name]: {
        version: remote.version,
        manifestUrl,
        routePrefixes: remote.routePrefixes,
        overlays: remote.overlays,
        history: [...(current?.history ?? []), { version: remote.version, manifestUrl, activatedAt }],
      },
    },
  };
}
