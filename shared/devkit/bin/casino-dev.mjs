#!/usr/bin/env node
// `casino-dev [remote-dir]` (a remote's `pnpm start`): its dev app at http://localhost:$DEV_PORT
// (8091), rebuilt on change. DEV_API: unset starts the reference API (in-memory database); a URL
// proxies /api to that API; `none` runs on the mocks only.
import path from 'node:path';
import { startDevServer } from '../server/dev-server.mjs';

const remoteDir = path.resolve(process.argv[2] ?? process.cwd());
const port = Number(process.env.DEV_PORT ?? 8091);

try {
  const dev = await startDevServer({
    remoteDir,
    port,
    onBuilt: ({ durationMs, errors }) => {
      if (errors) console.error(errors);
      console.info(`[casino-dev] ${errors ? 'built with errors' : 'built'} in ${durationMs} ms`);
    },
  });
  const api = dev.apiUrl ? `/api -> ${dev.apiUrl}` : 'no API: the mocks answer';
  console.info(`[casino-dev] ${dev.remote} dev app: ${dev.url}/ (${api}; Ctrl+C stops it)`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => dev.stop().then(() => process.exit(0)));
  }
  dev.apiProcess?.once('exit', (code) => {
    console.error(`[casino-dev] the reference API stopped (exit ${code}); stopping`);
    dev.stop().then(() => process.exit(1));
  });
} catch (error) {
  console.error(`[casino-dev] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
