import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuiltRemote } from '../release-description';
import { checkNotPublished, folderDigest, storeRemote, versionDir } from '../remote-store';

let workDir: string;

beforeEach(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'casino-remote-store-'));
});

afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** Writes `files` (relative path -> content) below `dir`. */
async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
}

/** Every file below `dir`, relative and sorted, with its content. */
async function readFiles(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full).split(path.sep).join('/')] = await readFile(full, 'utf8');
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

const walletBuild = {
  'mf-manifest.json': '{"name":"wallet","metaData":{},"exposes":[],"shared":[]}',
  'remoteEntry.js': 'var wallet = {};',
  'static/js/412.a1b2c3.js': 'console.log("wallet page");',
};

async function builtWallet(
  files: Record<string, string> = walletBuild,
  version = '1.2.0',
): Promise<BuiltRemote> {
  const distDir = path.join(workDir, `wallet-build-${Object.keys(files).length}-${Math.random()}`);
  await writeFiles(distDir, files);
  return {
    kind: 'remote',
    name: 'wallet',
    version,
    routePrefixes: ['/wallets'],
    overlays: [],
    requires: {},
    distDir,
  };
}

describe('storeRemote and checkNotPublished', () => {
  it('copies a build into remotes/<name>/<version>/ with every file and no staging folder left', async () => {
    const storeDir = path.join(workDir, 'store');
    const wallet = await builtWallet();

    expect(await checkNotPublished(storeDir, wallet, false)).toBe('new');
    await storeRemote(storeDir, wallet);

    expect(versionDir(storeDir, 'wallet', '1.2.0')).toBe(path.join(storeDir, 'remotes', 'wallet', '1.2.0'));
    expect(await readFiles(versionDir(storeDir, 'wallet', '1.2.0'))).toEqual(walletBuild);
    expect(await readdir(path.join(storeDir, 'remotes', 'wallet'))).toEqual(['1.2.0']);
  });

  it('refuses the same version twice, and skips it for bulk publishing when the files are the same', async () => {
    const storeDir = path.join(workDir, 'store');
    await storeRemote(storeDir, await builtWallet());

    await expect(checkNotPublished(storeDir, await builtWallet(), false)).rejects.toThrow(
      'wallet 1.2.0 is already published; published versions are immutable',
    );
    expect(await checkNotPublished(storeDir, await builtWallet(), true)).toBe('skip');
    await expect(storeRemote(storeDir, await builtWallet())).rejects.toThrow('already published');
    expect(await readFiles(versionDir(storeDir, 'wallet', '1.2.0'))).toEqual(walletBuild);
  });

  it('refuses different files under a published version even for bulk publishing', async () => {
    const storeDir = path.join(workDir, 'store');
    await storeRemote(storeDir, await builtWallet());
    const rebuilt = await builtWallet({ ...walletBuild, 'static/js/99.ffff.js': '' });

    await expect(checkNotPublished(storeDir, rebuilt, true)).rejects.toThrow(
      /wallet 1\.2\.0 is already published with different files.*bump the version/,
    );
  });
});

describe('folderDigest', () => {
  it('is the same for two folders with the same files and different for a changed file name', async () => {
    const one = path.join(workDir, 'one');
    const two = path.join(workDir, 'two');
    const renamed = path.join(workDir, 'renamed');
    await writeFiles(one, walletBuild);
    await writeFiles(two, walletBuild);
    const { 'remoteEntry.js': entry, ...rest } = walletBuild;
    await writeFiles(renamed, { ...rest, 'entry.js': entry });

    expect(await folderDigest(one)).toBe(await folderDigest(two));
    expect(await folderDigest(renamed)).not.toBe(await folderDigest(one));
  });

  it('tells apart builds whose names and contents would run together the same way', async () => {
    const split = path.join(workDir, 'split');
    const joined = path.join(workDir, 'joined');
    await writeFiles(split, { 'a.js': '1', 'b.js': '2' });
    await writeFiles(joined, { 'a.js': '1b.js2' });

    expect(await folderDigest(split)).not.toBe(await folderDigest(joined));
  });
});
