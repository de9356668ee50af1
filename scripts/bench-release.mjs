#!/usr/bin/env node
// Release timings against a throw-away system (the same server `npm start` runs): how long from
// starting `casino-release publish` / `rollback` until /registry.json serves the new version
// (goal <= 1 s), and one remote's build + publish (goal <= 20 s). Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { releaseCli, root, startSystemForTests } from './system.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const remote = process.env.BENCH_REMOTE ?? 'wallet';
const remoteDir = path.join(root, 'remotes', remote);
const workDir = mkdtempSync(path.join(tmpdir(), 'casino-bench-release-'));

/** A copy of the remote's build released as `version`. */
function variant(version) {
  const dir = path.join(workDir, version);
  cpSync(path.join(remoteDir, 'dist'), dir, { recursive: true });
  const description = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8'));
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ ...description, version }));
  return dir;
}

function release(system, ...args) {
  const result = spawnSync(process.execPath, [releaseCli, ...args, '--server', system.baseUrl], {
    encoding: 'utf8',
    env: { ...process.env, RELEASE_TOKEN: system.releaseToken },
  });
  if (result.status !== 0) throw new Error(`casino-release ${args.join(' ')}: ${result.stderr}`);
}

/** The same operation as one HTTP request, as automation sends it (no CLI process to start). */
async function releaseOverHttp(system, operation, body) {
  const response = await fetch(`${system.baseUrl}/api/release/${operation}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${system.releaseToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.errcode !== 0) throw new Error(`${operation}: ${answer.msg}`);
}

function uploadOf(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory()
      ? uploadOf(dir, relative)
      : [{ path: relative, base64: readFileSync(path.join(dir, relative)).toString('base64') }];
  });
}

async function activeVersion(system) {
  const registry = await (await fetch(`${system.baseUrl}/registry.json`, { cache: 'no-store' })).json();
  return registry.remotes[remote]?.version;
}

/** Runs `operation` (a release command) and polls the served registry until it shows `version`. */
async function timeToSwitch(system, version, operation) {
  const started = performance.now();
  const running = new Promise((resolve, reject) => {
    setImmediate(() => {
      try {
        resolve(operation());
      } catch (error) {
        reject(error);
      }
    });
  });
  while ((await activeVersion(system)) !== version) await new Promise((resolve) => setTimeout(resolve, 5));
  const switched = performance.now() - started;
  await running;
  return switched;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const format = (values) =>
  `median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms over ${values.length} runs`;

const system = await startSystemForTests();
try {
  const base = await activeVersion(system);
  const times = { cliPublish: [], cliRollback: [], httpPublish: [], httpRollback: [] };
  const minor = base.split('.').slice(0, 2).join('.');
  for (let run = 1; run <= runs; run += 1) {
    const viaCli = `${minor}.${900 + run}`;
    const cliDir = variant(viaCli);
    times.cliPublish.push(await timeToSwitch(system, viaCli, () => release(system, 'publish', cliDir)));
    times.cliRollback.push(
      await timeToSwitch(system, base, () => release(system, 'rollback', remote, '--to', base)),
    );
    const viaHttp = `${minor}.${950 + run}`;
    const files = uploadOf(variant(viaHttp));
    times.httpPublish.push(
      await timeToSwitch(system, viaHttp, () => releaseOverHttp(system, 'publish', { files })),
    );
    times.httpRollback.push(
      await timeToSwitch(system, base, () => releaseOverHttp(system, 'rollback', { remote, to: base })),
    );
  }
  console.log(
    `load average while measuring: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} (${cpus().length} cores)`,
  );
  console.log(
    `publish ${remote} -> registry switch, CLI over HTTP:  ${format(times.cliPublish)} (goal <= 1000 ms)`,
  );
  console.log(
    `rollback ${remote} -> registry switch, CLI over HTTP: ${format(times.cliRollback)} (goal <= 1000 ms)`,
  );
  console.log(
    `publish ${remote} -> registry switch, one HTTP call:  ${format(times.httpPublish)} (goal <= 1000 ms)`,
  );
  console.log(
    `rollback ${remote} -> registry switch, one HTTP call: ${format(times.httpRollback)} (goal <= 1000 ms)`,
  );

  const buildStarted = performance.now();
  const build = spawnSync('pnpm', ['--filter', `@casino/remote-${remote}`, 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`building ${remote} failed`);
  const buildMs = performance.now() - buildStarted;
  const publishStarted = performance.now();
  release(system, 'publish', variant(`${minor}.999`));
  const publishMs = performance.now() - publishStarted;
  console.log(
    `build + publish ${remote}: ${((buildMs + publishMs) / 1000).toFixed(1)} s ` +
      `(build ${(buildMs / 1000).toFixed(1)} s, publish ${(publishMs / 1000).toFixed(2)} s; goal <= 20 s)`,
  );
} finally {
  system.stop();
  rmSync(workDir, { recursive: true, force: true });
}
