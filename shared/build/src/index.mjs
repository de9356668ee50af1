// Webpack + Module Federation configuration for the host and every remote. The list of shared
// singletons lives once in shared-packages.mjs, so the host and the remotes cannot disagree about it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { EsbuildPlugin } from 'esbuild-loader';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ZodOutOfFirstLoadPlugin } from './first-load.mjs';
import {
  federationRuntimePackage,
  gatedPackages,
  sharedFacades,
  sharedSingletons,
} from './shared-packages.mjs';
import { StartupPreloadPlugin } from './startup-preload.mjs';
import {
  exportedFile,
  providedSurfaces,
  relativeModuleFiles,
  remoteExposedModule,
  remoteImports,
} from './surfaces.mjs';

export { federationRuntimePackage, gatedPackages, sharedFacades, sharedSingletons };

const require = createRequire(import.meta.url);

function installedVersion(packageName, dir) {
  return JSON.parse(readFileSync(require.resolve(`${packageName}/package.json`, { paths: [dir] }), 'utf8'))
    .version;
}

/** The version in the nearest `package.json` named `packageName` above `file`. */
function versionOfPackageContaining(file, packageName) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (name === packageName) return version;
  }
  throw new Error(`no package.json of ${packageName} above ${file}`);
}

/**
 * The version of the Module Federation runtime these builds bundle: what the host provides to
 * remotes, and what a remote is built against. Resolved as the build resolves it (the plugin ->
 * runtime-tools -> runtime -> runtime-core), not from any package's declared range.
 */
export function federationRuntimeVersion() {
  const file = [
    '@module-federation/runtime-tools',
    '@module-federation/runtime',
    federationRuntimePackage,
  ].reduce(
    (from, request) => createRequire(from).resolve(request),
    require.resolve('@module-federation/enhanced/webpack'),
  );
  return versionOfPackageContaining(file, federationRuntimePackage);
}

/**
 * Whether a remote runs on the host's Module Federation runtime (the default) or bundles its own
 * (`"casino": { "federationRuntime": "own" }`): the step a runtime upgrade goes through, since a
 * remote built against another minor cannot run on the host's (ADR 0013).
 */
function usesHostRuntime(packageJson) {
  const choice = packageJson.casino.federationRuntime ?? 'host';
  if (choice !== 'host' && choice !== 'own') {
    throw new Error(
      `${packageJson.name}: casino.federationRuntime is "host" (the default) or "own", not "${choice}"`,
    );
  }
  return choice === 'host';
}

/**
 * What a remote on the host's runtime needs of it. The runtime's parts are released together and
 * a minor may change what the remote's part calls in the host's (a renamed constructor broke
 * remotes across 0.16 -> 0.17; 2.4.0 removed runtime hooks), so: the same major.minor, at least
 * the patch it was built with.
 */
function federationRuntimeRequirement(packageJson) {
  return usesHostRuntime(packageJson) ? { [federationRuntimePackage]: `~${federationRuntimeVersion()}` } : {};
}

/** The Module Federation container name of a remote (`vip-bonus` -> `vip_bonus`). */
export function containerName(remoteName) {
  return remoteName.replace(/[^a-zA-Z0-9_]/g, '_');
}

function readPackageJson(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/** The version range a package asks for: its own dependency entry, or the installed version. */
function requiredVersionOf(packageJson, packageName, dir) {
  const declared = packageJson.dependencies?.[packageName];
  if (declared && !declared.startsWith('workspace:'))
    return declared.startsWith('^') ? declared : `^${declared}`;
  return `^${installedVersion(packageName, dir)}`;
}

/**
 * @param {{ dir: string, provide: boolean }} options `provide` is true for the host, which
 * bundles the shared modules; remotes set it false and never bundle them (`import: false`).
 */
export function sharedConfig({ dir, provide }) {
  const packageJson = readPackageJson(dir);
  return Object.fromEntries(
    sharedSingletons.map(({ request, packageName }) => [
      request,
      {
        singleton: true,
        requiredVersion: requiredVersionOf(packageJson, packageName, dir),
        ...(provide ? providedBy(request, packageName, dir) : { import: false }),
      },
    ]),
  );
}

/**
 * react-router's package exports point every condition at its development build (warnings
 * included); the production build sits beside it.
 */
function productionAliases(production) {
  if (!production) return {};
  const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));
  return { 'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs') };
}

/**
 * The release description of a remote build: who it is, the shared versions it needs and the
 * names its shipped code imports from the modules the host provides (ADR 0029).
 */
export function remoteReleaseDescription(dir) {
  const packageJson = readPackageJson(dir);
  const { remote, routePrefixes = [], overlays = [] } = packageJson.casino;
  return {
    kind: 'remote',
    name: remote,
    version: packageJson.version,
    routePrefixes,
    overlays,
    requires: {
      ...Object.fromEntries(
        gatedPackages.map((packageName) => [packageName, requiredVersionOf(packageJson, packageName, dir)]),
      ),
      ...federationRuntimeRequirement(packageJson),
    },
    imports: remoteImports(dir),
  };
}

/**
 * The release description of a host build: the shared versions it gives every remote (its Module
 * Federation runtime's among them) and the names each shared module it provides exports (ADR 0029).
 */
export function hostReleaseDescription(dir) {
  const packageJson = readPackageJson(dir);
  return {
    kind: 'host',
    version: packageJson.version,
    provides: {
      ...Object.fromEntries(
        gatedPackages.map((packageName) => [packageName, installedVersion(packageName, dir)]),
      ),
      [federationRuntimePackage]: federationRuntimeVersion(),
    },
    surfaces: providedSurfaces(dir),
  };
}

/**
 * Emits a JSON file (the release description) with the build's other files. `describe` runs with
 * each compilation, so a watch build records the sources as they are now, and loading the config
 * (knip, the dev server) costs nothing.
 */
class ReleaseDescriptionPlugin {
  constructor(fileName, describe) {
    this.fileName = fileName;
    this.describe = describe;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ReleaseDescriptionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseDescriptionPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(this.describe(), null, 2)}\n`;
          compilation.emitAsset(this.fileName, new sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * Shared entries the host provides although its own code may not import them: Module Federation
 * provides a package request only when the build meets it, a file path always. Loaded on demand
 * (never eager), so they stay out of the first load. The whole design system (`@casino/ui`) is
 * there for remotes built before its groups; the host imports groups only, and may not use each.
 */
const providedWithoutHostImport = new Set([
  '@casino/platform/query',
  '@tanstack/react-query',
  ...sharedSingletons.filter(({ packageName }) => packageName === '@casino/ui').map(({ request }) => request),
]);

function providedBy(request, packageName, dir) {
  const facade = sharedFacades[request];
  if (facade) return { import: facade, version: installedVersion(packageName, dir) };
  if (providedWithoutHostImport.has(request))
    return { import: exportedFile(request, packageName, dir), version: installedVersion(packageName, dir) };
  return {};
}

/**
 * Keeps one sharing runtime in each build. Webpack (5.111) adds its own `sharing` runtime module
 * to every chunk that needs the share scope, and Module Federation's plugin adds its own after it,
 * which replaces webpack's `__webpack_require__.I` and `.S`: webpack's, with a registration per
 * provided module (about 2 KB raw in the host's `main.js`), never runs. This bails out of the
 * share scope's tree requirement before webpack's runtime plugin adds its module, doing what the
 * skipped taps do besides (`hasOwnProperty`; Module Federation's runtime arrives through
 * `initializeSharing`, which its sharing module requires too).
 */
class FederationSharingRuntimeOnlyPlugin {
  apply(compiler) {
    const { RuntimeGlobals } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FederationSharingRuntimeOnlyPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.shareScopeMap)
        .tap({ name: 'FederationSharingRuntimeOnlyPlugin', stage: -100 }, (_chunk, set) => {
          set.add(RuntimeGlobals.hasOwnProperty);
          set.add(RuntimeGlobals.initializeSharing);
          return true;
        });
    });
  }
}

/**
 * CSS Modules for the host's and the remotes' own styles (`*.module.css`): `import styles from
 * './page.module.css'` gives local class name -> hashed name. The hash is salted with the package
 * name, so two remotes with the same file and class never get the same name on one page.
 */
function cssModules({ dir, production }) {
  return {
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentName: production ? '[hash:base64:8]' : '[name]__[local]--[hash:base64:5]',
    localIdentHashSalt: readPackageJson(dir).name,
  };
}

const workspaceRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

/** Production builds only: a development build keeps every module, used or not. */
function zodCheck(mode, name) {
  return mode === 'production' ? [new ZodOutOfFirstLoadPlugin({ root: workspaceRoot, name })] : [];
}

/**
 * In the host, the workspace packages' modules (platform, contracts, bus, ui) that two async chunks
 * use go in a chunk of their own, however small. Module Federation gives every shared module the
 * host provides its own chunk group, loaded beside the host's `bootstrap` chunk; webpack's default
 * keeps a module in each chunk that needs it until the common part reaches 20 KB, so `bootstrap`
 * (through `@casino/platform/host`) and the provided `@casino/platform` both carried the API
 * client, the session and the route tables, and every first load downloaded them twice (one
 * instance still: the module ids are the same). Libraries keep the default: their second copies
 * are fallbacks, never loaded with the provided one. Remotes keep it too: their shared modules are
 * the host's, and a page's own small modules are cheaper inside the page's chunk.
 */
const workspacePackagesChunks = {
  test: /[\\/]shared[\\/][^\\/]+[\\/]src[\\/]/,
  chunks: 'async',
  minChunks: 2,
  minSize: 0,
  priority: -5,
  reuseExistingChunk: true,
};

/**
 * In the host, the design system's core group (`@casino/ui/core`, which every route loads) is one
 * chunk, `design-system-core`, with every module it reaches. The other groups' chunks then hold only their
 * own modules and load `design-system-core` for what they share with it (a button, the icons), instead of a
 * small chunk per combination of groups (9 files for the home route's 6.5 KB of design system).
 */
function designSystemCoreChunk(dir) {
  const files = relativeModuleFiles(exportedFile('@casino/ui/core', '@casino/ui', dir));
  return {
    test: (module) => files.has(module.resource),
    name: 'design-system-core',
    chunks: 'async',
    enforce: true,
  };
}

function commonConfig({ dir, mode, outputPath }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    // No eval() in development either: the API serves every build under a CSP without
    // 'unsafe-eval' (ADR 0019).
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: outputPath,
      // Module Federation's entry files must keep stable names; chunks are content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      cssFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // Workspace packages point `exports` at their TypeScript sources; `production` picks
      // libraries' production builds (react-router ships both); `es2015` picks RxJS's ES2015
      // build over its ES5 one (`default`), whose classes need tslib's helpers in the first load.
      conditionNames: [
        'webpack',
        production ? 'production' : 'development',
        'browser',
        'import',
        'module',
        'es2015',
        'default',
      ],
      alias: productionAliases(production),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          // The package's own folder too: a remote generated outside the workspace (the generator's test).
          include: [workspaceRoot, dir],
          exclude: /node_modules/,
          loader: require.resolve('esbuild-loader'),
          options: { target: 'es2020', jsx: 'automatic' },
        },
        {
          test: /\.css$/,
          oneOf: [
            {
              test: /\.module\.css$/,
              use: [
                MiniCssExtractPlugin.loader,
                {
                  loader: require.resolve('css-loader'),
                  options: { modules: cssModules({ dir, production }) },
                },
              ],
            },
            // Plain .css stays global: the design system's `ui-*` classes are a contract (see its README).
            {
              use: [
                MiniCssExtractPlugin.loader,
                { loader: require.resolve('css-loader'), options: { modules: false } },
              ],
            },
          ],
        },
        { test: /\.(svg|png|webp)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // `format: undefined` stops esbuild-loader wrapping files in an IIFE, which would hide the
      // `var <container>` global a remote entry must define.
      minimizer: [
        new TerserPlugin({ extractComments: false, terserOptions: { compress: { passes: 2 } } }),
        new EsbuildPlugin({ css: true, include: /\.css$/ }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The host: a federated shell that registers remotes at run time from the registry, so its
 * build has no remotes configured.
 */
export function hostConfig({ dir, mode, runtimePlugins, define = {}, plugins = [] }) {
  const base = commonConfig({ dir, mode, outputPath: path.join(dir, 'dist') });
  return {
    ...base,
    entry: { main: './src/index.ts' },
    output: { ...base.output, publicPath: '/' },
    optimization: {
      ...base.optimization,
      // The data layer (TanStack Query and `@casino/platform/query`) is one file, `query.<hash>.js`:
      // one request when the first page that queries opens, and a name the bundle report can
      // check is absent from the first load.
      splitChunks: {
        cacheGroups: {
          workspacePackages: workspacePackagesChunks,
          designSystemCore: designSystemCoreChunk(dir),
          query: {
            test: /[\\/](node_modules[\\/]@tanstack|shared[\\/]platform[\\/]src[\\/]query)[\\/]/,
            name: 'query',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
      }),
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shared: sharedConfig({ dir, provide: true }),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        dts: false,
        manifest: false,
        // Puts the host's runtime (the whole of runtime-core) on `_FEDERATION_RUNTIME_CORE` when
        // federation starts, before any remote entry loads: remotes use it instead of a copy each.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new FederationSharingRuntimeOnlyPlugin(),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', inject: 'body' }),
      new StartupPreloadPlugin(),
      new (require('webpack').DefinePlugin)(define),
      new ReleaseDescriptionPlugin('host-release.json', () => hostReleaseDescription(dir)),
      ...zodCheck(mode, 'the host'),
      ...plugins,
    ],
  };
}

/**
 * A remote: exposes only its plugin module. Its build output goes to `dist/` and is published
 * under an immutable `/remotes/<name>/<version>/` path; `publicPath: 'auto'` lets its chunks
 * load relative to wherever that is.
 */
export function remoteConfig({ dir, mode }) {
  const base = commonConfig({ dir, mode, outputPath: path.join(dir, 'dist') });
  const packageJson = readPackageJson(dir);
  const { version, casino } = packageJson;
  const remoteName = casino.remote;
  return {
    ...base,
    entry: {},
    output: { ...base.output, publicPath: 'auto', uniqueName: `casino_${containerName(remoteName)}` },
    plugins: [
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
      }),
      new ModuleFederationPlugin({
        name: containerName(remoteName),
        filename: 'remoteEntry.js',
        exposes: { './plugin': remoteExposedModule },
        shared: sharedConfig({ dir, provide: false }),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        // A remote never loads other remotes itself: the host does. Its entry uses the host's
        // runtime-core (about 10 KB gzip less per remote), which ties it to the host's runtime
        // version: `release.json` records the range, the release gate checks it.
        experiments: {
          externalRuntime: usesHostRuntime(packageJson),
          optimization: { target: 'web', disableRemote: true },
        },
      }),
      new FederationSharingRuntimeOnlyPlugin(),
      new (require('webpack').DefinePlugin)({
        'process.env.REMOTE_VERSION': JSON.stringify(version),
      }),
      new ReleaseDescriptionPlugin('release.json', () => remoteReleaseDescription(dir)),
      ...zodCheck(mode, `the ${remoteName} remote`),
    ],
  };
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The dev app's page: a mobile viewport and the root element `createDevApp` renders into. */
function devAppPage(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * The operator console (ADR 0043): a plain single-page app on the design system, no federation and
 * no service worker, served under `/ops/`. It shares no runtime with the player PWA.
 */
export function consoleAppConfig({ dir, mode }) {
  const base = commonConfig({ dir, mode, outputPath: path.join(dir, 'dist') });
  return {
    ...base,
    entry: { main: './src/main.tsx' },
    output: {
      ...base.output,
      publicPath: '/ops/',
      // No federation here: the entry is content-hashed like the rest, and index.html is not cached.
      filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', inject: 'body' }),
    ],
  };
}

/**
 * A remote's dev app (`dev/main.tsx` in the remote, calling `createDevApp` of `@casino/devkit`):
 * one plain bundle with the platform, the shared libraries and the remote's own code, no
 * federation, so a squad runs its remote without the host. `casino-dev` serves it from memory and
 * rebuilds on change; `defaultApi` is what a first visit talks to (`real` or `mock`).
 */
export function devAppConfig({ dir, mode = 'development', title, defaultApi = 'real' }) {
  const base = commonConfig({ dir, mode, outputPath: path.join(dir, 'dev-dist') });
  return {
    ...base,
    entry: { main: './dev/main.tsx' },
    output: { ...base.output, publicPath: '/' },
    // Keeps whole the barrels of the shared packages, as the host's shared modules are.
    optimization: { ...base.optimization, sideEffects: false },
    plugins: [
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
      }),
      new HtmlWebpackPlugin({ templateContent: devAppPage(title), scriptLoading: 'defer', inject: 'body' }),
      new (require('webpack').DefinePlugin)({
        'process.env.CASINO_DEV_DEFAULT_API': JSON.stringify(defaultApi),
      }),
    ],
  };
}
