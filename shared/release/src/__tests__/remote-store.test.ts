import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltRemote, folderDigest, readBuiltRemote, storeRemote, versionDir } from '../remote-store';

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
  return { name: 'wallet', version, routePrefixes: ['/wallets'], overlays: [], distDir };
}

describe('storeRemote', () => {
  it('copies a build into remotes/<name>/<version>/ with every file', async () => {
    const storeDir = path.join(workDir, 'store');

    const result = await storeRemote(storeDir, await builtWallet());

    expect(result).toBe('stored');
    expect(versionDir(storeDir, 'wallet', '1.2.0')).toBe(path.join(storeDir, 'remotes', 'wallet', '1.2.0'));
    expect(await readFiles(path.join(storeDir, 'remotes', 'wallet', '1.2.0'))).toEqual(walletBuild);
  });

  it('leaves no staging folder beside the stored version', async () => {
    const storeDir = path.join(workDir, 'store');

    await storeRemote(storeDir, await builtWallet());

    expect(await readdir(path.join(storeDir, 'remotes', 'wallet'))).toEqual(['1.2.0']);
  });

  it('answers unchanged when the same files are stored again under the same version', async () => {
    const storeDir = path.join(workDir, 'store');
    await storeRemote(storeDir, await builtWallet());

    expect(await storeRemote(storeDir, await builtWallet())).toBe('unchanged');
    expect(await readFiles(versionDir(storeDir, 'wallet', '1.2.0'))).toEqual(walletBuild);
  });

  it('refuses different files under a published version, naming the remote and version, and keeps the stored files', async () => {
    const storeDir = path.join(workDir, 'store');
    await storeRemote(storeDir, await builtWallet());
    const rebuilt = await builtWallet({
      ...walletBuild,
      'remoteEntry.js': 'var wallet = { changed: true };',
    });

    await expect(storeRemote(storeDir, rebuilt)).rejects.toThrow(
      /wallet 1\.2\.0 is already published with different files/,
    );
    expect(await readFiles(versionDir(storeDir, 'wallet', '1.2.0'))).toEqual(walletBuild);
  });

  it('refuses a build with an extra file under a published version', async () => {
    const storeDir = path.join(workDir, 'store');
    await storeRemote(storeDir, await builtWallet());
    const rebuilt = await builtWallet({ ...walletBuild, 'static/js/99.ffff.js': '' });

    await expect(storeRemote(storeDir, rebuilt)).rejects.toThrow('bump the version');
    expect(await readFiles(versionDir(storeDir, 'wallet', '1.2.0'))).toEqual(walletBuild);
  });

  it('stores a new version beside the earlier one, leaving the earlier one as it was', async () => {
    const storeDir = path.join(workDir, 'store');
    await storeRemote(storeDir, await builtWallet());
    const next = { ...walletBuild, 'remoteEntry.js': 'var wallet = { v: 2 };' };

    expect(await storeRemote(storeDir, await builtWallet(next, '1.3.0'))).toBe('stored');

    expect((await readdir(path.join(storeDir, 'remotes', 'wallet'))).sort()).toEqual(['1.2.0', '1.3.0']);
    expect(await readFiles(versionDir(storeDir, 'wallet', '1.2.0'))).toEqual(walletBuild);
    expect(await readFiles(versionDir(storeDir, 'wallet', '1.3.0'))).toEqual(next);
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

describe('readBuiltRemote', () => {
  it('reads the name, version, route prefixes and overlays from package.json and points at dist', async () => {
    const remoteDir = path.join(workDir, 'jackpot');
    await writeFiles(remoteDir, {
      'package.json': JSON.stringify({
        name: '@casino/jackpot',
        version: '2.0.1',
        casino: { remote: 'jackpot', routePrefixes: ['/activity/jackpot'], overlays: ['luckyJackpot'] },
      }),
      'dist/mf-manifest.json': '{}',
    });

    expect(await readBuiltRemote(remoteDir)).toEqual({
      name: 'jackpot',
      version: '2.0.1',
      routePrefixes: ['/activity/jackpot'],
      overlays: ['luckyJackpot'],
      distDir: path.join(remoteDir, 'dist'),
    });
  });

  it('defaults the route prefixes and overlays to empty lists', async () => {
    const remoteDir = path.join(workDir, 'agent');
    await writeFiles(remoteDir, {
      'package.json': JSON.stringify({ version: '1.0.0', casino: { remote: 'agent' } }),
      'dist/mf-manifest.json': '{}',
    });

    expect(await readBuiltRemote(remoteDir)).toMatchObject({ routePrefixes: [], overlays: [] });
  });

  it('refuses a package that is not a remote', async () => {
    const remoteDir = path.join(workDir, 'ui');
    await writeFiles(remoteDir, { 'package.json': JSON.stringify({ name: '@casino/ui', version: '1.0.0' }) });

    await expect(readBuiltRemote(remoteDir)).rejects.toThrow('has no "casino.remote" name');
  });

  it('refuses a remote that was not built', async () => {
    const remoteDir = path.join(workDir, 'member');
    await writeFiles(remoteDir, {
      'package.json': JSON.stringify({ version: '1.0.0', casino: { remote: 'member' } }),
    });

    await expect(readBuiltRemote(remoteDir)).rejects.toThrow('member is not built');
  });
});
