#!/usr/bin/env node
// Prints the gzip size of every JavaScript file the home route loads in a real Chromium (phone
// viewport, cold cache), and the total; then whether the data layer (the host's `query.<hash>.js`:
// TanStack Query and `@casino/platform/query`) was loaded, which fails the home route: it loads on
// demand. Then where the bytes come from, from each file's source map: the minified bytes of every
// package (and an estimate of its gzip share), and every module that more than one loaded file
// carries, a second copy the browser downloads (two from the host's own build fail the report).
// Needs a build (`npm run build`); starts its own server.
//   npm run bundle-report            (ROUTE=/vip npm run bundle-report for another route)
//   SIGNED_IN=1 ROUTE=/wallets npm run bundle-report   (a new player's first visit, token stored)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumFlags, chromiumPath } from '../e2e/chromium.mjs';
import { bytesPerSource, ownerOf, sourcePath } from './bundle-modules.mjs';
import { root, startSystemForTests } from './system.mjs';

const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');
const route = process.env.ROUTE ?? '/';
const signedIn = process.env.SIGNED_IN === '1';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The data layer's chunk: built into the host, loaded with the first page that queries. */
function reportDataLayer(loadedFiles) {
  const hostDist = path.join(root, 'host/dist');
  const chunk = readdirSync(hostDist).find((name) => /^query\.[0-9a-f]{8}\.js$/.test(name));
  if (!chunk) {
    console.log('data layer: no query.<hash>.js in host/dist (is the host built?)');
    process.exitCode = 1;
    return;
  }
  const size = kb(gzipSync(readFileSync(path.join(hostDist, chunk)), { level: 9 }).length);
  const loaded = loadedFiles.some((file) => file.url === `/${chunk}`);
  console.log(`data layer: ${chunk} (${size}) ${loaded ? 'loaded' : 'not loaded'} by ${route}`);
  if (loaded && route === '/') {
    console.log('  the home route must not load the data layer: it is on demand (shared, not eager)');
    process.exitCode = 1;
  }
}

/** The built package a served file comes from: the host's `dist`, or a published remote's. */
function builtFile(url) {
  const remote = url.match(/^\/remotes\/([^/]+)\/[^/]+\/(.+)$/);
  return remote
    ? { packageDir: `remotes/${remote[1]}`, file: path.join(root, 'remotes', remote[1], 'dist', remote[2]) }
    : { packageDir: 'host', file: path.join(root, 'host/dist', url) };
}

/** Bytes per source module of a loaded file, or the whole file under its own name without a map. */
function modulesOf({ url, code }) {
  const { packageDir, file } = builtFile(url);
  if (!existsSync(`${file}.map`)) return new Map([[`${url} (no source map)`, code.length]]);
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const bytes = new Map();
  for (const [source, count] of bytesPerSource(code, map)) {
    const module = sourcePath(source, packageDir);
    bytes.set(module, (bytes.get(module) ?? 0) + count);
  }
  return bytes;
}

/** Webpack's and Module Federation's runtime modules, and the glue between modules. */
const isRuntime = (module) => module === '(unmapped)' || module.startsWith('webpack://');

/**
 * Per package: minified bytes, and gzip estimated as each file's gzip size shared out by bytes
 * (gzip does not split exactly by module, but the shares show where the weight is). Then every
 * module that two loaded files carry, with what its extra copies cost.
 */
function reportModules(files) {
  const packages = new Map();
  const copies = new Map();
  for (const file of files) {
    const gzipPerByte = file.gzip / file.code.length;
    for (const [module, bytes] of modulesOf(file)) {
      const owner = isRuntime(module) ? 'webpack and federation runtime, glue' : ownerOf(module);
      const total = packages.get(owner) ?? { raw: 0, gzip: 0 };
      packages.set(owner, { raw: total.raw + bytes, gzip: total.gzip + bytes * gzipPerByte });
      if (isRuntime(module)) continue;
      const copy = { url: file.url, build: builtFile(file.url).packageDir, bytes, gzip: bytes * gzipPerByte };
      copies.set(module, [...(copies.get(module) ?? []), copy]);
    }
  }
  console.log("by package (gzip estimated from each file's ratio, raw minified):");
  for (const [owner, { raw, gzip }] of [...packages].sort((a, b) => b[1].gzip - a[1].gzip))
    console.log(`  ${kb(gzip).padStart(9)}  ${kb(raw).padStart(9)}  ${owner}`);
  const duplicated = [...copies].filter(([, where]) => where.length > 1);
  const extra = duplicated
    .flatMap(([, where]) => where.slice(1))
    .reduce((sum, copy) => ({ raw: sum.raw + copy.bytes, gzip: sum.gzip + copy.gzip }), { raw: 0, gzip: 0 });
  console.log(
    `modules in more than one loaded file: ${duplicated.length}, their extra copies ${kb(extra.gzip)} gzip (est.), ${kb(extra.raw)} raw`,
  );
  for (const [module, where] of duplicated.sort((a, b) => b[1][0].bytes - a[1][0].bytes))
    console.log(`  ${module}: ${where.map(({ url, bytes }) => `${url} ${bytes} B`).join(', ')}`);
  // The contracts are bundled by each part, so the host and a remote may both carry a table; two
  // copies from the host's own build are its chunks splitting badly (shared/build, hostConfig).
  const twiceInHost = duplicated.filter(
    ([, where]) => where.filter(({ build }) => build === 'host').length > 1,
  );
  if (twiceInHost.length > 0) {
    console.log(
      `  the host's build sends ${twiceInHost.length} of them twice: see workspacePackagesChunks in shared/build`,
    );
    process.exitCode = 1;
  }
}

const system = await startSystemForTests();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
/** A new player's token, as after a sign-in in an earlier visit: guarded routes render their page. */
async function registerPlayer() {
  const account = `report${Date.now().toString(36)}`;
  const response = await fetch(`${system.baseUrl}/api/app/v1/accountRegist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: 'Secret123!' }),
  });
  const body = await response.json();
  if (body.errcode !== 0) throw new Error(`accountRegist: ${JSON.stringify(body)}`);
  return body.data.token;
}

try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  if (signedIn) {
    const token = await registerPlayer();
    await page.addInitScript((stored) => window.localStorage.setItem('access_token', stored), token);
  }
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        code: body.toString('utf8'),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(system.baseUrl + route, { waitUntil: 'networkidle' });
  // The route's page is on screen: its one h1 (pages without the tab bar have no 'Main' navigation).
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
  const files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(`JavaScript loaded by ${route}${signedIn ? ', signed in' : ''} (gzip -9, raw):`);
  for (const file of files)
    console.log(`  ${kb(file.gzip).padStart(9)}  ${kb(file.raw).padStart(9)}  ${file.url}`);
  console.log(`  ${kb(total.gzip).padStart(9)}  ${kb(total.raw).padStart(9)}  total, ${files.length} files`);
  reportDataLayer(files);
  reportModules(files);
} finally {
  await browser.close();
  system.stop();
}
