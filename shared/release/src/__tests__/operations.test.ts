import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  abortCanary,
  promoteCanary,
  pruneRemote,
  publishHost,
  publishRemote,
  releaseStatus,
  rollbackRemote,
  startCanary,
} from '../operations';
import { registryPath } from '../registry-file';
import {
  fakeBuiltHost,
  fakeBuiltRemote,
  hostProvides,
  hostSurfaces,
  remoteImports,
  remoteRequires,
} from './release-fixtures';

let workDir: string;
let storeDir: string;
const at = (day: number) => ({ now: new Date(`2024-06-0${day}T12:00:00.000Z`) });

beforeEach(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'casino-release-'));
  storeDir = path.join(workDir, 'store');
  await publishHost(await fakeBuiltHost(workDir, '1.0.0'), storeDir, at(1));
});

afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const registryText = () => readFile(registryPath(storeDir), 'utf8');
const publish = async (version: string, options = {}) =>
  publishRemote(await fakeBuiltRemote(workDir, { version }), storeDir, options);

describe('publish and rollback', () => {
  it('stores each version under its immutable path, switches the registry and keeps the history', async () => {
    expect(await publish('1.0.0', at(1))).toEqual({ name: 'wallet', version: '1.0.0', outcome: 'active' });
    await publish('1.0.1', at(2));

    const { remotes } = await releaseStatus(storeDir);
    expect(remotes.wallet).toMatchObject({
      version: '1.0.1',
      manifestUrl: '/remotes/wallet/1.0.1/mf-manifest.json',
      routePrefixes: ['/wallet'],
      requires: remoteRequires,
    });
    expect(remotes.wallet?.history.map(({ version, action }) => `${version} ${action}`)).toEqual([
      '1.0.0 publish',
      '1.0.1 publish',
    ]);
    expect((await readdir(path.join(storeDir, 'remotes', 'wallet'))).sort()).toEqual(['1.0.0', '1.0.1']);
  });

  it('refuses the same name and version twice and leaves the registry as it was', async () => {
    await publish('1.0.0', at(1));
    const before = await registryText();

    await expect(publish('1.0.0', at(2))).rejects.toThrow('wallet 1.0.0 is already published');
    expect(await registryText()).toBe(before);
  });

  it('rolls back to the previous version, then refuses to go further back than the history', async () => {
    await publish('1.0.0', at(1));
    await publish('1.0.1', at(2));

    expect(await rollbackRemote('wallet', storeDir, at(3))).toEqual({
      name: 'wallet',
      version: '1.0.0',
      from: '1.0.1',
    });
    const { remotes } = await releaseStatus(storeDir);
    expect(remotes.wallet?.version).toBe('1.0.0');
    expect(remotes.wallet?.history.at(-1)).toEqual({
      version: '1.0.0',
      manifestUrl: '/remotes/wallet/1.0.0/mf-manifest.json',
      activatedAt: '2024-06-03T12:00:00.000Z',
      action: 'rollback',
    });
    await expect(rollbackRemote('wallet', storeDir)).rejects.toThrow('no version earlier than 1.0.0');
  });

  it('rolls forward or back to a named version, and refuses one that was never published', async () => {
    await publish('1.0.0', at(1));
    await publish('1.0.1', at(2));
    await rollbackRemote('wallet', storeDir, at(3));

    await rollbackRemote('wallet', storeDir, { to: '1.0.1', ...at(4) });
    expect((await releaseStatus(storeDir)).remotes.wallet?.version).toBe('1.0.1');
    await expect(rollbackRemote('wallet', storeDir, { to: '0.9.0' })).rejects.toThrow(
      'wallet 0.9.0 is not in the store',
    );
    await expect(rollbackRemote('agent', storeDir)).rejects.toThrow('agent has never been published');
  });

  it('skips an already published build when publishing in bulk, without re-activating it', async () => {
    await publish('1.0.0', at(1));
    const dir = await fakeBuiltRemote(workDir, { version: '1.0.1' });
    await publishRemote(dir, storeDir, at(2));
    await rollbackRemote('wallet', storeDir, at(3));
    const before = await registryText();

    expect(await publishRemote(dir, storeDir, { skipPublished: true })).toMatchObject({ outcome: 'skipped' });
    expect(await registryText()).toBe(before);
  });
});

describe('compatibility gate', () => {
  it('refuses a remote the host cannot satisfy, naming the package and both sides, and changes nothing', async () => {
    await publish('1.0.0', at(1));
    const before = await registryText();
    const dir = await fakeBuiltRemote(workDir, {
      version: '2.0.0',
      requires: { ...remoteRequires, react: '^20.0.0', '@casino/bus': '^2.1.0' },
    });

    const refusal = publishRemote(dir, storeDir, at(2));

    await expect(refusal).rejects.toThrow('react: wallet 2.0.0 needs ^20.0.0, host 1.0.0 provides 19.3.1');
    await expect(publishRemote(dir, storeDir, at(2))).rejects.toThrow(
      '@casino/bus: wallet 2.0.0 needs ^2.1.0, host 1.0.0 provides 1.0.0',
    );
    expect(await registryText()).toBe(before);
    expect(await readdir(path.join(storeDir, 'remotes', 'wallet'))).toEqual(['1.0.0']);
  });

  it('refuses a remote that needs a package the host does not provide', async () => {
    const dir = await fakeBuiltRemote(workDir, {
      version: '1.0.0',
      requires: { ...remoteRequires, 'left-pad': '^1.0.0' },
    });
    await expect(publishRemote(dir, storeDir)).rejects.toThrow(
      'left-pad: wallet 1.0.0 needs ^1.0.0, host 1.0.0 provides none',
    );
  });

  it('checks a host release against every active remote and canary', async () => {
    await publish('1.0.0', at(1));
    await publishRemote(await fakeBuiltRemote(workDir, { name: 'agent', version: '1.0.0' }), storeDir, at(1));
    const before = await registryText();
    const nextHost = await fakeBuiltHost(workDir, '2.0.0', {
      ...hostProvides,
      react: '20.0.0',
      rxjs: '8.0.0',
    });

    const refusal = publishHost(nextHost, storeDir, at(2));

    await expect(refusal).rejects.toThrow(
      /react: agent 1\.0\.0 needs \^19\.3\.1, host 2\.0\.0 provides 20\.0\.0/,
    );
    await expect(publishHost(nextHost, storeDir)).rejects.toThrow(
      /rxjs: wallet 1\.0\.0 needs \^7\.8\.2, host 2\.0\.0 provides 8\.0\.0/,
    );
    expect(await registryText()).toBe(before);

    await publishHost(
      await fakeBuiltHost(workDir, '1.1.0', { ...hostProvides, react: '19.4.0' }),
      storeDir,
      at(3),
    );
    expect((await releaseStatus(storeDir)).host).toMatchObject({
      version: '1.1.0',
      provides: { react: '19.4.0' },
    });
  });

  it('refuses a remote built against another Module Federation runtime than the host lends, naming both', async () => {
    await publish('1.0.0', at(1));
    const before = await registryText();
    const dir = await fakeBuiltRemote(workDir, {
      version: '1.1.0',
      requires: { ...remoteRequires, '@module-federation/runtime-core': '~2.10.1' },
    });

    await expect(publishRemote(dir, storeDir, at(2))).rejects.toThrow(
      'wallet 1.1.0 and host 1.0.0 are incompatible:\n' +
        '  Module Federation runtime (@module-federation/runtime-core): wallet 1.1.0 was built against ' +
        "2.10.1 and runs on the host's, which must be ~2.10.1; host 1.0.0 provides 2.9.2",
    );
    expect(await registryText()).toBe(before);
    expect(await readdir(path.join(storeDir, 'remotes', 'wallet'))).toEqual(['1.0.0']);

    // A host from before it lent its runtime provides none; a remote with its own runtime needs none.
    const { '@module-federation/runtime-core': _lent, ...withoutRuntime } = hostProvides;
    const oldHostStore = path.join(workDir, 'old-host-store');
    await publishHost(await fakeBuiltHost(workDir, '0.9.0', withoutRuntime), oldHostStore, at(1));
    await expect(publishRemote(dir, oldHostStore)).rejects.toThrow(
      "runs on the host's, which must be ~2.10.1; host 0.9.0 provides none",
    );
    const { '@module-federation/runtime-core': _needed, ...ownRuntime } = remoteRequires;
    await publishRemote(
      await fakeBuiltRemote(workDir, { version: '1.1.1', requires: ownRuntime }),
      oldHostStore,
      at(2),
    );
  });

  it('refuses a host whose Module Federation runtime an active remote or canary cannot run on', async () => {
    await publish('1.0.0', at(1));
    await publish('1.1.0', { canaryPercent: 10, ...at(2) });
    const before = await registryText();
    const nextMinor = { ...hostProvides, '@module-federation/runtime-core': '2.10.0' };

    const refusal = publishHost(await fakeBuiltHost(workDir, '1.1.0', nextMinor), storeDir, at(3));

    await expect(refusal).rejects.toThrow(
      "wallet 1.0.0 was built against 2.9.2 and runs on the host's, which must be ~2.9.2; host 1.1.0 provides 2.10.0",
    );
    await expect(publishHost(await fakeBuiltHost(workDir, '1.1.0', nextMinor), storeDir)).rejects.toThrow(
      "wallet 1.1.0 was built against 2.9.2 and runs on the host's, which must be ~2.9.2; host 1.1.0 provides 2.10.0",
    );
    expect(await registryText()).toBe(before);

    // A later patch of the same minor runs them.
    const nextPatch = { ...hostProvides, '@module-federation/runtime-core': '2.9.5' };
    await publishHost(await fakeBuiltHost(workDir, '1.1.0', nextPatch), storeDir, at(3));
    expect((await releaseStatus(storeDir)).host?.provides['@module-federation/runtime-core']).toBe('2.9.5');
  });

  it('refuses a remote that imports an export the active host lacks, naming the module and the export', async () => {
    await publish('1.0.0', at(1));
    const before = await registryText();
    const dir = await fakeBuiltRemote(workDir, {
      version: '1.1.0',
      imports: {
        ...remoteImports,
        '@casino/platform': ['callApi', 'formatDateTime', 'appPaths'],
        'react-router-dom': ['useNavigate'],
      },
    });

    const refusal = publishRemote(dir, storeDir, at(2));

    await expect(refusal).rejects.toThrow(
      'wallet 1.1.0 and host 1.0.0 are incompatible:\n' +
        '  @casino/platform: wallet 1.1.0 imports formatDateTime, appPaths, which host 1.0.0 does not export',
    );
    await expect(publishRemote(dir, storeDir)).rejects.toMatchObject({ kind: 'incompatible' });
    expect(await registryText()).toBe(before);
    expect(await readdir(path.join(storeDir, 'remotes', 'wallet'))).toEqual(['1.0.0']);
  });

  it('refuses a remote that imports a shared module the host does not provide', async () => {
    const dir = await fakeBuiltRemote(workDir, {
      version: '1.0.0',
      imports: { ...remoteImports, '@casino/platform/query': ['useQuery'] },
    });
    await expect(publishRemote(dir, storeDir)).rejects.toThrow(
      '@casino/platform/query: wallet 1.0.0 imports useQuery, but host 1.0.0 provides no @casino/platform/query',
    );
  });

  it("compares the design system's groups one by one: a group the host lacks, or a name missing from one", async () => {
    // A host from before the groups (`@casino/ui` 1.4) provides the whole package only.
    const dir = await fakeBuiltRemote(workDir, {
      version: '1.0.0',
      imports: { ...remoteImports, '@casino/ui/forms': ['TextField'] },
    });
    await expect(publishRemote(dir, storeDir)).rejects.toThrow(
      '@casino/ui/forms: wallet 1.0.0 imports TextField, but host 1.0.0 provides no @casino/ui/forms',
    );

    const groupsHostStore = path.join(workDir, 'groups-host-store');
    const withGroups = { ...hostSurfaces, '@casino/ui/forms': ['Form', 'TextField'] };
    await publishHost(
      await fakeBuiltHost(workDir, '1.1.0', hostProvides, withGroups),
      groupsHostStore,
      at(1),
    );
    await publishRemote(dir, groupsHostStore, at(2));
    const needsCheckbox = await fakeBuiltRemote(workDir, {
      version: '1.0.1',
      imports: { ...remoteImports, '@casino/ui/forms': ['Checkbox', 'TextField'] },
    });
    await expect(publishRemote(needsCheckbox, groupsHostStore, at(3))).rejects.toThrow(
      '@casino/ui/forms: wallet 1.0.1 imports Checkbox, which host 1.1.0 does not export',
    );
  });

  it('checks the exports on rollback too: an older build needing a name the new host dropped stays out', async () => {
    await publishRemote(
      await fakeBuiltRemote(workDir, {
        version: '1.0.0',
        imports: { '@casino/platform': ['callApi', 'formatMoney'] },
      }),
      storeDir,
      at(1),
    );
    await publishRemote(await fakeBuiltRemote(workDir, { version: '1.1.0' }), storeDir, at(2));
    const withoutFormatMoney = { ...hostSurfaces, '@casino/platform': ['callApi', 'defineRemotePlugin'] };
    await publishHost(
      await fakeBuiltHost(workDir, '1.1.0', hostProvides, withoutFormatMoney),
      storeDir,
      at(3),
    );

    await expect(rollbackRemote('wallet', storeDir, at(4))).rejects.toThrow(
      '@casino/platform: wallet 1.0.0 imports formatMoney, which host 1.1.0 does not export',
    );
  });

  it('refuses a host that lacks an export an active remote or canary imports', async () => {
    await publish('1.0.0', at(1));
    await publishRemote(
      await fakeBuiltRemote(workDir, {
        version: '1.1.0',
        imports: { '@casino/ui': ['Button', 'SectionPage'] },
      }),
      storeDir,
      { canaryPercent: 10, ...at(2) },
    );
    const before = await registryText();
    const withoutSectionPage = { ...hostSurfaces, '@casino/ui': ['Button'] };

    await expect(
      publishHost(await fakeBuiltHost(workDir, '1.1.0', hostProvides, withoutSectionPage), storeDir, at(3)),
    ).rejects.toThrow('@casino/ui: wallet 1.1.0 imports SectionPage, which host 1.1.0 does not export');
    expect(await registryText()).toBe(before);
  });

  it('compares versions only with builds from before exports were recorded, until the host records them', async () => {
    const legacyStore = path.join(workDir, 'legacy-store');
    await publishHost(await fakeBuiltHost(workDir, '1.0.0', hostProvides, null), legacyStore, at(1));
    const needsAppPaths = { '@casino/platform': ['appPaths'] };
    // No surfaces recorded for the active host: nothing to compare the imports with.
    await publishRemote(
      await fakeBuiltRemote(workDir, { version: '1.0.0', imports: needsAppPaths }),
      legacyStore,
      at(1),
    );
    // A build without imports passes on its versions.
    await publishRemote(
      await fakeBuiltRemote(workDir, { name: 'agent', version: '1.0.0', imports: null }),
      legacyStore,
      at(1),
    );

    // The same host version again (a restart) now records its surfaces; the gate then uses them.
    expect(await publishHost(await fakeBuiltHost(workDir, '1.0.0'), legacyStore, at(2))).toMatchObject({
      outcome: 'unchanged',
    });
    await expect(
      publishRemote(
        await fakeBuiltRemote(workDir, { version: '1.0.1', imports: needsAppPaths }),
        legacyStore,
      ),
    ).rejects.toThrow('@casino/platform: wallet 1.0.1 imports appPaths, which host 1.0.0 does not export');
  });

  it('refuses the same host version with other exports: the version must be bumped', async () => {
    await expect(
      publishHost(
        await fakeBuiltHost(workDir, '1.0.0', hostProvides, { ...hostSurfaces, '@casino/ui': ['Button'] }),
        storeDir,
      ),
    ).rejects.toThrow(
      "host 1.0.0 is already published with other shared versions or exports: bump the host's version",
    );
  });

  it('refuses to publish remotes before any host release is recorded', async () => {
    const emptyStore = path.join(workDir, 'empty-store');
    await expect(
      publishRemote(await fakeBuiltRemote(workDir, { version: '1.0.0' }), emptyStore),
    ).rejects.toThrow('no host release is recorded');
  });
});

describe('canary', () => {
  beforeEach(async () => {
    await publish('1.0.0', at(1));
  });

  it('publishes a version as a canary beside the active one, then promotes it', async () => {
    expect(await publish('1.1.0', { canaryPercent: 25, ...at(2) })).toMatchObject({ outcome: 'canary' });

    let wallet = (await releaseStatus(storeDir)).remotes.wallet;
    expect(wallet?.version).toBe('1.0.0');
    expect(wallet?.canary).toEqual({
      version: '1.1.0',
      manifestUrl: '/remotes/wallet/1.1.0/mf-manifest.json',
      percent: 25,
      startedAt: '2024-06-02T12:00:00.000Z',
    });

    await startCanary('wallet', '1.1.0', 50, storeDir, at(3));
    expect((await releaseStatus(storeDir)).remotes.wallet?.canary).toMatchObject({
      percent: 50,
      startedAt: '2024-06-02T12:00:00.000Z',
    });

    await promoteCanary('wallet', storeDir, at(4));
    wallet = (await releaseStatus(storeDir)).remotes.wallet;
    expect(wallet?.version).toBe('1.1.0');
    expect(wallet?.canary).toBeUndefined();
    expect(wallet?.history.at(-1)).toMatchObject({ version: '1.1.0', action: 'promote' });
  });

  it('aborts a canary, and refuses a publish while one runs', async () => {
    await publish('1.1.0', { canaryPercent: 10, ...at(2) });

    await expect(publish('1.2.0', at(3))).rejects.toThrow('wallet has a canary of 1.1.0 at 10% running');
    await abortCanary('wallet', storeDir, at(3));

    const wallet = (await releaseStatus(storeDir)).remotes.wallet;
    expect(wallet?.canary).toBeUndefined();
    expect(wallet?.version).toBe('1.0.0');
    await expect(abortCanary('wallet', storeDir)).rejects.toThrow('wallet has no canary running');
  });

  it('refuses percents outside 1-99 and canaries of unpublished versions', async () => {
    await expect(publish('1.1.0', { canaryPercent: 100 })).rejects.toThrow('a whole number from 1 to 99');
    await expect(startCanary('wallet', '1.1.0', 0, storeDir)).rejects.toThrow('a whole number from 1 to 99');
    await expect(startCanary('wallet', '1.5.0', 20, storeDir)).rejects.toThrow(
      'wallet 1.5.0 is not in the store',
    );
  });
});

describe('prune', () => {
  const storedVersions = async () => (await readdir(path.join(storeDir, 'remotes', 'wallet'))).sort();

  it('keeps the active version, the canary and the newest rollback targets, and leaves the registry alone', async () => {
    for (const [day, version] of ['1.0.0', '1.0.1', '1.0.2', '1.0.3'].entries())
      await publish(version, at(day + 1));
    await rollbackRemote('wallet', storeDir, { to: '1.0.0', ...at(6) });
    await startCanary('wallet', '1.0.2', 10, storeDir, at(7));
    const before = await registryText();

    expect(await pruneRemote('wallet', storeDir, { keep: 1 })).toEqual({
      name: 'wallet',
      kept: ['1.0.0', '1.0.2', '1.0.3'],
      removed: ['1.0.1'],
    });
    expect(await storedVersions()).toEqual(['1.0.0', '1.0.2', '1.0.3']);
    expect(await registryText()).toBe(before);
    await expect(rollbackRemote('wallet', storeDir, { to: '1.0.1' })).rejects.toThrow(
      'wallet 1.0.1 is not in the store: it was never published, or was pruned',
    );
  });

  it('keeps three rollback targets by default and clears leftovers of interrupted copies', async () => {
    for (const [day, version] of ['1.0.0', '1.0.1', '1.0.2', '1.0.3', '1.0.4'].entries())
      await publish(version, at(day + 1));
    await mkdir(path.join(storeDir, 'remotes', 'wallet', '1.0.5.staging-1-2'));

    const result = await pruneRemote('wallet', storeDir);

    expect(result).toEqual({
      name: 'wallet',
      kept: ['1.0.4', '1.0.3', '1.0.2', '1.0.1'],
      removed: ['1.0.0'],
    });
    expect(await storedVersions()).toEqual(['1.0.1', '1.0.2', '1.0.3', '1.0.4']);
  });

  it('refuses a remote never published and a keep that is not a whole number', async () => {
    await expect(pruneRemote('jackpot', storeDir)).rejects.toThrow('jackpot has never been published');
    await publish('1.0.0', at(1));
    await expect(pruneRemote('wallet', storeDir, { keep: -1 })).rejects.toThrow(
      'keep (--keep) is a whole number from 0 to 100 (got -1)',
    );
    expect(await storedVersions()).toEqual(['1.0.0']);
  });
});
