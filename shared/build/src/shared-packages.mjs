// The lists of what the host shares with every remote, in a module with no build tooling in it, so
// checks (knip's configuration, the release description tests) read them without loading webpack.
import { fileURLToPath } from 'node:url';

/**
 * Modules every part must share as one instance: two Reacts break hooks, two routers lose the
 * location, two platforms would mean two sessions and two API clients.
 * Subpath entries are listed because Module Federation matches requests exactly.
 */
export const sharedSingletons = [
  { request: 'react', packageName: 'react' },
  { request: 'react/jsx-runtime', packageName: 'react' },
  { request: 'react-dom', packageName: 'react-dom' },
  { request: 'react-dom/client', packageName: 'react-dom' },
  { request: 'react-router-dom', packageName: 'react-router-dom' },
  { request: 'zustand', packageName: 'zustand' },
  { request: 'zustand/vanilla', packageName: 'zustand' },
  { request: 'i18next', packageName: 'i18next' },
  { request: 'rxjs', packageName: 'rxjs' },
  { request: '@casino/platform', packageName: '@casino/platform' },
  // The data layer: its own entry, so it loads with the first page that queries, not at start.
  { request: '@casino/platform/query', packageName: '@casino/platform' },
  { request: '@tanstack/react-query', packageName: '@tanstack/react-query' },
  { request: '@casino/bus', packageName: '@casino/bus' },
  // The design system by group (ADR 0022): a shared module is bundled whole, so one entry per group
  // lets a route load only the groups it uses. `@casino/ui` (every group) stays for remotes built
  // before the groups; the workspace imports the groups (biome.json refuses the whole package).
  { request: '@casino/ui', packageName: '@casino/ui' },
  { request: '@casino/ui/core', packageName: '@casino/ui' },
  { request: '@casino/ui/forms', packageName: '@casino/ui' },
  { request: '@casino/ui/overlays', packageName: '@casino/ui' },
  { request: '@casino/ui/navigation', packageName: '@casino/ui' },
  { request: '@casino/ui/display', packageName: '@casino/ui' },
];

/**
 * Shared packages the host provides through a facade: an explicit list of exports, so the shared
 * module is tree-shaken (a shared module is otherwise bundled whole). Remotes must import only
 * these names; `facade-exports.test.ts` checks every import in the workspace.
 */
export const sharedFacades = {
  'react-router-dom': fileURLToPath(new URL('./facades/react-router-dom.js', import.meta.url)),
  rxjs: fileURLToPath(new URL('./facades/rxjs.js', import.meta.url)),
};

/**
 * What the release gate compares (shared/release): the shared packages and the contracts. A
 * remote records the ranges it needs (`release.json`), the host the versions it provides
 * (`host-release.json`); both files sit next to the build's entry files.
 */
export const gatedPackages = [
  ...new Set([...sharedSingletons.map(({ packageName }) => packageName), '@casino/contracts']),
];

/**
 * The Module Federation runtime the host lends every remote: remotes are built with
 * `experiments.externalRuntime` (their entry reads the host's `_FEDERATION_RUNTIME_CORE` instead of
 * bundling a copy), the host with `provideExternalRuntime`. Gated like a shared package: a remote
 * records the range it needs under this name, the host the version it provides (ADR 0018, 0013).
 */
export const federationRuntimePackage = '@module-federation/runtime-core';
