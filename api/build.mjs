// Bundles the API for `npm start`: workspace packages (@casino/*) are compiled in, packages from
// node_modules stay external (PGlite loads its wasm and data files relative to its own folder).
import { fileURLToPath } from 'node:url';
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
  entryPoints: {
    server: 'src/main.ts',
    seed: 'src/seed-cli.ts',
    docs: 'src/docs-cli.ts',
    db: 'src/db-cli.ts',
    'check-ledger': 'src/ledger-check-cli.ts',
    ops: 'src/ops-cli.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [packagesOutsideWorkspace],
  // Paths are the api folder's, wherever this runs from (`npm run db:backup` runs it from the root).
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  // `--quiet`: only warnings and errors, for the commands that build before they run.
  logLevel: process.argv.includes('--quiet') ? 'warning' : 'info',
});
