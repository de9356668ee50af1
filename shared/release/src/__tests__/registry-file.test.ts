import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  activate,
  manifestUrlOf,
  type RegistryDocument,
  readRegistry,
  registryPath,
  writeRegistry,
} from '../registry-file';
import type { BuiltRemote } from '../remote-store';

const emptyRegistry: RegistryDocument = {
  schemaVersion: 1,
  updatedAt: new Date(0).toISOString(),
  remotes: {},
};

function wallet(version: string, changes: Partial<BuiltRemote> = {}): BuiltRemote {
  return {
    name: 'wallet',
    version,
    routePrefixes: ['/wallets'],
    overlays: [],
    distDir: '/unused',
    ...changes,
  };
}

const may1 = new Date('2024-05-01T10:00:00.000Z');
const may2 = new Date('2024-05-02T10:00:00.000Z');
const may3 = new Date('2024-05-03T10:00:00.000Z');

describe('activate', () => {
  it('makes a first version active with its manifest URL, routes and one history entry', () => {
    const document = activate(emptyRegistry, wallet('1.0.0'), may1);

    expect(document).toEqual({
      schemaVersion: 1,
      updatedAt: may1.toISOString(),
      remotes: {
        wallet: {
          version: '1.0.0',
          manifestUrl: '/remotes/wallet/1.0.0/mf-manifest.json',
          routePrefixes: ['/wallets'],
          overlays: [],
          history: [
            {
              version: '1.0.0',
              manifestUrl: '/remotes/wallet/1.0.0/mf-manifest.json',
              activatedAt: may1.toISOString(),
            },
          ],
        },
      },
    });
  });

  it('appends to the history when the version changes and keeps the earlier entries', () => {
    const first = activate(emptyRegistry, wallet('1.0.0'), may1);

    const second = activate(first, wallet('1.1.0'), may2);

    expect(second.remotes.wallet?.version).toBe('1.1.0');
    expect(second.remotes.wallet?.manifestUrl).toBe(manifestUrlOf('wallet', '1.1.0'));
    expect(second.updatedAt).toBe(may2.toISOString());
    expect(second.remotes.wallet?.history).toEqual([
      { version: '1.0.0', manifestUrl: manifestUrlOf('wallet', '1.0.0'), activatedAt: may1.toISOString() },
      { version: '1.1.0', manifestUrl: manifestUrlOf('wallet', '1.1.0'), activatedAt: may2.toISOString() },
    ]);
  });

  it('records a rollback to an earlier version as a new history entry', () => {
    const rolledBack = activate(
      activate(activate(emptyRegistry, wallet('1.0.0'), may1), wallet('1.1.0'), may2),
      wallet('1.0.0'),
      may3,
    );

    expect(rolledBack.remotes.wallet?.version).toBe('1.0.0');
    expect(rolledBack.remotes.wallet?.history.map((entry) => entry.version)).toEqual([
      '1.0.0',
      '1.1.0',
      '1.0.0',
    ]);
  });

  it('adds no history entry when the active version is activated again', () => {
    const first = activate(emptyRegistry, wallet('1.0.0'), may1);

    const again = activate(first, wallet('1.0.0'), may2);

    expect(again).toEqual(first);
  });

  it('takes new route prefixes and overlays from a re-activated version without touching its history', () => {
    const first = activate(emptyRegistry, wallet('1.0.0'), may1);

    const again = activate(
      first,
      wallet('1.0.0', { routePrefixes: ['/wallets', '/withdrawal'], overlays: ['x'] }),
      may2,
    );

    expect(again.remotes.wallet).toMatchObject({
      routePrefixes: ['/wallets', '/withdrawal'],
      overlays: ['x'],
    });
    expect(again.remotes.wallet?.history).toEqual(first.remotes.wallet?.history);
  });

  it('leaves the other remotes and the given document as they were', () => {
    const withJackpot = activate(emptyRegistry, { ...wallet('3.0.0'), name: 'jackpot' }, may1);
    const snapshot = structuredClone(withJackpot);

    const next = activate(withJackpot, wallet('1.0.0'), may2);

    expect(next.remotes.jackpot).toEqual(snapshot.remotes.jackpot);
    expect(Object.keys(next.remotes).sort()).toEqual(['jackpot', 'wallet']);
    expect(withJackpot).toEqual(snapshot);
  });
});

describe('readRegistry and writeRegistry', () => {
  let storeDir: string;

  beforeEach(async () => {
    storeDir = await mkdtemp(path.join(os.tmpdir(), 'casino-registry-'));
  });

  afterEach(async () => {
    await rm(storeDir, { recursive: true, force: true });
  });

  it('reads an empty document when no registry exists yet', async () => {
    expect(await readRegistry(path.join(storeDir, 'never-written'))).toEqual(emptyRegistry);
  });

  it('reads back what it wrote, as formatted JSON ending in a newline', async () => {
    const document = activate(emptyRegistry, wallet('1.0.0'), may1);

    await writeRegistry(storeDir, document);

    expect(await readRegistry(storeDir)).toEqual(document);
    expect(await readFile(registryPath(storeDir), 'utf8')).toBe(`${JSON.stringify(document, null, 2)}\n`);
  });

  it('leaves only registry.json behind, no temporary files', async () => {
    await writeRegistry(storeDir, activate(emptyRegistry, wallet('1.0.0'), may1));
    await writeRegistry(storeDir, activate(emptyRegistry, wallet('1.1.0'), may2));

    expect(await readdir(storeDir)).toEqual(['registry.json']);
  });

  it('creates the store folder when it does not exist', async () => {
    const nested = path.join(storeDir, 'var', 'store');

    await writeRegistry(nested, emptyRegistry);

    expect(await readdir(nested)).toEqual(['registry.json']);
  });

  it('fails on a registry that is not JSON rather than starting over empty', async () => {
    await writeFile(registryPath(storeDir), '{ "remotes": ');

    await expect(readRegistry(storeDir)).rejects.toThrow(SyntaxError);
  });
});
