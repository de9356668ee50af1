// `casino-dev`: a remote's dev app (`dev/main.tsx`) served from memory by webpack-dev-server,
// rebuilt on every change to the remote or a shared package, the page reloading itself. `/api`
// goes to the reference API, started here with an in-memory database, or to the API a setting
// names; the mocks' service worker is served at /mockServiceWorker.js.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devAppConfig } from '@casino/build';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

const require = createRequire(import.meta.url);
const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const mockWorker = require.resolve('msw/mockServiceWorker.js');

/** The reference API's build; `pnpm --filter @casino/api build` makes it. */
export const apiServerPath = path.join(workspaceRoot, 'api/dist/server.mjs');

/**
 * How `/api` is answered, from the `DEV_API` setting: unset starts the reference API here; a URL
 * proxies to that API; `none` has no API (the dev app uses its mocks).
 */
export function apiChoice(setting) {
  if (!setting) return { kind: 'start' };
  if (setting === 'none') return { kind: 'none' };
  let url;
  try {
    url = new URL(setting);
  } catch {
    throw new Error(`DEV_API must be unset, "none" or an http(s) URL of an API, not "${setting}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`DEV_API must be an http(s) URL, not "${setting}"`);
  }
  return { kind: 'proxy', url: url.origin };
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForApi(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the reference API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/dev/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the reference API did not answer within ${timeoutMs / 1000} s`);
}

/** The reference API on a free local port: development mode, an in-memory database. */
async function startReferenceApi(publicUrl) {
  if (!existsSync(apiServerPath)) {
    throw new Error(
      'The reference API is not built: run `pnpm --filter @casino/api build` (or DEV_API=none to use the mocks only)',
    );
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [apiServerPath], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DATA_DIR: 'memory://',
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
  try {
    await waitForApi(url, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url, child };
}

function remoteNameOf(remoteDir) {
  const packageFile = path.join(remoteDir, 'package.json');
  if (!existsSync(packageFile)) throw new Error(`${remoteDir} has no package.json`);
  const remote = JSON.parse(readFileSync(packageFile, 'utf8')).casino?.remote;
  if (!remote) throw new Error(`${packageFile} has no casino.remote: is it a remote?`);
  if (!existsSync(path.join(remoteDir, 'dev/main.tsx'))) {
    throw new Error(`${remoteDir} has no dev/main.tsx (its dev app entry, calling createDevApp)`);
  }
  return remote;
}

/**
 * Starts the dev app of the remote in `remoteDir` on `port`. `onBuilt` hears about every build
 * (the first and each rebuild): its duration in ms and its errors. Resolves once the first build
 * is served.
 */
export async function startDevServer({ remoteDir, port, api = apiChoice(process.env.DEV_API), onBuilt }) {
  const remote = remoteNameOf(remoteDir);
  const pageUrl = `http://localhost:${port}`;
  const referenceApi = api.kind === 'start' ? await startReferenceApi(pageUrl) : null;
  const apiUrl = referenceApi?.url ?? (api.kind === 'proxy' ? api.url : null);

  const config = devAppConfig({
    dir: remoteDir,
    mode: 'development',
    title: `${remote} · dev app`,
    defaultApi: apiUrl ? 'real' : 'mock',
  });
  const compiler = webpack({ ...config, stats: 'none', infrastructureLogging: { level: 'warn' } });
  let firstBuild;
  const firstBuildDone = new Promise((resolve) => {
    firstBuild = resolve;
  });
  compiler.hooks.done.tap('casino-dev', (stats) => {
    const { startTime = 0, endTime = 0 } = stats;
    const errors = stats.hasErrors() ? stats.toString('errors-only') : '';
    onBuilt?.({ durationMs: endTime - startTime, errors });
    firstBuild();
  });

  const server = new WebpackDevServer(
    {
      host: 'localhost',
      port,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      static: false,
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false }, logging: 'warn' },
      devMiddleware: { stats: 'none' },
      // `changeOrigin` only for another machine's API: the local one should see the page's host.
      proxy: apiUrl ? [{ context: ['/api'], target: apiUrl, changeOrigin: api.kind === 'proxy' }] : [],
      setupMiddlewares(middlewares, devServer) {
        devServer.app.get('/mockServiceWorker.js', (_request, response) => {
          response.type('text/javascript').sendFile(mockWorker);
        });
        return middlewares;
      },
    },
    compiler,
  );
  try {
    await server.start();
  } catch (error) {
    referenceApi?.child.kill('SIGTERM');
    throw error;
  }
  await firstBuildDone;

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      await server.stop();
      if (referenceApi && referenceApi.child.exitCode === null) {
        const exited = new Promise((resolve) => referenceApi.child.once('exit', resolve));
        referenceApi.child.kill('SIGTERM');
        await exited;
      }
    })();
    return stopping;
  };
  return { remote, url: pageUrl, apiUrl, apiProcess: referenceApi?.child ?? null, compiler, stop };
}
