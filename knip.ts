// knip: unused files, exports and dependencies fail `npm test` (`npm run check:unused`, the
// `boundaries` leg; ADR 0028).
// Every ignore below says why the finding is not dead code.
import type { KnipConfig } from 'knip';
import { gatedPackages } from './shared/build/src/shared-packages.mjs';

/**
 * The host and every remote declare each gated package, used in their code or not: the federation
 * config reads the declared range of each shared singleton, and the release description records it
 * as what the remote needs from the host (shared/build, ADR 0013).
 */
const declaredForTheGate = gatedPackages;

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
    },
    host: {
      entry: ['src/index.ts', 'webpack.config.mjs', 'build/*.mjs'],
      ignoreDependencies: declaredForTheGate,
    },
    'remotes/*': {
      // The plugin is what the remote exposes; dev/main.tsx is its dev app (devAppConfig).
      entry: ['src/plugin.ts', 'dev/main.tsx', 'webpack.config.mjs'],
      ignoreDependencies: declaredForTheGate,
    },
    api: {
      // build.mjs bundles these; tests bundle the `*-child.ts` files and start them as processes.
      entry: ['src/main.ts', 'src/*-cli.ts', 'src/**/__tests__/*-child.ts', 'bench/*.mjs'],
      // The API bundles @casino/release, whose semver import stays external: the API resolves it.
      ignoreDependencies: ['semver'],
      // A system command the CPU benchmark reads the load average with, not a package.
      ignoreBinaries: ['uptime'],
      // api/ is being changed by the API's own work in this issue; its exports used only in their
      // own file are left for that change to un-export.
      ignoreIssues: { 'src/**': ['exports', 'types'] },
    },
    // The studio's server, its browser pages and its benchmark are bundled by build.mjs.
    studio: {
      entry: [
        'src/main.ts',
        'src/bench/bench-rtp.ts',
        'src/pages/play.tsx',
        'src/pages/verify.tsx',
        'bench/*.mjs',
      ],
    },
    e2e: {
      entry: ['screenshot.mjs'],
    },
    // The operator console: its own webpack build (consoleAppConfig), main.tsx its entry.
    ops: {
      entry: ['src/main.tsx', 'webpack.config.mjs'],
    },
    'shared/*': {},
    // The design system's gallery: its own webpack build and server (package.json scripts).
    'shared/ui': {
      entry: ['gallery/main.tsx'],
    },
  },
  // Hand-written types of plain .mjs modules, found by TypeScript beside the module, not by import.
  // The webpack configs only call shared/build, whose own files knip reads; loading each config
  // (webpack and Module Federation) would double the run.
  webpack: false,
  ignore: ['**/*.d.mts'],
  // Each vitest project's setup file is relative to that project's root (vitest.config.ts), which
  // knip resolves against the workspace root.
  ignoreUnresolved: ['./src/test-setup.ts'],
};

export default config;
