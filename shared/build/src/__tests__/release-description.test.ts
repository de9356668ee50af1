import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  federationRuntimePackage,
  federationRuntimeVersion,
  gatedPackages,
  hostConfig,
  hostReleaseDescription,
  remoteConfig,
  remoteReleaseDescription,
} from '../index.mjs';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

// These load the build's webpack configurations and plugins: past 5 s a test on a loaded CI machine.
describe('release descriptions', { timeout: 30_000 }, () => {
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

  it('records the Module Federation runtime the host lends and the range a remote on it needs', () => {
    const wallet = remoteReleaseDescription(path.join(root, 'remotes/wallet'));
    const host = hostReleaseDescription(path.join(root, 'host'));
    // The runtime-core the host's own code imports (through `@module-federation/enhanced/runtime`),
    // found from the host's folder: the version the builds record must be that one's.
    const hostRuntimeCore = [
      '@module-federation/enhanced/runtime',
      '@module-federation/runtime',
      federationRuntimePackage,
    ].reduce((from, request) => createRequire(from).resolve(request), path.join(root, 'host/package.json'));
    const installed = JSON.parse(
      readFileSync(
        path.join(hostRuntimeCore.slice(0, hostRuntimeCore.lastIndexOf('/dist/')), 'package.json'),
        'utf8',
      ),
    ).version;

    expect(federationRuntimeVersion()).toBe(installed);
    expect(host.provides[federationRuntimePackage]).toBe(installed);
    // The same minor, at least the patch it was built with.
    expect(wallet.requires[federationRuntimePackage]).toBe(`~${installed}`);
  });

  it('builds remotes on the host runtime, and a remote that bundles its own needs none of the host', () => {
    const federationOf = (config: { plugins?: unknown[] }) =>
      config.plugins?.find((plugin) => (plugin as { name?: string }).name === 'ModuleFederationPlugin') as {
        _options: { experiments: Record<string, unknown> };
      };
    const host = hostConfig({ dir: path.join(root, 'host'), mode: 'production' });
    expect(federationOf(host)._options.experiments.provideExternalRuntime).toBe(true);
    expect(
      federationOf(remoteConfig({ dir: path.join(root, 'remotes/wallet') }))._options.experiments
        .externalRuntime,
    ).toBe(true);

    // A copy of the wallet choosing its own runtime (the step of a runtime upgrade), inside the
    // wallet's folder so its dependencies resolve.
    const copy = mkdtempSync(path.join(root, 'remotes/wallet/.own-runtime-'));
    try {
      cpSync(path.join(root, 'remotes/wallet/src'), path.join(copy, 'src'), { recursive: true });
      const packageJson = JSON.parse(readFileSync(path.join(root, 'remotes/wallet/package.json'), 'utf8'));
      const write = (federationRuntime: string) =>
        writeFileSync(
          path.join(copy, 'package.json'),
          JSON.stringify({ ...packageJson, casino: { ...packageJson.casino, federationRuntime } }),
        );
      write('own');
      expect(remoteReleaseDescription(copy).requires).not.toHaveProperty(federationRuntimePackage);
      expect(federationOf(remoteConfig({ dir: copy }))._options.experiments.externalRuntime).toBe(false);
      write('shared');
      expect(() => remoteReleaseDescription(copy)).toThrow(
        'casino.federationRuntime is "host" (the default) or "own", not "shared"',
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
