// Keeps zod out of what a player's browser loads before any page (ADR 0005): the contracts' zod
// schemas (`@casino/contracts/schemas`) are for the API and development builds; the browser needs
// only their types and the zod-free tables (`apiRoutes`, constants) of the main entry,
// `@casino/contracts`. A production build fails when zod is in:
// - the host's first load: its entry, the async boundary the entry imports (`bootstrap`), and the
//   shared modules it provides to everyone;
// - a remote's entry chunk (`remoteEntry.js`) or its exposed plugin, which load with the first
//   route of the remote.
// A lazily loaded page may still use a schema: it loads with that page only.
import path from 'node:path';

const zodModule = /[\\/]node_modules[\\/]zod[\\/]/;

/** The files a built module stands for (a concatenated module holds several). */
function innerModules(module) {
  return module.modules ? [...module.modules] : [module];
}

function isContainerEntry(module) {
  return module.identifier().startsWith('container entry');
}

/** The chunk groups that load before any page: see the file's header. */
function firstLoadGroups(compilation) {
  const entryModules = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk()))
      entryModules.add(module);
  }
  return compilation.chunkGroups.filter(
    (group) =>
      group.isInitial() ||
      group.origins.some(
        ({ module }) =>
          module &&
          (entryModules.has(module) || isContainerEntry(module) || module.type === 'consume-shared-module'),
      ),
  );
}

/** `zod/... <- shared/contracts/... <- host/src/...`: who pulled a module in, relative to `root`. */
function importChain(compilation, module, root) {
  const chain = [];
  for (let current = module; current && chain.length < 6; ) {
    const name = current.resource ? path.relative(root, current.resource) : current.identifier();
    chain.push(name.replace(/^.*node_modules[\\/]/, ''));
    current = compilation.moduleGraph.getIssuer(current);
  }
  return chain.join(' <- ');
}

export class ZodOutOfFirstLoadPlugin {
  /** @param {{ root: string, name: string }} options the workspace root (for short paths), the build's name */
  constructor({ root, name }) {
    this.root = root;
    this.name = name;
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ZodOutOfFirstLoadPlugin', (compilation) => {
      compilation.hooks.afterSeal.tap('ZodOutOfFirstLoadPlugin', () => {
        const reported = new Set();
        for (const group of firstLoadGroups(compilation)) {
          for (const chunk of group.chunks) {
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const zod = innerModules(module).find((inner) => zodModule.test(inner.resource ?? ''));
              if (!zod || reported.has(chunk)) continue;
              reported.add(chunk);
              compilation.errors.push(
                new WebpackError(
                  `zod is in ${this.name}'s first load (chunk ${chunk.name ?? chunk.id}, loaded before any ` +
                    `page): ${importChain(compilation, zod, this.root)}. Import from @casino/contracts there (its ` +
                    'main entry is zod-free), not @casino/contracts/schemas, or use the schema in a lazily ' +
                    'loaded page (ADR 0005).',
                ),
              );
            }
          }
        }
      });
    });
  }
}
