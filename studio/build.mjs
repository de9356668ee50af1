// Builds the studio: the server for node (packages from node_modules stay external: PGlite loads its
// wasm relative to its own folder) and the browser pages (React and the games' art, minified).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const logLevel = process.argv.includes('--quiet') ? 'warning' : 'info';

await build({
  entryPoints: { server: 'src/main.ts', 'bench-rtp': 'src/bench/bench-rtp.ts' },
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

await build({
  entryPoints: { play: 'src/pages/play.tsx', verify: 'src/pages/verify.tsx' },
  outdir: 'dist/pages',
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: ['chrome110', 'safari16', 'firefox115'],
  minify: true,
  sourcemap: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  absWorkingDir: root,
  logLevel,
});
