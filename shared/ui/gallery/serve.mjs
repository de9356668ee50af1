#!/usr/bin/env node
// `pnpm --filter @casino/ui gallery`: builds the gallery in watch mode (a change rebuilds it;
// reload the page) and serves it at http://localhost:8093 (UI_GALLERY_PORT to change).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { serveDirectory } from './static-server.mjs';
import config from './webpack.config.mjs';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.UI_GALLERY_PORT ?? 8093);

const compiler = webpack(config(undefined, { mode: 'development' }));
let announced = false;
const watching = compiler.watch({}, async (error, stats) => {
  if (error || stats?.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    return;
  }
  console.info(`gallery built in ${stats ? stats.endTime - stats.startTime : 0} ms`);
  if (announced) return;
  announced = true;
  const { url } = await serveDirectory(path.join(uiDir, 'dev-dist'), { port, host: '0.0.0.0' });
  console.info(`ui gallery: ${url.replace('0.0.0.0', 'localhost')}/ (rebuilds on change; Ctrl+C stops it)`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => watching.close(() => process.exit(0)));
