import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os, { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishHost, publishRemote } from '../operations';
import { type RegistryDocument, registryPath, updateRegistry } from '../registry-file';
import { lockPath, staleLockMs } from '../registry-lock';
import { fakeBuiltHost, fakeBuiltRemote } from './release-fixtures';

const run = promisify(execFile);
let workDir: string;
let cli: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'casino-concurrent-'));
  // The CLI as it ships, so each release below is a separate process like two operators' shells.
  cli = path.join(workDir, 'cli.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('../cli.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: cli,
    logLevel: 'warning',
  });
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('concurrent releases', () => {
  it('ten publishes and rollbacks of different remotes in separate processes all land in one valid registry', async () => {
    const storeDir = path.join(workDir, 'store');
    await publishHost(await fakeBuiltHost(workDir, '1.0.0'), storeDir);
    const names = Array.from({ length: 10 }, (_, index) => `remote-${index}`);
    const publishing = names.slice(0, 5);
    const rollingBack = names.slice(5);
    for (const name of names)
      await publishRemote(await fakeBuiltRemote(workDir, { name, version: '1.0.0' }), storeDir);
    for (const name of rollingBack)
      await publishRemote(await fakeBuiltRemote(workDir, { name, version: '1.0.1' }), storeDir);
    const builds = await Promise.all(
      publishing.map((name) => fakeBuiltRemote(workDir, { name, version: '1.0.1' })),
    );

    await Promise.all([
      ...builds.map((dir) => run(process.execPath, [cli, 'publish', dir, '--store', storeDir])),
      ...rollingBack.map((name) => run(process.execPath, [cli, 'rollback', name, '--store', storeDir])),
    ]);

    const registry = JSON.parse(await readFile(registryPath(storeDir), 'utf8')) as RegistryDocument;
    for (const name of publishing) {
      expect(registry.remotes[name]?.version, name).toBe('1.0.1');
      expect(registry.remotes[name]?.history.map((line) => line.version)).toEqual(['1.0.0', '1.0.1']);
    }
    for (const name of rollingBack) {
      expect(registry.remotes[name]?.version, name).toBe('1.0.0');
      expect(registry.remotes[name]?.history.map((line) => line.action)).toEqual([
        'publish',
        'publish',
        'rollback',
      ]);
    }
  }, 60_000);
});

describe('the registry lock', () => {
  const touch = (storeDir: string) =>
    updateRegistry(storeDir, async (document) => ({
      document: { ...document, updatedAt: 'touched' },
      result: 'done',
    }));

  it('takes over a lock whose process died', async () => {
    const storeDir = await mkdtemp(path.join(workDir, 'dead-'));
    const { stdout } = await run(process.execPath, ['-e', 'console.log(process.pid)']);
    const deadPid = Number(stdout.trim());
    await writeFile(
      lockPath(storeDir),
      JSON.stringify({ token: 'x', host: hostname(), pid: deadPid, acquiredAt: '' }),
    );

    expect(await touch(storeDir)).toBe('done');
  });

  it('takes over a lock older than any release takes, even from another machine', async () => {
    const storeDir = await mkdtemp(path.join(workDir, 'old-'));
    await writeFile(
      lockPath(storeDir),
      JSON.stringify({ token: 'y', host: 'elsewhere', pid: 1, acquiredAt: '' }),
    );
    const past = new Date(Date.now() - staleLockMs - 5_000);
    await utimes(lockPath(storeDir), past, past);

    expect(await touch(storeDir)).toBe('done');
  });

  it('makes a second release wait for a live one instead of interleaving', async () => {
    const storeDir = await mkdtemp(path.join(workDir, 'live-'));
    const order: string[] = [];
    let release: () => void = () => undefined;
    const first = updateRegistry(storeDir, async (document) => {
      order.push('first starts');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      order.push('first ends');
      return { document, result: 1 };
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = updateRegistry(storeDir, async (document) => {
      order.push('second');
      return { document, result: 2 };
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();

    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
  });
});
