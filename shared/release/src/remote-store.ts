import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** A built remote, as its package.json and dist folder describe it. */
export interface BuiltRemote {
  name: string;
  version: string;
  routePrefixes: string[];
  overlays: string[];
  distDir: string;
}

export async function readBuiltRemote(remoteDir: string): Promise<BuiltRemote> {
  const packageJson = JSON.parse(await readFile(path.join(remoteDir, 'package.json'), 'utf8'));
  const casino = packageJson.casino;
  if (!casino?.remote) throw new Error(`${remoteDir}/package.json has no "casino.remote" name`);
  const distDir = path.join(remoteDir, 'dist');
  await stat(path.join(distDir, 'mf-manifest.json')).catch(() => {
    throw new Error(`${casino.remote} is not built: ${distDir}/mf-manifest.json is missing`);
  });
  return {
    name: casino.remote,
    version: packageJson.version,
    routePrefixes: casino.routePrefixes ?? [],
    overlays: casino.overlays ?? [],
    distDir,
  };
}

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

export function versionDir(storeDir: string, name: string, version: string): string {
  return path.join(storeDir, 'remotes', name, version);
}

/**
 * Copies a build into its immutable `remotes/<name>/<version>/` folder. The same files again is a
 * no-op; different files under a published version are refused: versions are never overwritten.
 */
export async function storeRemote(storeDir: string, remote: BuiltRemote): Promise<'stored' | 'unchanged'> {
  const target = versionDir(storeDir, remote.name, remote.version);
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (exists) {
    if ((await folderDigest(target)) === (await folderDigest(remote.distDir))) return 'unchanged';
    throw new Error(
      `${remote.name} ${remote.version} is already published with different files; ` +
        'published versions are immutable: bump the version in its package.json',
    );
  }
  // Copy beside the target and rename, so a reader never sees a half-copied version.
  const staging = `${target}.staging-${process.pid}-${Date.now()}`;
  await mkdir(path.dirname(target), { recursive: true });
  await cp(remote.distDir, staging, { recursive: true });
  await rename(staging, target).catch(async (error) => {
    await rm(staging, { recursive: true, force: true });
    throw error;
  });
  return 'stored';
}
