// What the API benchmarks share: bounded settings, the loopback-only database URL, bundling the
// TypeScript sources they drive, and percentiles.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A whole-number setting from the environment, from 1 to `max`; a bad value stops the run. */
export function boundedSetting(name, fallback, max) {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be 1 to ${max}`);
  return value;
}

/**
 * The PostgreSQL URL of the first of `names` that is set, or undefined. A benchmark empties and
 * fills its schema, so only a server on this machine is accepted.
 */
export function loopbackDatabaseUrl(...names) {
  const url = names.map((name) => process.env[name]).find(Boolean);
  if (!url) return undefined;
  const { hostname } = new URL(url);
  if (!['localhost', '127.0.0.1', '[::1]', ''].includes(hostname)) {
    throw new Error(`${names.join(' / ')} must point at this machine (loopback), not ${hostname}`);
  }
  return url;
}

/**
 * Bundles `source` (TypeScript re-exports of api/src, resolved from api/) beside api/node_modules,
 * so its packages resolve, and loads it. Packages stay external except the workspace's own,
 * which are TypeScript sources.
 */
export async function loadApiSources(name, source) {
  const outDir = join(apiDir, 'node_modules/.cache', name);
  await mkdir(outDir, { recursive: true });
  const outfile = join(outDir, `${name}.mjs`);
  await build({
    stdin: { contents: source, resolveDir: apiDir, loader: 'ts' },
    outfile,
    bundle: true,
    plugins: [
      {
        name: 'external-packages',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@casino/') ? undefined : { path, external: true },
          );
        },
      },
    ],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

/** The value at `fraction` (0.99 for p99) of ascending `sorted`; NaN when it is empty. */
export function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}
