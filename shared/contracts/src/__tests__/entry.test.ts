// The main entry must stay zod-free (ADR 0005): it is what the host and every remote may import in
// their first load. esbuild follows every import the way webpack does (type-only imports are
// erased by both), so a module it reaches is a module the browser would download.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const zodModule = /(^|\/)node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?zod\//;

/** The graph of modules reachable from `entry`, as esbuild's metafile records it. */
async function moduleGraph(entry: string): Promise<Metafile['inputs']> {
  const result = await build({
    entryPoints: [path.join(packageRoot, entry)],
    absWorkingDir: packageRoot,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  return result.metafile.inputs;
}

/** `entry -> ... -> zod/...`: the first import chain from `entry` to zod, or undefined. */
function chainToZod(inputs: Metafile['inputs'], entry: string): string | undefined {
  const cameFrom = new Map<string, string>([[entry, '']]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (zodModule.test(file)) {
      const chain = [file];
      for (let previous = cameFrom.get(file); previous; previous = cameFrom.get(previous))
        chain.unshift(previous);
      return chain.join(' -> ');
    }
    for (const { path: next } of inputs[file]?.imports ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return undefined;
}

describe('the entries of @casino/contracts', () => {
  it('main (`.`) reaches no zod module at run time', async () => {
    const inputs = await moduleGraph('src/index.ts');
    expect(chainToZod(inputs, 'src/index.ts')).toBeUndefined();
    // The walk saw the entry's real graph, not an empty one.
    expect(Object.keys(inputs)).toContain('src/api/routes.ts');
  });

  it('`./schemas` reaches zod, which is how the walk above would see it', async () => {
    const inputs = await moduleGraph('src/schemas.ts');
    expect(chainToZod(inputs, 'src/schemas.ts')).toMatch(
      /^src\/schemas\.ts -> .+ -> .*node_modules\/.*zod\//,
    );
  });
});
