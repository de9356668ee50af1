// What the API benchmarks share: bounded settings, the loopback-only database URL, bundling the
// TypeScript sources they drive, and percentiles.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
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

/** The PostgreSQL URL a PostgreSQL-only bench runs on (DATABASE_URL or TEST_DATABASE_URL); exits without one. */
export function requirePostgresUrl(bench) {
  const url = loopbackDatabaseUrl('DATABASE_URL', 'TEST_DATABASE_URL');
  if (url) return url;
  console.error(`${bench} runs on PostgreSQL: set DATABASE_URL (a postgres:// URL on this machine)`);
  process.exit(2);
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

/** The load averages, for a figure's row: what else the machine was doing. */
export const loadText = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** A TCP port free on loopback now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
export function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU seconds of every PostgreSQL process on this machine (the database is on loopback): its share
 * of a call, including whatever else uses this server meanwhile; null without /proc.
 */
export function postgresCpuSeconds() {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .reduce((total, pid) => {
        let comm = '';
        try {
          comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
        } catch {
          return total;
        }
        return comm === 'postgres' ? total + (cpuSecondsOf(pid) ?? 0) : total;
      }, 0);
  } catch {
    return null;
  }
}

/**
 * CPU seconds of each PostgreSQL backend whose `application_name` is `name`, by pid: the share of
 * one process's connections (give its DATABASE_URL `?application_name=<name>`), which other
 * sessions on the same server do not blur as they do `postgresCpuSeconds`. Null without /proc.
 */
export async function backendCpuSeconds(client, name) {
  const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [name]);
  const seconds = new Map();
  for (const { pid } of rows) {
    const used = cpuSecondsOf(pid);
    if (used === null) return null;
    seconds.set(pid, used);
  }
  return seconds;
}

/** What the backends of `after` used since `before` (a backend opened in between counts whole). */
export function backendCpuSpent(before, after) {
  if (!before || !after) return null;
  let spent = 0;
  for (const [pid, used] of after) spent += used - (before.get(pid) ?? 0);
  return spent;
}

/** Runs `node <args>` from api/ (so its packages resolve) until `probe` of its address succeeds. */
export async function startProcess(args, environment, port, probe) {
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { PATH: process.env.PATH, ...environment },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    errors += chunk;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the process exited: ${errors}`);
    try {
      await probe(`http://127.0.0.1:${port}`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`no answer within 60 s: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    cpuSeconds: () => cpuSecondsOf(child.pid),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** `check:ledger` over a bench's schema: a load must leave a sound ledger. */
export function checkLedger(postgresUrl, schema) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(apiDir, 'dist/check-ledger.mjs')], {
      env: { PATH: process.env.PATH, DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}
