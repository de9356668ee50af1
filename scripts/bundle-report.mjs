#!/usr/bin/env node
// Prints the gzip size of every JavaScript file the home route loads in a real Chromium (phone
// viewport, cold cache), and the total; then whether the data layer (the host's `query.<hash>.js`:
// TanStack Query and `@casino/platform/query`) was loaded, which fails the home route: it loads on
// demand. Needs a build (`npm run build`); starts its own server.
//   npm run bundle-report            (ROUTE=/vip npm run bundle-report for another route)
//   SIGNED_IN=1 ROUTE=/wallets npm run bundle-report   (a new player's first visit, token stored)
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumFlags, chromiumPath } from '../e2e/chromium.mjs';
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
} finally {
  await browser.close();
  system.stop();
}
