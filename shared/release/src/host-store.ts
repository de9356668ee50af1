import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type HostRelease, parseHostRelease } from './release-description';

/**
 * Where the store keeps each published host's release description, surfaces included: the gate
 * reads the active host's exports from it (ADR 0029). The registry keeps only the versions, as
 * every browser fetches it at start.
 */
function hostReleasePath(storeDir: string, version: string): string {
  return path.join(storeDir, 'hosts', `${version}.json`);
}

/** The stored description of a host version, or undefined for a host published before surfaces were kept. */
export async function readStoredHostRelease(
  storeDir: string,
  version: string,
): Promise<HostRelease | undefined> {
  const file = hostReleasePath(storeDir, version);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parseHostRelease(JSON.parse(text), file);
}

/** Writes a host's description beside the registry, atomically (a temporary file renamed over it). */
export async function storeHostRelease(storeDir: string, host: HostRelease): Promise<void> {
  const file = hostReleasePath(storeDir, host.version);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(host, null, 2)}\n`);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
