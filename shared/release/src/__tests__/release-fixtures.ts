import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The shared versions a host of this workspace provides, and what remotes built with it need. */
export const hostProvides = {
  react: '19.3.1',
  'react-router-dom': '7.18.5',
  zustand: '5.1.0',
  i18next: '26.7.2',
  rxjs: '7.8.2',
  '@casino/platform': '1.0.0',
  '@casino/bus': '1.0.0',
  '@casino/contracts': '1.0.0',
  // The Module Federation runtime the host lends its remotes.
  '@module-federation/runtime-core': '2.9.2',
};
/** A caret range of each shared package; the runtime's minor only (shared/build's contract). */
export const remoteRequires = Object.fromEntries(
  Object.entries(hostProvides).map(([name, version]) => [
    name,
    name === '@module-federation/runtime-core' ? `~${version}` : `^${version}`,
  ]),
);
/** What such a host's shared modules export, and what a remote built with it imports of them. */
export const hostSurfaces = {
  '@casino/platform': ['callApi', 'defineRemotePlugin', 'formatMoney', 'useTranslation'],
  '@casino/ui': ['Button', 'SectionPage'],
  'react-router-dom': ['Link', 'useNavigate'],
};
export const remoteImports = {
  '@casino/platform': ['callApi', 'defineRemotePlugin'],
  '@casino/ui': ['Button'],
};

export interface FakeRemote {
  name?: string;
  version: string;
  requires?: Record<string, string>;
  /** Shared module -> the names it imports; null for a build from before imports were recorded. */
  imports?: Record<string, string[]> | null;
  routePrefixes?: string[];
  entry?: string;
}

/** A remote build folder as shared/build leaves it: release.json beside mf-manifest.json. */
export async function fakeBuiltRemote(workDir: string, remote: FakeRemote): Promise<string> {
  const name = remote.name ?? 'wallet';
  const dir = path.join(
    workDir,
    'builds',
    `${name}-${remote.version}-${Math.random().toString(36).slice(2)}`,
  );
  const dist = path.join(dir, 'dist');
  await mkdir(path.join(dist, 'static'), { recursive: true });
  const release = {
    kind: 'remote',
    name,
    version: remote.version,
    routePrefixes: remote.routePrefixes ?? [`/${name}`],
    overlays: [],
    requires: remote.requires ?? remoteRequires,
    ...(remote.imports === null ? {} : { imports: remote.imports ?? remoteImports }),
  };
  await writeFile(path.join(dist, 'release.json'), JSON.stringify(release));
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name, metaData: {} }));
  await writeFile(
    path.join(dist, 'remoteEntry.js'),
    remote.entry ?? `var ${name.replace(/-/g, '_')} = ${JSON.stringify(remote.version)};`,
  );
  await writeFile(path.join(dist, 'static', '1.js'), 'chunk');
  return dir;
}

/** A host build folder; `surfaces: null` is a build from before surfaces were recorded. */
export async function fakeBuiltHost(
  workDir: string,
  version: string,
  provides: Record<string, string> = hostProvides,
  surfaces: Record<string, string[]> | null = hostSurfaces,
) {
  const dir = path.join(workDir, 'builds', `host-${version}-${Math.random().toString(36).slice(2)}`);
  await mkdir(path.join(dir, 'dist'), { recursive: true });
  await writeFile(
    path.join(dir, 'dist', 'host-release.json'),
    JSON.stringify({ kind: 'host', version, provides, ...(surfaces ? { surfaces } : {}) }),
  );
  return dir;
}
