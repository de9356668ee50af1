// Bundles the API for `npm start`: workspace packages (@casino/*) are compiled in, packages from
// node_modules stay external (PGlite loads its wasm and data files relative to its own folder).
import { build } from 'esbuild';

const packagesOutsideWorkspace = {
  name: 'external-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@casino/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: { server: 'src/main.ts', seed: 'src/seed-cli.ts', docs: 'src/docs-cli.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [packagesOutsideWorkspace],
  logLevel: 'info',
});
