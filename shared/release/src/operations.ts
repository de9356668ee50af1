import semver from 'semver';
import { checkCompatible, describeIncompatibilities, incompatibilitiesOf } from './compatibility';
import { readStoredHostRelease, storeHostRelease } from './host-store';
import {
  type ActivationAction,
  manifestUrlOf,
  type RegistryDocument,
  type RegistryEntry,
  type RegistryHost,
  readRegistry,
  updateRegistry,
} from './registry-file';
import {
  checkRemoteName,
  checkVersion,
  type HostRelease,
  type RemoteRelease,
  readBuiltHost,
  readBuiltRemote,
  readStoredRelease,
} from './release-description';
import { ReleaseError } from './release-error';
import {
  checkNotPublished,
  removeStoredFolder,
  storedVersionFolders,
  storeRemote,
  versionDir,
} from './remote-store';

export interface ReleaseOptions {
  /** The clock of the operation (tests fix it). */
  now?: Date;
}

function withRemote(
  document: RegistryDocument,
  name: string,
  entry: RegistryEntry,
  at: string,
): RegistryDocument {
  return { ...document, updatedAt: at, remotes: { ...document.remotes, [name]: entry } };
}

function entryOf(document: RegistryDocument, name: string): RegistryEntry {
  const entry = document.remotes[checkRemoteName(name)];
  if (!entry) throw new ReleaseError('notFound', `${name} has never been published`);
  return entry;
}

/** The active host, which the gate checks every remote against. */
function activeHost(document: RegistryDocument): RegistryHost {
  if (!document.host) {
    throw new ReleaseError(
      'conflict',
      'no host release is recorded, so the compatibility gate cannot check remotes: publish the host first (casino-release publish-host host)',
    );
  }
  return document.host;
}

/** The gate against the active host: its versions, and its exports when the store keeps them. */
async function gate(document: RegistryDocument, release: RemoteRelease, storeDir: string): Promise<void> {
  const host = activeHost(document);
  const stored = await readStoredHostRelease(storeDir, host.version);
  checkCompatible({ remote: release, host: { ...host, surfaces: stored?.surfaces } });
}

/** `release` becomes the active version of its remote; the history gets one more line. */
function activate(
  current: RegistryEntry | undefined,
  release: RemoteRelease,
  action: ActivationAction,
  at: string,
): RegistryEntry {
  const manifestUrl = manifestUrlOf(release.name, release.version);
  return {
    version: release.version,
    manifestUrl,
    routePrefixes: release.routePrefixes,
    overlays: release.overlays,
    requires: release.requires,
    history: [
      ...(current?.history ?? []),
      { version: release.version, manifestUrl, activatedAt: at, action },
    ],
  };
}

function checkPercent(percent: number): number {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new ReleaseError(
      'invalid',
      `a canary percent is a whole number from 1 to 99 (got ${percent}); use promote for 100 and abort for 0`,
    );
  }
  return percent;
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().every((item, index) => item === [...b].sort()[index]);
}

/** A canary shares routes with the active version, so it must claim exactly the same ones. */
function checkSameClaims(entry: RegistryEntry, release: RemoteRelease): void {
  if (!sameList(entry.routePrefixes, release.routePrefixes) || !sameList(entry.overlays, release.overlays)) {
    throw new ReleaseError(
      'conflict',
      `${release.name} ${release.version} claims other routes or overlays than ${entry.version} ` +
        `(${release.routePrefixes.join(', ')} / ${entry.routePrefixes.join(', ')}): publish it without a canary`,
    );
  }
}

function checkNoCanary(entry: RegistryEntry | undefined, name: string): void {
  if (entry?.canary) {
    throw new ReleaseError(
      'conflict',
      `${name} has a canary of ${entry.canary.version} at ${entry.canary.percent}% running: promote or abort it first`,
    );
  }
}

function withCanary(
  document: RegistryDocument,
  entry: RegistryEntry,
  release: RemoteRelease,
  percent: number,
  at: string,
) {
  const startedAt = entry.canary?.version === release.version ? entry.canary.startedAt : at;
  const canary = {
    version: release.version,
    manifestUrl: manifestUrlOf(release.name, release.version),
    percent,
    startedAt,
  };
  return withRemote(document, release.name, { ...entry, canary }, at);
}

export interface PublishOptions extends ReleaseOptions {
  /** Start the new version as a canary for this percent of devices instead of switching everyone. */
  canaryPercent?: number;
  /** Bulk publishing: a version already in the store with the same files is skipped, not refused. */
  skipPublished?: boolean;
}

export interface PublishResult {
  name: string;
  version: string;
  outcome: 'active' | 'canary' | 'skipped';
}

/**
 * Stores a built remote under its immutable version path and switches the registry to it (or
 * starts it as a canary). Refused, with the registry and the store unchanged, when the version
 * is already published, when the active host cannot satisfy its shared requirements, or when a
 * canary of the remote is running.
 */
export async function publishRemote(
  dir: string,
  storeDir: string,
  options: PublishOptions = {},
): Promise<PublishResult> {
  const remote = await readBuiltRemote(dir);
  const percent = options.canaryPercent === undefined ? undefined : checkPercent(options.canaryPercent);
  return updateRegistry<PublishResult>(storeDir, async (document) => {
    const { name, version } = remote;
    if ((await checkNotPublished(storeDir, remote, options.skipPublished ?? false)) === 'skip') {
      return { document, result: { name, version, outcome: 'skipped' } };
    }
    await gate(document, remote, storeDir);
    const current = document.remotes[name];
    checkNoCanary(current, name);
    if (percent !== undefined && !current) {
      throw new ReleaseError(
        'conflict',
        `${name} has no active version to run a canary beside: publish it without --canary`,
      );
    }
    if (percent !== undefined && current) checkSameClaims(current, remote);
    await storeRemote(storeDir, remote);
    const at = (options.now ?? new Date()).toISOString();
    if (percent !== undefined && current) {
      return {
        document: withCanary(document, current, remote, percent, at),
        result: { name, version, outcome: 'canary' },
      };
    }
    return {
      document: withRemote(document, name, activate(current, remote, 'publish', at), at),
      result: { name, version, outcome: 'active' },
    };
  });
}

/** The version a plain rollback returns to: the newest one in the history below the active one. */
export function previousVersion(entry: RegistryEntry): string | undefined {
  return entry.history
    .map((line) => line.version)
    .filter((version) => semver.lt(version, entry.version))
    .at(-1);
}

export interface RollbackOptions extends ReleaseOptions {
  /** The version to return to; by default the newest earlier one in the history. */
  to?: string;
}

/** Re-activates an earlier published version (gate-checked against the active host); ends any canary. */
export async function rollbackRemote(name: string, storeDir: string, options: RollbackOptions = {}) {
  const target = options.to === undefined ? undefined : checkVersion(options.to, '--to');
  return updateRegistry(storeDir, async (document) => {
    const entry = entryOf(document, name);
    const version = target ?? previousVersion(entry);
    if (!version) {
      throw new ReleaseError(
        'conflict',
        `${name} has no version earlier than ${entry.version} in its history: name one with --to`,
      );
    }
    if (version === entry.version && !entry.canary) {
      throw new ReleaseError('conflict', `${name} ${version} is already the active version`);
    }
    const release = await readStoredRelease(versionDir(storeDir, name, version), name, version);
    await gate(document, release, storeDir);
    const at = (options.now ?? new Date()).toISOString();
    return {
      document: withRemote(document, name, activate(entry, release, 'rollback', at), at),
      result: { name, version, from: entry.version },
    };
  });
}

/** Starts a canary of a published version for `percent` of devices, or changes its percent. */
export async function startCanary(
  name: string,
  version: string,
  percent: number,
  storeDir: string,
  options: ReleaseOptions = {},
) {
  checkVersion(version, 'canary version');
  checkPercent(percent);
  return updateRegistry(storeDir, async (document) => {
    const entry = entryOf(document, name);
    if (version === entry.version)
      throw new ReleaseError('conflict', `${name} ${version} is already the active version`);
    if (entry.canary && entry.canary.version !== version) checkNoCanary(entry, name);
    const release = await readStoredRelease(versionDir(storeDir, name, version), name, version);
    await gate(document, release, storeDir);
    checkSameClaims(entry, release);
    const at = (options.now ?? new Date()).toISOString();
    return {
      document: withCanary(document, entry, release, percent, at),
      result: { name, version, percent },
    };
  });
}

function runningCanary(entry: RegistryEntry, name: string) {
  if (!entry.canary) throw new ReleaseError('conflict', `${name} has no canary running`);
  return entry.canary;
}

/** The canary becomes the active version for everyone. */
export async function promoteCanary(name: string, storeDir: string, options: ReleaseOptions = {}) {
  return updateRegistry(storeDir, async (document) => {
    const entry = entryOf(document, name);
    const canary = runningCanary(entry, name);
    const release = await readStoredRelease(versionDir(storeDir, name, canary.version), name, canary.version);
    await gate(document, release, storeDir);
    const at = (options.now ?? new Date()).toISOString();
    return {
      document: withRemote(document, name, activate(entry, release, 'promote', at), at),
      result: { name, version: canary.version },
    };
  });
}

/** Ends the canary: every device gets the active version again. */
export async function abortCanary(name: string, storeDir: string, options: ReleaseOptions = {}) {
  return updateRegistry(storeDir, async (document) => {
    const entry = entryOf(document, name);
    const { canary: _ended, ...rest } = entry;
    const canary = runningCanary(entry, name);
    const at = (options.now ?? new Date()).toISOString();
    return { document: withRemote(document, name, rest, at), result: { name, version: canary.version } };
  });
}

/**
 * Records a host release after checking it against every active remote and running canary the
 * same way remotes are checked against the host (versions and exports), and keeps its
 * description in the store for the gate. The same version again with the same shared versions
 * and exports changes nothing (a restart); with different ones it is refused.
 */
export interface HostPublishResult {
  version: string;
  outcome: 'active' | 'unchanged';
}

export async function publishHostRelease(
  host: HostRelease,
  storeDir: string,
  options: ReleaseOptions = {},
): Promise<HostPublishResult> {
  return updateRegistry<HostPublishResult>(storeDir, async (document) => {
    const current = document.host;
    if (current?.version === host.version) {
      const stored = await readStoredHostRelease(storeDir, host.version);
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      const sameSurfaces = !stored?.surfaces || same(stored.surfaces, host.surfaces);
      if (same(current.provides, host.provides) && sameSurfaces) {
        // A host recorded before its surfaces were kept gets them now, so the gate can use them.
        if (!stored?.surfaces && host.surfaces) await storeHostRelease(storeDir, host);
        return { document, result: { version: host.version, outcome: 'unchanged' } };
      }
      throw new ReleaseError(
        'exists',
        `host ${host.version} is already published with other shared versions or exports: bump the host's version`,
      );
    }
    const problems: string[] = [];
    for (const [name, entry] of Object.entries(document.remotes)) {
      const running = [entry.version, ...(entry.canary ? [entry.canary.version] : [])];
      for (const version of running) {
        if (version === entry.version && !entry.requires) {
          problems.push(
            `${name} ${version} records no shared requirements (published before the gate): publish a new build of it (for a local store, delete var/store)`,
          );
          continue;
        }
        // The stored release.json: the registry keeps a remote's versions, not its imports.
        const { requires, imports } = await readStoredRelease(
          versionDir(storeDir, name, version),
          name,
          version,
        );
        const parties = { remote: { name, version, requires, imports }, host };
        const found = incompatibilitiesOf(parties);
        if (found.length > 0) problems.push(describeIncompatibilities(parties, found));
      }
    }
    if (problems.length > 0) throw new ReleaseError('incompatible', problems.join('\n'));
    await storeHostRelease(storeDir, host);
    const at = (options.now ?? new Date()).toISOString();
    const history = [...(current?.history ?? []), { version: host.version, activatedAt: at }];
    return {
      document: {
        ...document,
        updatedAt: at,
        host: { version: host.version, provides: host.provides, activatedAt: at, history },
      },
      result: { version: host.version, outcome: 'active' },
    };
  });
}

/** `publishHostRelease` of a built host folder (its `dist/host-release.json`). */
export async function publishHost(dir: string, storeDir: string, options: ReleaseOptions = {}) {
  return publishHostRelease(await readBuiltHost(dir), storeDir, options);
}

/** Rollback targets `prune` keeps when not told otherwise. */
export const defaultPruneKeep = 3;

export interface PruneOptions {
  /** Earlier versions to keep as rollback targets, newest activation first (default 3). */
  keep?: number;
}

export interface PruneResult {
  name: string;
  /** What stays in the store: the active version, any canary, and the rollback targets kept. */
  kept: string[];
  removed: string[];
}

/**
 * Deletes a remote's stored versions that no player can be sent to any more: all but the active
 * version, a running canary and the `keep` most recently active earlier versions (rollback
 * targets), plus leftovers of interrupted copies. Runs under the registry lock, so no publish or
 * rollback interleaves; the registry and its history stay as they are.
 */
export async function pruneRemote(name: string, storeDir: string, options: PruneOptions = {}) {
  const keep = options.keep ?? defaultPruneKeep;
  if (!Number.isInteger(keep) || keep < 0 || keep > 100) {
    throw new ReleaseError('invalid', `keep (--keep) is a whole number from 0 to 100 (got ${keep})`);
  }
  return updateRegistry<PruneResult>(storeDir, async (document) => {
    const entry = entryOf(document, name);
    const rollbackTargets = [...new Set(entry.history.map((line) => line.version).reverse())]
      .filter((version) => version !== entry.version && version !== entry.canary?.version)
      .slice(0, keep);
    const kept = [entry.version, ...(entry.canary ? [entry.canary.version] : []), ...rollbackTargets];
    const removed: string[] = [];
    for (const folder of await storedVersionFolders(storeDir, name)) {
      if (kept.includes(folder)) continue;
      await removeStoredFolder(storeDir, name, folder);
      if (semver.valid(folder)) removed.push(folder);
    }
    removed.sort(semver.compare);
    return { document, result: { name, kept, removed } };
  });
}

/** Every remote's active version, canary and history (a consistent snapshot: writes are atomic). */
export async function releaseStatus(storeDir: string): Promise<RegistryDocument> {
  return readRegistry(storeDir);
}
