import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hostConfig } from '@casino/build';
import { InlineStyleHashesPlugin } from './build/inline-style-hashes.mjs';
import { PrecompressPlugin } from './build/precompress.mjs';
import { pwaPlugins } from './build/pwa-assets.mjs';

const dir = path.dirname(new URL(import.meta.url).pathname);
const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
// Identifies this build for the update poll (`builds/latest.json`): a new build, a new id.
const buildId = process.env.BUILD_ID ?? `${version}+${Date.now().toString(36)}`;

export default (_env, argv) =>
  hostConfig({
    dir,
    mode: argv.mode ?? 'production',
    define: {
      // The spec's "App version {ip}": the host build's version, sent as appVersion.
      'process.env.APP_VERSION': JSON.stringify(version),
      'process.env.BUILD_ID': JSON.stringify(buildId),
      'process.env.API_BASE': JSON.stringify(process.env.API_BASE ?? '/api'),
      'process.env.REGISTRY_URL': JSON.stringify(process.env.REGISTRY_URL ?? '/registry.json'),
    },
    plugins: [
      new InlineStyleHashesPlugin({ template: path.join(dir, 'src/index.html') }),
      ...((argv.mode ?? 'production') === 'production'
        ? [...pwaPlugins({ buildId, version }), new PrecompressPlugin()]
        : []),
    ],
  });
