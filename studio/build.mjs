// Builds the studio's server for node (packages from node_modules stay external: PGlite loads its
// wasm relative to its own folder).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const logLevel = process.argv.includes('--quiet') ? 'warning' : 'info';

await build({
  entryPoints: { server: 'src/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  absWorkingDir: root,
  logLevel,
});
