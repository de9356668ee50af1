#!/usr/bin/env node
// Lighthouse 12 (mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) on
// `/` of a throw-away system, RUNS times (3 by default) with a fresh Chromium profile each; prints
// every run and the median performance score, LCP, TBT and CLS. Needs a build (`npm run build`).
//   npm run bench:lighthouse            (ROUTE=/vip RUNS=5 npm run bench:lighthouse)
//   ROUTE=/ops/ PRESET=desktop npm run bench:lighthouse   (the operator console, desktop preset)
import { loadavg } from 'node:os';
import { measureOnce, median } from './lighthouse-run.mjs';
import { startSystemForTests } from './system.mjs';

const route = process.env.ROUTE ?? '/';
const runs = Number(process.env.RUNS ?? 3);
/** `desktop`: Lighthouse's desktop preset (no CPU slowdown, a desktop screen); mobile otherwise. */
const preset = process.env.PRESET === 'desktop' ? 'desktop' : 'mobile';

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
    const result = await measureOnce(system.baseUrl + route, { preset });
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
