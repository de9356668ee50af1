import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hostConfig } from '@casino/build';

const dir = path.dirname(new URL(import.meta.url).pathname);
const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

export default (_env, argv) =>
  hostConfig({
    dir,
    mode: argv.mode ?? 'production',
    define: {
      // The spec's "App version {ip}": the host build's version, sent as appVersion.
      'process.env.APP_VERSION': JSON.stringify(version),
      'process.env.API_BASE': JSON.stringify(process.env.API_BASE ?? '/api'),
      'process.env.REGISTRY_URL': JSON.stringify(process.env.REGISTRY_URL ?? '/registry.json'),
    },
  });
