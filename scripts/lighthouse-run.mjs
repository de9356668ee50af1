// One Lighthouse 12 run in a fresh Debian Chromium profile, for the benchmarks that print
// Lighthouse figures (bench:lighthouse, bench:startup).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumFlags, chromiumPath } from '../e2e/chromium.mjs';
import { freePort } from './system.mjs';

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

/**
 * Lighthouse's performance category on `url`: `preset` `mobile` (its default: a Moto G Power,
 * slow 4G and 4x CPU slowdown, simulated) or `desktop`; `throttling` `devtools` applies the same
 * slowdowns for real, so the page's own timings (performance marks) are measured under them.
 */
export async function measureOnce(url, { preset = 'mobile', throttling = 'simulate' } = {}) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'casino-lighthouse-'));
  const browser = spawn(
    chromiumPath,
    [...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so the browser's helper processes end with it.
    { stdio: 'ignore', detached: true },
  );
  try {
    await waitForDevTools(port, browser);
    const result = await lighthouse(
      url,
      { port, logLevel: 'error', onlyCategories: ['performance'], throttlingMethod: throttling },
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
      // What moved, when something did: a quarter of the score is layout stability.
      shifts: (audits['layout-shifts']?.details?.items ?? []).map(
        (item) => `${item.score.toFixed(3)} ${item.node?.snippet?.slice(0, 120) ?? 'unattributed'}`,
      ),
      speedIndex: audits['speed-index'].numericValue,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      lcpPhases: audits['largest-contentful-paint-element']?.details?.items?.[1]?.items,
      tti: audits.interactive?.numericValue,
      marks: Object.fromEntries(
        (audits['user-timings']?.details?.items ?? [])
          .filter((item) => item.timingType === 'Mark')
          .map((item) => [item.name, item.startTime]),
      ),
      scripts: (audits['network-requests']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .map((item) => item.url),
    };
  } finally {
    const exited = new Promise((resolve) =>
      browser.exitCode !== null ? resolve() : browser.once('exit', resolve),
    );
    try {
      process.kill(-browser.pid, 'SIGTERM');
    } catch {
      // The group is gone already.
    }
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      // A profile left in the temporary folder must not cost the measurement.
      console.warn(`left ${profile}: ${error.message}`);
    }
  }
}

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
