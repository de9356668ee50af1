import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  emptyRegistry,
  manifestUrlOf,
  type RegistryDocument,
  readRegistry,
  registryPath,
  writeRegistry,
} from '../registry-file';

function withWallet(version: string): RegistryDocument {
  const manifestUrl = manifestUrlOf('wallet', version);
  return {
    schemaVersion: 1,
    updatedAt: '2024-05-01T10:00:00.000Z',
    remotes: {
      wallet: {
        version,
        manifestUrl,
        routePrefixes: ['/wallets'],
        overlays: [],
        history: [{ version, manifestUrl, activatedAt: '2024-05-01T10:00:00.000Z', action: 'publish' }],
      },
    },
  };
}

describe('readRegistry and writeRegistry', () => {
  let storeDir: string;

  beforeEach(async () => {
    storeDir = await mkdtemp(path.join(os.tmpdir(), 'casino-registry-'));
  });

  afterEach(async () => {
    await rm(storeDir, { recursive: true, force: true });
  });

  it('reads an empty document when no registry exists yet', async () => {
    expect(await readRegistry(path.join(storeDir, 'never-written'))).toEqual(emptyRegistry());
  });

  it('reads back what it wrote, as formatted JSON ending in a newline', async () => {
    const document = withWallet('1.0.0');

    await writeRegistry(storeDir, document);

    expect(await readRegistry(storeDir)).toEqual(document);
    expect(await readFile(registryPath(storeDir), 'utf8')).toBe(`${JSON.stringify(document, null, 2)}\n`);
  });

  it('leaves only registry.json behind, no temporary files', async () => {
    await writeRegistry(storeDir, withWallet('1.0.0'));
    await writeRegistry(storeDir, withWallet('1.1.0'));

    expect(await readdir(storeDir)).toEqual(['registry.json']);
  });

  it('creates the store folder when it does not exist', async () => {
    const nested = path.join(storeDir, 'var', 'store');

    await writeRegistry(nested, emptyRegistry());

    expect(await readdir(nested)).toEqual(['registry.json']);
  });

  it('fails on a registry that is not JSON rather than starting over empty', async () => {
    await writeFile(registryPath(storeDir), '{ "remotes": ');

    await expect(readRegistry(storeDir)).rejects.toThrow(SyntaxError);
  });
});
