import semver from 'semver';
import { ReleaseError } from './release-error';

/**
 * The Module Federation runtime a remote built with `externalRuntime` takes from the host
 * (shared/build records it in `requires` and `provides` under this name): the remote's entry
 * carries no runtime of its own, so one the host does not satisfy breaks it on load (ADR 0018).
 */
const federationRuntimePackage = '@module-federation/runtime-core';

export interface Incompatibility {
  packageName: string;
  /** The range the remote was built against. */
  required: string;
  /** The version the host provides, or null when it provides none. */
  provided: string | null;
}

/** Every required package the provided versions do not satisfy (a prerelease counts as its version). */
export function findIncompatibilities(
  requires: Record<string, string>,
  provides: Record<string, string>,
): Incompatibility[] {
  return Object.entries(requires)
    .filter(([packageName, range]) => {
      const provided = provides[packageName];
      return provided === undefined || !semver.satisfies(provided, range, { includePrerelease: true });
    })
    .map(([packageName, required]) => ({ packageName, required, provided: provides[packageName] ?? null }));
}

export interface MissingExports {
  /** The shared module (`@casino/platform`, `@casino/platform/query`, `react-router-dom`). */
  request: string;
  /** What the remote imports from it that the host's copy does not export. */
  names: string[];
  /** False when the host provides no such module at all. */
  moduleProvided: boolean;
}

/**
 * Every name a remote imports from a shared module that the host's copy does not export (ADR
 * 0029). A build from before the gate compared exports records no imports or surfaces: nothing
 * to compare, its versions are the whole check.
 */
export function findMissingExports(
  imports: Record<string, string[]> | undefined,
  surfaces: Record<string, string[]> | undefined,
): MissingExports[] {
  if (!imports || !surfaces) return [];
  return Object.entries(imports).flatMap(([request, names]) => {
    const exported = surfaces[request];
    const missing = exported ? names.filter((name) => !exported.includes(name)) : names;
    return missing.length > 0 ? [{ request, names: missing, moduleProvided: exported !== undefined }] : [];
  });
}

export interface GateParties {
  remote: {
    name: string;
    version: string;
    requires: Record<string, string>;
    imports?: Record<string, string[]>;
  };
  host: { version: string; provides: Record<string, string>; surfaces?: Record<string, string[]> };
}

/** The runtime's line says what the range stands for: the version built with, the host's to run on. */
function describeVersionProblem(problem: Incompatibility, parties: GateParties): string {
  const { remote, host } = parties;
  const provided =
    problem.provided === null
      ? `host ${host.version} provides none`
      : `host ${host.version} provides ${problem.provided}`;
  if (problem.packageName !== federationRuntimePackage)
    return `${problem.packageName}: ${remote.name} ${remote.version} needs ${problem.required}, ${provided}`;
  const builtWith = semver.minVersion(problem.required)?.version ?? problem.required;
  return (
    `Module Federation runtime (${federationRuntimePackage}): ${remote.name} ${remote.version} was built ` +
    `against ${builtWith} and runs on the host's, which must be ${problem.required}; ${provided}`
  );
}

/** One line per problem, naming the package or module and both sides; empty when compatible. */
export function incompatibilitiesOf(parties: GateParties): string[] {
  const { remote, host } = parties;
  const versions = findIncompatibilities(remote.requires, host.provides).map((problem) =>
    describeVersionProblem(problem, parties),
  );
  const exports = findMissingExports(remote.imports, host.surfaces).map(
    ({ request, names, moduleProvided }) =>
      `${request}: ${remote.name} ${remote.version} imports ${names.join(', ')}, ` +
      (moduleProvided
        ? `which host ${host.version} does not export`
        : `but host ${host.version} provides no ${request}`),
  );
  return [...versions, ...exports];
}

export function describeIncompatibilities(parties: GateParties, problems: string[]): string {
  const { remote, host } = parties;
  return `${remote.name} ${remote.version} and host ${host.version} are incompatible:\n  ${problems.join('\n  ')}`;
}

/**
 * The compatibility gate: throws, naming each package or shared module and both sides, when the
 * host cannot run the remote (a version it does not satisfy, or an export it lacks).
 */
export function checkCompatible(parties: GateParties): void {
  const problems = incompatibilitiesOf(parties);
  if (problems.length > 0)
    throw new ReleaseError('incompatible', describeIncompatibilities(parties, problems));
}
