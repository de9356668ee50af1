#!/usr/bin/env node
// `npm run bench:startup`: start-up on a phone, this app beside the plain Module Federation host
// kept at ../shared/anchors/mf-baseline (built into a temporary folder), measured in one run,
// alternating. Each of RUNS rounds (5 by default) runs Lighthouse 12's mobile preset (simulated
// slow 4G and 4x CPU) on `/` of the baseline, then of this app, then once more on this app with
// the same slowdowns applied for real (devtools throttling) to read the lobby's own `lobby-ready`
// mark: the first row of game tiles painted with its art and taking a tap. Prints every run, the
// medians side by side, the first-load JS of each (every script `/` loads, gzip -9) and the goals.
// Needs a build of this app (`npm run build`); the baseline's first build installs its packages
// from the npm registry and is kept in ~/.cache/casino/ by its lockfile's hash.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { homedir, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureOnce, median } from './lighthouse-run.mjs';
import { freePort, root, startSystemForTests } from './system.mjs';

const runs = Number(process.env.RUNS ?? 5);
const baselineSource = path.resolve(root, '../shared/anchors/mf-baseline');
/** The baseline's host is built to load its wallet remote from this port (BASELINE_WALLET_PORT). */
const walletPort = Number(process.env.BASELINE_WALLET_PORT ?? 3901);
const goals = { score: 95, scoreOverBaseline: 5, tbtMs: 200, lobbyReadyMs: 2_500, firstLoadJsKb: 130 };

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The baseline built once per lockfile: installs and builds only when its cache is missing. */
function buildBaseline() {
  if (!existsSync(baselineSource)) throw new Error(`bench:startup needs the baseline at ${baselineSource}`);
  const lock = readFileSync(path.join(baselineSource, 'pnpm-lock.yaml'));
  const key = createHash('sha256').update(lock).update(String(walletPort)).digest('hex').slice(0, 12);
  const folder = path.join(homedir(), '.cache/casino', `mf-baseline-${key}`);
  if (existsSync(path.join(folder, 'host/dist/index.html'))) return folder;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(path.dirname(folder), { recursive: true });
  cpSync(baselineSource, folder, {
    recursive: true,
    filter: (file) => !file.includes(`${path.sep}node_modules`) && !file.includes(`${path.sep}dist`),
  });
  console.log(`building the baseline in ${folder} (once per lockfile)`);
  const run = (args, env = {}) =>
    execFileSync('pnpm', args, {
      cwd: folder,
      stdio: 'inherit',
      env: { ...process.env, CI: 'true', ...env },
    });
  run(['install', '--frozen-lockfile']);
  run(['build'], {
    SHARE_STRATEGY: 'loaded-first',
    WALLET_MANIFEST: `http://127.0.0.1:${walletPort}/mf-manifest.json`,
  });
  return folder;
}

/** Serves a folder as the baseline's README does (`serve`, gzip on, CORS for the remote). */
function serve(folder, port, { spa }) {
  const bin = path.join(baselineFolder, 'host/node_modules/.bin/serve');
  const child = spawn(bin, [folder, '-l', String(port), '--no-clipboard', spa ? '-s' : '-C'], {
    stdio: 'ignore',
  });
  return () => child.kill('SIGTERM');
}

async function waitUntilAnswering(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** What the scripts `/` loaded weigh, each compressed with gzip -9, in KB. */
async function firstLoadJsKb(scriptUrls) {
  let bytes = 0;
  for (const url of new Set(scriptUrls)) {
    const body = Buffer.from(
      await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return bytes / 1000;
}

const seconds = (ms) => (ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const formatRun = (run) =>
  `score ${run.score}  TBT ${Math.round(run.tbt)} ms  TTI ${seconds(run.tti)}  LCP ${seconds(run.lcp)}  FCP ${seconds(run.fcp)}  CLS ${run.cls.toFixed(3)}${run.shifts.length > 0 ? ` (${run.shifts.join('; ')})` : ''}`;

const baselineFolder = buildBaseline();
const baselinePort = await freePort();
const stopBaseline = [
  serve(path.join(baselineFolder, 'remotes/wallet/dist'), walletPort, { spa: false }),
  serve(path.join(baselineFolder, 'host/dist'), baselinePort, { spa: true }),
];
const baselineUrl = `http://127.0.0.1:${baselinePort}/`;
const system = await startSystemForTests();
const appUrl = `${system.baseUrl}/`;
const baseline = [];
const app = [];
const lobbyReady = [];
try {
  await waitUntilAnswering(baselineUrl);
  console.log(`bench:startup: Lighthouse 12 mobile preset, ${runs} rounds alternating; load ${load()}`);
  for (let round = 1; round <= runs; round++) {
    baseline.push(await measureOnce(baselineUrl));
    console.log(`  round ${round} baseline: ${formatRun(baseline.at(-1))}`);
    app.push(await measureOnce(appUrl));
    console.log(`  round ${round} this app: ${formatRun(app.at(-1))}`);
    const real = await measureOnce(appUrl, { throttling: 'devtools' });
    lobbyReady.push(real.marks['lobby-ready']);
    console.log(
      `  round ${round} this app, devtools throttling: lobby-ready ${seconds(real.marks['lobby-ready'])}`,
    );
  }
  const baselineJs = await firstLoadJsKb(baseline.at(-1).scripts);
  const appJs = await firstLoadJsKb(app.at(-1).scripts);

  const pick = (results, key) =>
    median(results.map((result) => result[key]).filter((value) => value !== undefined));
  const row = (name, results, js, ready) => ({
    app: name,
    score: pick(results, 'score'),
    'TBT ms': Math.round(pick(results, 'tbt')),
    'TTI s': Number((pick(results, 'tti') / 1000).toFixed(2)),
    'LCP s': Number((pick(results, 'lcp') / 1000).toFixed(2)),
    'lobby-ready s': ready === undefined ? '' : Number((ready / 1000).toFixed(2)),
    'first-load JS KB gzip': Number(js.toFixed(1)),
  });
  const readyMedian = lobbyReady.some((value) => value !== undefined)
    ? median(lobbyReady.filter((value) => value !== undefined))
    : undefined;
  const ours = row('this app', app, appJs, readyMedian);
  const plain = row('plain MF host (baseline)', baseline, baselineJs, undefined);
  console.log(`medians of ${runs} rounds; load ${load()}`);
  console.table([plain, ours]);
  const verdict = (met) => (met ? 'met' : 'NOT met');
  console.log('goals on this machine:');
  console.log(`  score >= ${goals.score}: ${ours.score} (${verdict(ours.score >= goals.score)})`);
  console.log(
    `  score >= baseline + ${goals.scoreOverBaseline} (${plain.score + goals.scoreOverBaseline}): ${ours.score} (${verdict(ours.score >= plain.score + goals.scoreOverBaseline)})`,
  );
  console.log(`  TBT <= ${goals.tbtMs} ms: ${ours['TBT ms']} ms (${verdict(ours['TBT ms'] <= goals.tbtMs)})`);
  console.log(
    `  lobby-ready <= ${seconds(goals.lobbyReadyMs)}: ${seconds(readyMedian)} (${verdict(readyMedian !== undefined && readyMedian <= goals.lobbyReadyMs)})`,
  );
  console.log(
    `  first-load JS <= ${goals.firstLoadJsKb} KB gzip: ${ours['first-load JS KB gzip']} KB (${verdict(appJs <= goals.firstLoadJsKb)})`,
  );
} finally {
  system.stop();
  for (const stop of stopBaseline) stop();
}
