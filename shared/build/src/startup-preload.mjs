// Preload hints for what the host's start-up loads before anything can render (issue 18, ADR 0055):
// the async boundary the entry imports (`bootstrap`) and every shared module it consumes, with
// theirs in turn. Without hints the browser learns of them only once `main.js` has downloaded and
// run (Module Federation's runtime asks for them), a second round of requests on a slow network;
// with them they download beside `main.js`. Only chunks that always load at start are named: a
// route's chunk or a shared module only a later page consumes is not, so the hints never spend a
// phone's bandwidth on what `/` does not need.
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** The chunk group the entry's `import('./bootstrap')` creates. */
function bootstrapGroup(compilation) {
  return compilation.chunkGroups.find((group) =>
    group.origins.some(({ request }) => request === './bootstrap'),
  );
}

/** The chunk groups behind a module's async blocks (a shared module's factory, a fallback). */
function blockGroups(compilation, module) {
  return module.blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
}

/**
 * The groups that load with `first`: every shared module its chunks consume, which the runtime
 * takes from the share scope, where the host put its own copy (the provided module's chunk; the
 * consumer's fallback holds the same modules in other files, loaded only when nothing is
 * provided), and so on for what those consume in turn.
 */
function startupGroups(compilation, first) {
  const provided = new Map();
  for (const module of compilation.modules) {
    // `_name` is the share key of webpack's ProvideSharedModule (no public getter); were it to
    // change, the fallbacks would be hinted instead, which the e2e test reports as never run.
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  const groups = new Set([first]);
  for (const group of groups) {
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const provider = provided.get(module.options.shareKey);
        for (const loaded of blockGroups(compilation, provider ?? module)) groups.add(loaded);
      }
    }
  }
  return groups;
}

/** The script and stylesheet files of `groups`, minus those the HTML already loads. */
function startupFiles(compilation) {
  const first = bootstrapGroup(compilation);
  if (!first) return { scripts: [], styles: [] };
  const initial = new Set(
    [...compilation.entrypoints.values()].flatMap((entrypoint) => entrypoint.getFiles()),
  );
  const files = new Set();
  for (const group of startupGroups(compilation, first)) {
    for (const file of group.getFiles()) if (!initial.has(file) && !file.endsWith('.map')) files.add(file);
  }
  const sorted = [...files].sort();
  return {
    scripts: sorted.filter((file) => file.endsWith('.js')),
    styles: sorted.filter((file) => file.endsWith('.css')),
  };
}

export class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (groups) => {
        const publicPath =
          compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const { scripts, styles } = startupFiles(compilation);
        const link = (file, as) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'StartupPreloadPlugin' },
          attributes: { rel: 'preload', as, href: `${publicPath}${file}` },
        });
        groups.headTags.push(
          ...styles.map((file) => link(file, 'style')),
          ...scripts.map((file) => link(file, 'script')),
        );
        return groups;
      });
    });
  }
}
