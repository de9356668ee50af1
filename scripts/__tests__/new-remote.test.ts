// `node scripts/new-remote.mjs demo` end to end, in a temp folder outside the workspace (so no
// workspace glob, vitest project or publish run picks it up, and nothing is left behind): the
// remote is generated, its dependencies linked to the workspace's installed packages as
// `pnpm install` links them, then its own package scripts build it, test it and run it alone in
// watch mode, and the release CLI publishes it into a temp store.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostReleaseDescription } from '../../shared/build/src/index.mjs';

const root = path.resolve(__dirname, '../..');
const releaseCli = path.join(root, 'shared/release/dist/cli.mjs');

interface Manifest {
  name: string;
  version: string;
  bin?: string | Record<string, string>;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

interface Finished {
  code: number | null;
  output: string;
}

/** Runs a command to its end; resolves with its exit code and everything it printed. */
function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<Finished>((resolve, reject) => {
    const child = spawn(command, args, { ...options, env: { ...process.env, ...options.env } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** A package script as `pnpm run` runs it: through the shell, its own and the root's bins first. */
function scriptEnv(dir: string): NodeJS.ProcessEnv {
  const bins = [path.join(dir, 'node_modules/.bin'), path.join(root, 'node_modules/.bin')];
  return { PATH: [...bins, process.env.PATH].join(path.delimiter), CI: 'true' };
}

function runScript(dir: string, script: string) {
  const command = readManifest(dir).scripts?.[script];
  if (!command) throw new Error(`${dir} has no "${script}" script`);
  return run('sh', ['-c', command], { cwd: dir, env: scriptEnv(dir) });
}

/** The workspace's own packages, by name. */
function workspacePackages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const group of ['shared', 'remotes']) {
    for (const entry of readdirSync(path.join(root, group), { withFileTypes: true })) {
      const dir = path.join(root, group, entry.name);
      if (entry.isDirectory() && existsSync(path.join(dir, 'package.json'))) {
        found.set(readManifest(dir).name, dir);
      }
    }
  }
  return found;
}

/** Where the workspace has `name` installed at `version` (the lockfile's copy, as pnpm would link it). */
function installedPackage(name: string, version: string): string {
  for (const holder of ['host', ...readdirSync(path.join(root, 'shared')).map((dir) => `shared/${dir}`)]) {
    try {
      const manifest = createRequire(path.join(root, holder, 'package.json')).resolve(`${name}/package.json`);
      const dir = path.dirname(realpathSync(manifest));
      if (readManifest(dir).version === version) return dir;
    } catch {
      // not a dependency of this package
    }
  }
  throw new Error(`the workspace has no installed ${name}@${version}`);
}

/** Links each dependency into `node_modules` (and its commands into `.bin`), as `pnpm install` does. */
function linkDependencies(remoteDir: string): void {
  const workspace = workspacePackages();
  const manifest = readManifest(remoteDir);
  const binDir = path.join(remoteDir, 'node_modules/.bin');
  mkdirSync(binDir, { recursive: true });
  for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
    const target = range === 'workspace:*' ? workspace.get(name) : installedPackage(name, range);
    if (!target) throw new Error(`no workspace package ${name}`);
    const link = path.join(remoteDir, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(target, link, 'dir');
    const { bin } = readManifest(target);
    const commands = typeof bin === 'string' ? { [name.split('/').pop() ?? name]: bin } : (bin ?? {});
    for (const [command, file] of Object.entries(commands)) {
      const shim = path.join(binDir, command);
      writeFileSync(shim, `#!/bin/sh\nexec node "${path.join(target, file)}" "$@"\n`, { mode: 0o755 });
    }
  }
}

/** Every file under `dir`, with its path relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/** An API that answers the app config: `casino-dev` proxies /api to it (DEV_API). */
function startFakeApi(): Promise<Server> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ errcode: 0, msg: 'ok', data: { answeredBy: 'fake', url: request.url } }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function waitForOutput(child: ChildProcess, pattern: RegExp, seen: () => string, timeoutMs: number) {
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (pattern.test(seen())) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null || Date.now() > deadline) {
        clearInterval(timer);
        reject(new Error(`casino-dev never printed ${pattern}:\n${seen()}`));
      }
    };
    const deadline = Date.now() + timeoutMs;
    const timer = setInterval(check, 200);
  });
}

function processGroupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends SIGTERM to the child's process group and waits until every process in it has ended. */
async function stopProcessGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  if (processGroupAlive(pid)) process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 20_000;
  while (processGroupAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(-pid, 'SIGKILL');
      throw new Error('casino-dev did not stop within 20 s of SIGTERM');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let work: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'casino-new-remote-'));
  if (!existsSync(releaseCli)) {
    const built = await runScript(path.join(root, 'shared/release'), 'build');
    expect(built.code, built.output).toBe(0);
  }
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('node scripts/new-remote.mjs <name>', () => {
  it('refuses a name that is not lower-case words joined by "-", and a prefix another remote owns', async () => {
    const badName = await run(process.execPath, ['scripts/new-remote.mjs', 'Lucky_Wheel', '--dir', work], {
      cwd: root,
    });
    expect(badName.code).toBe(1);
    expect(badName.output).toContain('"Lucky_Wheel" is not a remote name');
    const taken = await run(process.execPath, ['scripts/new-remote.mjs', 'agent', '--dir', work], {
      cwd: root,
    });
    expect(taken.code).toBe(1);
    expect(taken.output).toContain('/agent is already a route prefix of remotes/agent');
    expect(readdirSync(work)).toEqual([]);
  });

  it('makes a remote that builds, tests, runs alone in watch mode and publishes', async () => {
    const remotesDir = path.join(work, 'remotes');
    const generated = await run(process.execPath, ['scripts/new-remote.mjs', 'demo', '--dir', remotesDir], {
      cwd: root,
    });
    expect(generated.code, generated.output).toBe(0);
    const remoteDir = path.join(remotesDir, 'demo');
    expect(existsSync(path.join(root, 'remotes/demo')), 'nothing is written into the workspace').toBe(false);
    const manifest = readManifest(remoteDir);
    expect(manifest).toMatchObject({
      name: '@casino/remote-demo',
      version: '0.1.0',
      scripts: { build: 'webpack --mode production', start: 'casino-dev', test: 'vitest run' },
      casino: { remote: 'demo', routePrefixes: ['/demo'], overlays: [] },
    });
    // The same pinned versions as the model remote, so `pnpm install` adds nothing to the lockfile.
    const wallet = readManifest(path.join(root, 'remotes/wallet'));
    for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
      expect(version, name).toBe(wallet.dependencies?.[name] ?? wallet.devDependencies?.[name]);
    }

    // The root's tools (vitest, jsdom, testing-library) are found above the remote, as in the workspace.
    symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
    linkDependencies(remoteDir);

    // The generated code passes the workspace's lint and type checks, as a remote in remotes/ must.
    const lint = await run(path.join(root, 'node_modules/.bin/biome'), ['check', remoteDir], { cwd: root });
    expect(lint.code, lint.output).toBe(0);
    const tsconfig = path.join(work, 'tsconfig.json');
    const include = ['remotes/demo/src', 'remotes/demo/dev'];
    writeFileSync(tsconfig, JSON.stringify({ extends: path.join(root, 'tsconfig.base.json'), include }));
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const typecheck = await run(process.execPath, [tsc, '-p', tsconfig, '--noEmit'], { cwd: work });
    expect(typecheck.code, typecheck.output).toBe(0);

    // One after the other: the page tests' waits are sized for a machine that is not also building.
    const build = await runScript(remoteDir, 'build');
    expect(build.code, build.output).toBe(0);
    const test = await runScript(remoteDir, 'test');
    expect(test.code, test.output).toBe(0);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the colours of the test report
    expect(test.output.replace(/\u001b\[\d+m/g, '')).toMatch(/Tests\s+8 passed/);
    const built = filesUnder(path.join(remoteDir, 'dist'));
    expect(built).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'release.json']));
    // The dev kit (msw, the dev app) stays out of the production build.
    for (const file of built.filter((name) => name.endsWith('.js'))) {
      const source = readFileSync(path.join(remoteDir, 'dist', file), 'utf8');
      expect(source, file).not.toMatch(/mockServiceWorker|casino-dev:/);
    }

    const fakeApi = await startFakeApi();
    const devPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const apiUrl = `http://127.0.0.1:${(fakeApi.address() as AddressInfo).port}`;
    // Its own process group: the shell and the dev server under it stop together.
    const dev = spawn('sh', ['-c', manifest.scripts?.start ?? ''], {
      cwd: remoteDir,
      env: { ...process.env, ...scriptEnv(remoteDir), DEV_PORT: String(devPort), DEV_API: apiUrl },
      detached: true,
    });
    let devOutput = '';
    dev.stdout.on('data', (chunk) => {
      devOutput += chunk;
    });
    dev.stderr.on('data', (chunk) => {
      devOutput += chunk;
    });
    try {
      await waitForOutput(dev, /demo dev app: http:\/\/localhost:\d+/, () => devOutput, 120_000);
      const page = `http://localhost:${devPort}`;
      const html = await (await fetch(`${page}/demo`)).text();
      expect(html).toContain('<title>demo · dev app</title>');
      expect(html).toContain('src="/main.js"');
      expect((await fetch(`${page}/mockServiceWorker.js`)).status).toBe(200);
      const proxied = await fetch(`${page}/api/anonymous/appConfig`, { method: 'POST', body: '{}' });
      expect(await proxied.json()).toMatchObject({
        data: { answeredBy: 'fake', url: '/api/anonymous/appConfig' },
      });

      // Watch mode: a one-line change is rebuilt and served without a restart.
      const pageFile = path.join(remoteDir, 'src/i18n/en-us.ts');
      writeFileSync(
        pageFile,
        readFileSync(pageFile, 'utf8').replace("title: 'Demo'", "title: 'Demo, rebuilt'"),
      );
      await waitForOutput(dev, /built in \d+ ms[\s\S]*built in \d+ ms/, () => devOutput, 60_000);
      const chunk = await (await fetch(`${page}/src_i18n_en-us_ts.js`)).text();
      expect(chunk).toContain('Demo, rebuilt');
    } finally {
      await stopProcessGroup(dev);
      fakeApi.close();
    }

    // Publish through the release CLI into a temp store, against the host's release description.
    const store = path.join(work, 'store');
    const hostDir = path.join(work, 'host');
    mkdirSync(path.join(hostDir, 'dist'), { recursive: true });
    writeFileSync(
      path.join(hostDir, 'dist/host-release.json'),
      JSON.stringify(hostReleaseDescription(path.join(root, 'host'))),
    );
    for (const args of [
      ['publish-host', hostDir],
      ['publish', remoteDir],
    ]) {
      const published = await run(process.execPath, [releaseCli, ...args, '--store', store], { cwd: root });
      expect(published.code, published.output).toBe(0);
    }
    const registry = JSON.parse(readFileSync(path.join(store, 'registry.json'), 'utf8'));
    expect(registry.remotes.demo).toMatchObject({
      version: '0.1.0',
      manifestUrl: '/remotes/demo/0.1.0/mf-manifest.json',
      routePrefixes: ['/demo'],
    });
    expect(existsSync(path.join(store, 'remotes/demo/0.1.0/remoteEntry.js'))).toBe(true);
  });
});
