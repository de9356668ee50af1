import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { ReleaseError } from './release-error';

/** `release.json`, written by shared/build next to a remote's `mf-manifest.json`. */
export interface RemoteRelease {
  kind: 'remote';
  name: string;
  version: string;
  routePrefixes: string[];
  overlays: string[];
  /** Package name -> the semver range the remote needs from the host. */
  requires: Record<string, string>;
  /**
   * Shared module request -> the names the remote's shipped code imports from it (ADR 0029);
   * absent in builds made before the gate compared exports.
   */
  imports?: Record<string, string[]>;
}

/** `host-release.json`, written by shared/build into the host's dist. */
export interface HostRelease {
  kind: 'host';
  version: string;
  /** Package name -> the exact version the host provides to every remote. */
  provides: Record<string, string>;
  /**
   * Shared module request -> the names of the values the host's copy exports (ADR 0029); absent
   * in builds made before the gate compared exports.
   */
  surfaces?: Record<string, string[]>;
}

const remoteReleaseFile = 'release.json';
const hostReleaseFile = 'host-release.json';

const remoteNamePattern = /^[a-z][a-z0-9-]{0,39}$/;

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

/** An optional map of module request -> names (`imports`, `surfaces`). */
function optionalNameLists(value: unknown, source: string, field: string) {
  if (value === undefined) return {};
  const isNameLists =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isStringArray);
  if (!isNameLists) {
    throw new ReleaseError('invalid', `${source}: "${field}" must map module names to lists of names`);
  }
  return { [field]: value as Record<string, string[]> };
}

export function checkVersion(version: unknown, what: string): string {
  if (typeof version !== 'string' || semver.valid(version) !== version) {
    throw new ReleaseError('invalid', `${what}: "${String(version)}" is not a semver version (e.g. 1.2.3)`);
  }
  return version;
}

export function checkRemoteName(name: unknown): string {
  if (typeof name !== 'string' || !remoteNamePattern.test(name)) {
    throw new ReleaseError(
      'invalid',
      `"${String(name)}" is not a remote name (lower-case letters, digits, -)`,
    );
  }
  return name;
}

async function readJson(file: string, missing: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ReleaseError('invalid', missing);
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ReleaseError('invalid', `${file} is not valid JSON`);
  }
}

/** Checks a parsed `release.json`; every problem is named, so a broken build is refused clearly. */
function parseRemoteRelease(value: unknown, source: string): RemoteRelease {
  const release = (value ?? {}) as Record<string, unknown>;
  if (release.kind !== 'remote') throw new ReleaseError('invalid', `${source}: "kind" must be "remote"`);
  const name = checkRemoteName(release.name);
  const version = checkVersion(release.version, `${source} version`);
  if (!isStringArray(release.routePrefixes) || !isStringArray(release.overlays)) {
    throw new ReleaseError('invalid', `${source}: "routePrefixes" and "overlays" must be lists of strings`);
  }
  if (!isStringRecord(release.requires)) {
    throw new ReleaseError('invalid', `${source}: "requires" must map package names to semver ranges`);
  }
  for (const [packageName, range] of Object.entries(release.requires)) {
    if (semver.validRange(range) === null) {
      throw new ReleaseError('invalid', `${source}: ${packageName} "${range}" is not a semver range`);
    }
  }
  return {
    kind: 'remote',
    name,
    version,
    routePrefixes: release.routePrefixes,
    overlays: release.overlays,
    requires: release.requires,
    ...optionalNameLists(release.imports, source, 'imports'),
  };
}

export function parseHostRelease(value: unknown, source: string): HostRelease {
  const release = (value ?? {}) as Record<string, unknown>;
  if (release.kind !== 'host') throw new ReleaseError('invalid', `${source}: "kind" must be "host"`);
  const version = checkVersion(release.version, `${source} version`);
  if (!isStringRecord(release.provides)) {
    throw new ReleaseError('invalid', `${source}: "provides" must map package names to versions`);
  }
  for (const [packageName, provided] of Object.entries(release.provides)) {
    checkVersion(provided, `${source} ${packageName}`);
  }
  return {
    kind: 'host',
    version,
    provides: release.provides,
    ...optionalNameLists(release.surfaces, source, 'surfaces'),
  };
}

/**
 * A built remote ready to publish: either a remote's package folder (its `dist/` is used) or a
 * build folder itself. The build's `release.json` says who it is and what it needs.
 */
export interface BuiltRemote extends RemoteRelease {
  distDir: string;
}

async function buildFolderOf(dir: string, descriptionFile: string): Promise<string> {
  const inDist = path.join(dir, 'dist');
  try {
    await readFile(path.join(inDist, descriptionFile));
    return inDist;
  } catch {
    return dir;
  }
}

export async function readBuiltRemote(dir: string): Promise<BuiltRemote> {
  const distDir = await buildFolderOf(dir, remoteReleaseFile);
  const file = path.join(distDir, remoteReleaseFile);
  const release = parseRemoteRelease(
    await readJson(
      file,
      `${dir} is not a built remote: no ${remoteReleaseFile} (build it with its webpack config)`,
    ),
    file,
  );
  await readFile(path.join(distDir, 'mf-manifest.json')).catch(() => {
    throw new ReleaseError('invalid', `${release.name} is not built: ${distDir}/mf-manifest.json is missing`);
  });
  return { ...release, distDir };
}

export async function readBuiltHost(dir: string): Promise<HostRelease> {
  const distDir = await buildFolderOf(dir, hostReleaseFile);
  const file = path.join(distDir, hostReleaseFile);
  return parseHostRelease(
    await readJson(
      file,
      `${dir} is not a built host: no ${hostReleaseFile} (build it with pnpm --filter @casino/host build)`,
    ),
    file,
  );
}

/** The description of a version already in the store (for rollback and canary). */
export async function readStoredRelease(
  versionDir: string,
  name: string,
  version: string,
): Promise<RemoteRelease> {
  try {
    await stat(versionDir);
  } catch {
    throw new ReleaseError(
      'notFound',
      `${name} ${version} is not in the store: it was never published, or was pruned`,
    );
  }
  const file = path.join(versionDir, remoteReleaseFile);
  const missing = `${name} ${version} was published without a ${remoteReleaseFile}, so the gate cannot check it: publish a new build`;
  return parseRemoteRelease(await readJson(file, missing), file);
}
