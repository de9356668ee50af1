import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BuiltRemote } from './release-description';
import { ReleaseError } from './release-error';

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : Promise.resolve([`${prefix}${entry.name}`]),
    ),
  );
  return files.flat().sort();
}

/** A digest of a folder's file names and contents: two builds are the same release if it matches. */
export async function folderDigest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    const content = await readFile(path.join(dir, file));
    // Lengths first, so no two different sets of names and contents run together the same way.
    hash.update(`${Buffer.byteLength(file)}:${file}:${content.length}:`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** Where every stored version of a remote lives. */
function remoteDir(storeDir: string, name: string): string {
  return path.join(storeDir, 'remotes', name);
}

export function versionDir(storeDir: string, name: string, version: string): string {
  return path.join(remoteDir(storeDir, name), version);
}

/** The versions stored for a remote, and leftovers of interrupted copies (`<version>.staging-*`). */
export async function storedVersionFolders(storeDir: string, name: string): Promise<string[]> {
  try {
    const entries = await readdir(remoteDir(storeDir, name), { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Deletes a stored version: renamed away first, so a reader sees the whole version or none of it. */
export async function removeStoredFolder(storeDir: string, name: string, folder: string): Promise<void> {
  const target = versionDir(storeDir, name, folder);
  const doomed = versionDir(storeDir, name, `.pruned-${folder}-${process.pid}-${Date.now()}`);
  await rename(target, doomed);
  await rm(doomed, { recursive: true, force: true });
}

async function isPublished(storeDir: string, name: string, version: string): Promise<boolean> {
  return stat(versionDir(storeDir, name, version)).then(
    () => true,
    () => false,
  );
}

/**
 * What publishing a build that is already in the store means: refused (a version is published
 * once), or, for bulk publishing (`skipPublished`), skipped when the stored files are the same.
 * Different files under a published version are always refused: versions are never overwritten.
 */
export async function checkNotPublished(
  storeDir: string,
  remote: BuiltRemote,
  skipPublished: boolean,
): Promise<'new' | 'skip'> {
  if (!(await isPublished(storeDir, remote.name, remote.version))) return 'new';
  const target = versionDir(storeDir, remote.name, remote.version);
  const same = (await folderDigest(target)) === (await folderDigest(remote.distDir));
  if (skipPublished && same) return 'skip';
  throw new ReleaseError(
    'exists',
    `${remote.name} ${remote.version} is already published${same ? '' : ' with different files'}; ` +
      'published versions are immutable: bump the version in its package.json and build again',
  );
}

/** Copies a build into its immutable `remotes/<name>/<version>/` folder, whole or not at all. */
export async function storeRemote(storeDir: string, remote: BuiltRemote): Promise<void> {
  const target = versionDir(storeDir, remote.name, remote.version);
  // Copy beside the target and rename, so a reader never sees a half-copied version.
  const staging = `${target}.staging-${process.pid}-${Date.now()}`;
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await cp(remote.distDir, staging, { recursive: true });
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') {
      throw new ReleaseError('exists', `${remote.name} ${remote.version} is already published`);
    }
    throw error;
  }
}
