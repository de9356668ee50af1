import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gatedPackages, hostReleaseDescription, remoteReleaseDescription } from '../index.mjs';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('release descriptions', () => {
  it('gates the shared singletons and the contracts', () => {
    for (const name of ['react', 'react-router-dom', 'zustand', 'i18next', 'rxjs', '@casino/platform']) {
      expect(gatedPackages).toContain(name);
    }
    expect(gatedPackages).toContain('@casino/bus');
    expect(gatedPackages).toContain('@casino/contracts');
  });

  it('records what a remote needs, which the host built from the same workspace provides', () => {
    const wallet = remoteReleaseDescription(path.join(root, 'remotes/wallet'));
    const host = hostReleaseDescription(path.join(root, 'host'));
    expect(wallet).toMatchObject({
      kind: 'remote',
      name: 'wallet',
      routePrefixes: ['/wallets', '/withdrawal'],
    });
    expect(host.kind).toBe('host');
    // What the gate compares beyond versions (ADR 0029): the names the wallet imports, the host exports.
    expect(wallet.imports['@casino/platform']).toContain('defineRemotePlugin');
    expect(host.surfaces['@casino/platform']).toEqual(
      expect.arrayContaining(wallet.imports['@casino/platform'] ?? []),
    );
    for (const name of gatedPackages) {
      // Built from one workspace, a remote asks for a caret range of exactly what the host has.
      expect(wallet.requires[name], name).toBe(`^${host.provides[name]}`);
    }
  });
});
