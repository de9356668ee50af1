import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishRemote } from '../publish';
import { type RegistryDocument, readRegistry } from '../registry-file';

let workDir: string;
let storeDir: string;

beforeEach(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'casino-publish-'));
  storeDir = path.join(workDir, 'store');
});

afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const manifest = '{"name":"vip_bonus","metaData":{},"exposes":[],"shared":[]}';

/** A remote package as the build leaves it: package.json with `casino.remote` and a dist folder. */
async function fakeBuiltRemote(version: string, entry = 'var vip_bonus = {};'): Promise<string> {
  const remoteDir = path.join(workDir, 'remotes', 'vip-bonus');
  await mkdir(path.join(remoteDir, 'dist', 'static'), { recursive: true });
  await writeFile(
    path.join(remoteDir, 'package.json'),
    JSON.stringify({
      name: '@casino/vip-bonus',
      version,
      casino: { remote: 'vip-bonus', routePrefixes: ['/vip', '/bonus'], overlays: [] },
    }),
  );
  await writeFile(path.join(remoteDir, 'dist', 'mf-manifest.json'), manifest);
  await writeFile(path.join(remoteDir, 'dist', 'remoteEntry.js'), entry);
  await writeFile(path.join(remoteDir, 'dist', 'static', '77.js'), 'chunk');
  return remoteDir;
}

describe('publishRemote', () => {
  it('stores the build under its version and makes it the active one in registry.json', async () => {
    const remoteDir = await fakeBuiltRemote('1.4.0');
    const now = new Date('2024-06-01T12:00:00.000Z');

    const result = await publishRemote(remoteDir, storeDir, now);

    expect(result).toEqual({ name: 'vip-bonus', version: '1.4.0', stored: 'stored' });
    const versionDir = path.join(storeDir, 'remotes', 'vip-bonus', '1.4.0');
    expect((await readdir(versionDir)).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js', 'static']);
    expect(await readFile(path.join(versionDir, 'mf-manifest.json'), 'utf8')).toBe(manifest);
    expect(await readFile(path.join(versionDir, 'static', '77.js'), 'utf8')).toBe('chunk');
    const registry = JSON.parse(
      await readFile(path.join(storeDir, 'registry.json'), 'utf8'),
    ) as RegistryDocument;
    expect(registry).toEqual({
      schemaVersion: 1,
      updatedAt: now.toISOString(),
      remotes: {
        'vip-bonus': {
          version: '1.4.0',
          manifestUrl: '/remotes/vip-bonus/1.4.0/mf-manifest.json',
          routePrefixes: ['/vip', '/bonus'],
          overlays: [],
          history: [
            {
              version: '1.4.0',
              manifestUrl: '/remotes/vip-bonus/1.4.0/mf-manifest.json',
              activatedAt: now.toISOString(),
            },
          ],
        },
      },
    });
    expect((await readdir(storeDir)).sort()).toEqual(['registry.json', 'remotes']);
  });

  it('publishing the same build again is harmless: unchanged, and no new history entry', async () => {
    const remoteDir = await fakeBuiltRemote('1.4.0');
    await publishRemote(remoteDir, storeDir, new Date('2024-06-01T12:00:00.000Z'));
    const before = await readRegistry(storeDir);

    const result = await publishRemote(remoteDir, storeDir, new Date('2024-06-02T12:00:00.000Z'));

    expect(result.stored).toBe('unchanged');
    expect(await readRegistry(storeDir)).toEqual(before);
  });

  it('publishes a new version beside the old one and keeps the old one in the history', async () => {
    await publishRemote(await fakeBuiltRemote('1.4.0'), storeDir, new Date('2024-06-01T12:00:00.000Z'));

    await publishRemote(
      await fakeBuiltRemote('1.5.0', 'var vip_bonus = 2;'),
      storeDir,
      new Date('2024-06-02T12:00:00.000Z'),
    );

    const entry = (await readRegistry(storeDir)).remotes['vip-bonus'];
    expect(entry?.version).toBe('1.5.0');
    expect(entry?.manifestUrl).toBe('/remotes/vip-bonus/1.5.0/mf-manifest.json');
    expect(entry?.history.map((item) => item.version)).toEqual(['1.4.0', '1.5.0']);
    expect((await readdir(path.join(storeDir, 'remotes', 'vip-bonus'))).sort()).toEqual(['1.4.0', '1.5.0']);
  });

  it('refuses a rebuilt remote under an already published version and leaves store and registry as they were', async () => {
    await publishRemote(await fakeBuiltRemote('1.4.0'), storeDir, new Date('2024-06-01T12:00:00.000Z'));
    const registryBefore = await readFile(path.join(storeDir, 'registry.json'), 'utf8');

    const rebuilt = await fakeBuiltRemote('1.4.0', 'var vip_bonus = "rebuilt";');

    await expect(publishRemote(rebuilt, storeDir)).rejects.toThrow('vip-bonus 1.4.0 is already published');
    expect(await readFile(path.join(storeDir, 'registry.json'), 'utf8')).toBe(registryBefore);
    expect(
      await readFile(path.join(storeDir, 'remotes', 'vip-bonus', '1.4.0', 'remoteEntry.js'), 'utf8'),
    ).toBe('var vip_bonus = {};');
  });

  it('refuses a remote that was not built and writes nothing', async () => {
    const remoteDir = await fakeBuiltRemote('1.4.0');
    await rm(path.join(remoteDir, 'dist'), { recursive: true });

    await expect(publishRemote(remoteDir, storeDir)).rejects.toThrow('vip-bonus is not built');
    await expect(readdir(storeDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
