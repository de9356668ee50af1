#!/usr/bin/env node
// `pnpm --filter @casino/remote-wallet start`: builds the dev harness (dev/harness.tsx, the
// platform without the host) and serves it from the reference API on one origin, with an
// in-memory database, so deposits go through the real sandbox payment page.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import config from './webpack.harness.mjs';

const remoteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiServer = path.resolve(remoteDir, '../../api/dist/server.mjs');
const port = process.env.WALLET_DEV_PORT ?? '8091';

if (!existsSync(apiServer)) {
  console.error('The API is not built: run `pnpm --filter @casino/api build` first.');
  process.exit(1);
}

await new Promise((resolve, reject) =>
  webpack(config(undefined, { mode: 'development' }), (error, stats) => {
    if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
    else resolve(undefined);
  }),
);

const api = spawn(process.execPath, [apiServer], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: process.env.DATA_DIR ?? 'memory://',
    HOST_DIST: path.join(remoteDir, 'dev-dist'),
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
console.info(`wallet dev harness: http://localhost:${port}/wallets?name=deposit (Ctrl+C stops it)`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
