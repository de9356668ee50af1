import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { loadStorageConfig } from '../config.js';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Entry points bundled as `api/build.mjs` does, into a folder under api/node_modules so their
 * packages (PGlite, fastify) resolve from there: tests run them as real processes.
 */
export async function bundleForProcesses(entryPoints: Record<string, string>) {
  await mkdir(join(apiDir, 'node_modules/.cache'), { recursive: true });
  const dir = await mkdtemp(join(apiDir, 'node_modules/.cache/processes-'));
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(entryPoints).map(([name, source]) => [name, join(apiDir, 'src', source)]),
    ),
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    plugins: [
      {
        // As in api/build.mjs: workspace packages (@casino/*) compiled in, the others external.
        name: 'external-node-modules',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@casino/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
  });
  return {
    script: (name: string) => join(dir, `${name}.mjs`),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

const { migrationsDir, seedDir } = loadStorageConfig({});

/** The settings a bundled server needs (its own folder is not the repository's). */
export function serverEnvironment(settings: Record<string, string>): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    MIGRATIONS_DIR: migrationsDir,
    SEED_DIR: seedDir,
    ...settings,
  };
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process ended and its output was read. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startProcess(script: string, args: string[], env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal }));
  });
  return { child, output: () => output, exited };
}

/** Runs a process to its end; fails the test if it takes longer than `timeoutMs`. */
export async function runToEnd(
  script: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const running = startProcess(script, args, env);
  const deadline = setTimeout(() => running.child.kill('SIGKILL'), timeoutMs);
  const { code, signal } = await running.exited;
  clearTimeout(deadline);
  if (signal)
    throw new Error(`${script} ${args.join(' ')} was killed after ${timeoutMs} ms: ${running.output()}`);
  return { code, output: running.output() };
}

/** Waits until the server answers its health call, or fails with what it printed. */
export async function waitUntilServing(server: RunningProcess, port: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server ended before serving: ${server.output()}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server did not serve within ${timeoutMs} ms: ${server.output()}`);
}
