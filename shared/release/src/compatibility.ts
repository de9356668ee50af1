import semver from 'semver';
import { ReleaseError } from './release-error';

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

export interface GateParties {
  remote: { name: string; version: string; requires: Record<string, string> };
  host: { version: string; provides: Record<string, string> };
}

export function describeIncompatibilities(parties: GateParties, problems: Incompatibility[]): string {
  const { remote, host } = parties;
  const lines = problems.map(
    (problem) =>
      `${problem.packageName}: ${remote.name} ${remote.version} needs ${problem.required}, ` +
      (problem.provided === null
        ? `host ${host.version} provides none`
        : `host ${host.version} provides ${problem.provided}`),
  );
  return `${remote.name} ${remote.version} and host ${host.version} are incompatible:\n  ${lines.join('\n  ')}`;
}

/** The compatibility gate: throws, naming each package and both sides, when the host cannot run the remote. */
export function checkCompatible(parties: GateParties): void {
  const problems = findIncompatibilities(parties.remote.requires, parties.host.provides);
  if (problems.length > 0)
    throw new ReleaseError('incompatible', describeIncompatibilities(parties, problems));
}
