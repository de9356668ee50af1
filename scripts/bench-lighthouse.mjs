#!/usr/bin/env node
// Lighthouse 12 (mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) on
// `/` of a throw-away system, RUNS times (3 by default) with a fresh Chromium profile each; prints
// every run and the median performance score, LCP, TBT and CLS. Needs a build (`npm run build`).
//   npm run bench:lighthouse            (ROUTE=/vip RUNS=5 npm run bench:lighthouse)
//   ROUTE=/ops/ PRESET=desktop npm run bench:lighthouse   (the operator console, desktop preset)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumFlags, chromiumPath } from '../e2e/chromium.mjs';
import { freePort, startSystemForTests } from './system.mjs';

const route = process.env.ROUTE ?? '/';
const runs = Number(process.env.RUNS ?? 3);
/** `desktop`: Lighthouse's desktop preset (no CPU slowdown, a desktop screen); mobile otherwise. */
const preset = process.env.PRESET === 'desktop' ? 'desktop' : 'mobile';

async function waitForDevTools(port, browser) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (browser.exitCode !== null) throw new Error(`Chromium exited with code ${browser.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}

async function measureOnce(url) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'casino-lighthouse-'));
  const browser = spawn(
    chromiumPath,
    [...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    await waitForDevTools(port, browser);
    const result = await lighthouse(
      url,
      { port, logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      speedIndex: audits['speed-index'].numericValue,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      lcpPhases: audits['largest-contentful-paint-element']?.details?.items?.[1]?.items,
    };
  } finally {
    browser.kill('SIGTERM');
    await new Promise((resolve) => (browser.exitCode !== null ? resolve() : browser.once('exit', resolve)));
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const format = (run) =>
  `score ${run.score}  FCP ${seconds(run.fcp)}  LCP ${seconds(run.lcp)}  TBT ${Math.round(run.tbt)} ms  ` +
  `CLS ${run.cls.toFixed(3)}  SI ${seconds(run.speedIndex)}`;

const system = await startSystemForTests();
const results = [];
try {
  console.log(
    `Lighthouse ${runs}x on ${route} (${preset} preset), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (let run = 1; run <= runs; run++) {
    const result = await measureOnce(system.baseUrl + route);
    results.push(result);
    console.log(`  run ${run}: ${format(result)}`);
  }
} finally {
  system.stop();
}
const pick = (key) => median(results.map((result) => result[key]));
console.log(
  `median: ${format({ score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), speedIndex: pick('speedIndex') })}`,
);
const last = results.at(-1);
if (last?.lcpElement) console.log(`LCP element: ${last.lcpElement}`);
for (const phase of last?.lcpPhases ?? [])
  console.log(`  ${phase.phase ?? phase.label}: ${Math.round(phase.timing)} ms`);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
