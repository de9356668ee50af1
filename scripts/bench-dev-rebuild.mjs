#!/usr/bin/env node
// How long a squad waits after saving a file in watch mode: the wallet's dev app (`casino-dev`,
// mocks only, so no API is needed) open in Chromium at 390x844, then RUNS times (5 by default) a
// one-line change to a wallet page. Prints each run and the medians of: webpack's rebuild (its own
// timing), save -> new bundle ready, save -> page reloaded by the dev server. The page file is put
// back afterwards.   npm run bench:dev-rebuild   (RUNS=10 npm run bench:dev-rebuild)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromiumFlags, chromiumPath } from '../e2e/chromium.mjs';
import { startDevServer } from '../shared/devkit/server/dev-server.mjs';
import { freePort, root } from './system.mjs';

const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');
const runs = Number(process.env.RUNS ?? 5);
const remoteDir = path.join(root, 'remotes/wallet');
const changedFile = path.join(remoteDir, 'src/pages/record-page.tsx');
const original = readFileSync(changedFile, 'utf8');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

let nextBuild = () => {};
const started = performance.now();
const dev = await startDevServer({
  remoteDir,
  port: await freePort(),
  api: { kind: 'none' },
  onBuilt: (build) => nextBuild(build),
});
console.log(`first build and serve: ${Math.round(performance.now() - started)} ms`);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const results = [];
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${dev.url}/wallets/record`, { waitUntil: 'load' });
  for (let run = 1; run <= runs; run++) {
    const built = new Promise((resolve) => {
      nextBuild = resolve;
    });
    const reloaded = page.waitForEvent('load', { timeout: 120_000 });
    const saved = performance.now();
    writeFileSync(changedFile, `${original}\nexport const rebuildProbe = ${run};\n`);
    const { durationMs, errors } = await built;
    if (errors) throw new Error(errors);
    const ready = performance.now() - saved;
    await reloaded;
    const result = {
      webpack: durationMs,
      ready: Math.round(ready),
      reloaded: Math.round(performance.now() - saved),
    };
    results.push(result);
    console.log(
      `run ${run}: webpack rebuild ${result.webpack} ms, save -> bundle ready ${result.ready} ms, save -> page reloaded ${result.reloaded} ms`,
    );
  }
} finally {
  writeFileSync(changedFile, original);
  await browser.close();
  await dev.stop();
}
const pick = (key) => Math.round(median(results.map((result) => result[key])));
console.log(
  `median of ${runs}: webpack rebuild ${pick('webpack')} ms, save -> bundle ready ${pick('ready')} ms, save -> page reloaded ${pick('reloaded')} ms (load average ${loadavg()[0].toFixed(2)})`,
);
