#!/usr/bin/env node
// The committed public surface of every shared package (shared/public-surfaces.json): its version
// and the names each entry point exports. A surface that changes without a version bump fails a
// test (ADR 0029), so a remote's `requires` range always means the names it was built with.
//   node shared/build/src/public-surfaces.mjs            compare, print what is wrong (exit 1)
//   node shared/build/src/public-surfaces.mjs --write    record the surfaces (npm run surfaces:record);
//                                                        refused while a bump is missing
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageSurfaces } from './surfaces.mjs';

const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const snapshotFile = path.join(workspaceRoot, 'shared/public-surfaces.json');
const recordCommand = 'npm run surfaces:record';

/** Every shared package's surface, as the sources are now. */
export function currentSurfaces(root = workspaceRoot) {
  const sharedDir = path.join(root, 'shared');
  const dirs = readdirSync(sharedDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(sharedDir, entry.name))
    .sort();
  return packageSurfaces(dirs);
}

/** Every name of a surface as `<entry> <kind> <name>`, so two surfaces compare as sets. */
function namesOf(surface) {
  return new Set(
    Object.entries(surface?.entries ?? {}).flatMap(([entry, { values, types }]) => [
      ...values.map((name) => `${entry} value ${name}`),
      ...types.map((name) => `${entry} type ${name}`),
    ]),
  );
}

function versionParts(version) {
  const [major, minor] = version.split('.').map(Number);
  return { major, minor };
}

/** The smallest bump that a change needs: removing or renaming a name breaks who imports it. */
function bumpNeeded(removed, added) {
  if (removed.length > 0) return 'major';
  return added.length > 0 ? 'minor' : undefined;
}

function isEnoughBump(from, to, needed) {
  const before = versionParts(from);
  const after = versionParts(to);
  if (needed === 'major') return after.major > before.major;
  return after.major > before.major || (after.major === before.major && after.minor > before.minor);
}

function listed(names) {
  const shown = names.slice(0, 8).join(', ');
  return names.length > 8 ? `${shown} and ${names.length - 8} more` : shown;
}

/**
 * What is wrong between the committed snapshot and the current surfaces: `bump` problems need a
 * version change in a package.json; `record` problems only need `npm run surfaces:record`.
 */
export function compareSurfaces(snapshot, current) {
  const problems = [];
  const packages = [...new Set([...Object.keys(snapshot), ...Object.keys(current)])].sort();
  for (const name of packages) {
    const before = snapshot[name];
    const now = current[name];
    if (!before || !now) {
      problems.push({
        kind: 'record',
        message: `${name} is ${now ? 'new' : 'gone'}: record the surfaces with ${recordCommand}`,
      });
      continue;
    }
    const beforeNames = namesOf(before);
    const nowNames = namesOf(now);
    const added = [...nowNames].filter((entry) => !beforeNames.has(entry));
    const removed = [...beforeNames].filter((entry) => !nowNames.has(entry));
    const needed = bumpNeeded(removed, added);
    const change = [
      ...(added.length > 0 ? [`added ${listed(added)}`] : []),
      ...(removed.length > 0 ? [`removed ${listed(removed)}`] : []),
    ].join('; ');
    if (needed && !isEnoughBump(before.version, now.version, needed)) {
      problems.push({
        kind: 'bump',
        message:
          `${name}'s public surface changed (${change}) but its version went ${before.version} -> ` +
          `${now.version}: a ${needed} bump is needed (${needed === 'major' ? 'a name was removed or renamed' : 'names were added'}). ` +
          `Bump "version" in its package.json, then run ${recordCommand}.`,
      });
    } else if (needed) {
      problems.push({
        kind: 'record',
        message: `${name} ${now.version} has a new public surface (${change}): record it with ${recordCommand}`,
      });
    } else if (before.version !== now.version) {
      problems.push({
        kind: 'record',
        message: `${name} is now ${now.version} (recorded: ${before.version}): record it with ${recordCommand}`,
      });
    }
  }
  return problems;
}

/** The committed surfaces; none before the first recording. */
export function readSnapshot() {
  try {
    return JSON.parse(readFileSync(snapshotFile, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const current = currentSurfaces();
  const problems = compareSurfaces(readSnapshot(), current);
  const bumps = problems.filter((problem) => problem.kind === 'bump');
  if (process.argv.includes('--write') && bumps.length === 0) {
    writeFileSync(snapshotFile, `${JSON.stringify(current, null, 2)}\n`);
    console.log(`Recorded the public surfaces of ${Object.keys(current).length} shared packages.`);
  } else if (problems.length > 0) {
    for (const { message } of problems) console.error(message);
    process.exit(1);
  } else {
    console.log('The public surfaces match shared/public-surfaces.json.');
  }
}
