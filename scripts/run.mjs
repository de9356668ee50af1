#!/usr/bin/env node
// The README's two commands: `npm start` (install, build, publish the remotes, serve on one
// origin) and `npm test` (every test leg, with a report of which legs ran). Plain Node 20 only.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromiumPath } from '../e2e/chromium.mjs';
import { findNode24 } from './node24.mjs';
import {
  gameProviderSettings,
  publishRemotes,
  root,
  startServer,
  startStudio,
  waitForHealth,
} from './system.mjs';

const pnpmVersion = '12.21.0';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

/** pnpm itself: the one on PATH when it is the pinned major, else fetched once through npm. */
function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().split('.')[0] === pnpmVersion.split('.')[0]) return ['pnpm'];
  return ['npm', 'exec', '--yes', `pnpm@${pnpmVersion}`, '--'];
}

function pnpm(...args) {
  const [command, ...prefix] = pnpmCommand();
  run(command, [...prefix, ...args]);
}

function installAndBuild() {
  pnpm('install');
  pnpm('run', 'build');
}

/**
 * The operator API's deployment token of this checkout (`var/operator-token`, made once, readable by
 * its owner only): `npm run ops -- create-owner` reads it to create the console's first owner.
 */
function keptOperatorToken() {
  const file = path.join(root, 'var/operator-token');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${randomBytes(24).toString('hex')}\n`, { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

async function start() {
  installAndBuild();
  const storeDir = process.env.REMOTE_STORE ?? path.join(root, 'var/store');
  publishRemotes(storeDir);
  const port = Number(process.env.PORT ?? '8080');
  const studioPort = Number(process.env.STUDIO_PORT ?? port + 1);
  const appOrigin = `http://localhost:${port}`;
  const games = gameProviderSettings({
    appOrigin,
    apiPort: port,
    studioOrigin: process.env.STUDIO_PUBLIC_URL ?? `http://localhost:${studioPort}`,
    studioPort,
    // Both processes must hold the same secret; one of this run's own unless one is given.
    secret: process.env.GAME_PROVIDER_SECRET ?? randomBytes(32).toString('hex'),
  });
  // A local development run: the sandbox payments, the development routes and the local sign-in
  // providers, on loopback only (the API refuses another HOST in development).
  const server = startServer({
    NODE_ENV: 'development',
    PORT: String(port),
    OPERATOR_TOKEN: process.env.OPERATOR_TOKEN ?? keptOperatorToken(),
    REMOTE_STORE: storeDir,
    ...games.api,
  });
  const studio = startStudio({ NODE_ENV: 'development', ...games.studio });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      server.kill(signal);
      studio.kill(signal);
    });
  }
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, server);
  await waitForHealth(`http://127.0.0.1:${studioPort}/api/health`, studio);
  console.log(
    `\nRoyal Casino is up at ${appOrigin}/  (games at http://localhost:${studioPort}/; Ctrl+C stops both)`,
  );
  // One stopping (a crash, a signal) stops the other: a casino without its games, or games
  // without their wallet, is not a running app.
  await Promise.race([server, studio].map((child) => new Promise((resolve) => child.on('exit', resolve))));
  server.kill('SIGTERM');
  studio.kill('SIGTERM');
}

/** Runs a leg; a failing leg is recorded and the next legs still run, so one report says everything. */
async function runLeg(legs, name, body) {
  try {
    const detail = await body();
    legs.push({ name, status: 'passed', detail: detail ?? '' });
  } catch (error) {
    legs.push({ name, status: 'FAILED', detail: error.message });
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function test() {
  const reportsDir = path.join(root, 'var/test-reports');
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const legs = [];
  installAndBuild();

  await runLeg(legs, 'typecheck', () =>
    run(process.execPath, [
      path.join(root, 'node_modules/typescript/bin/tsc'),
      '-p',
      'tsconfig.json',
      '--noEmit',
    ]),
  );
  await runLeg(legs, 'lint', () => pnpm('exec', 'biome', 'check', '.'));
  // The layer rules (dependency-cruiser) and nothing unused (knip); both run, so one report names
  // every broken boundary (ADR 0028).
  await runLeg(legs, 'boundaries', () => {
    const started = Date.now();
    const broken = ['check:layers', 'check:unused'].filter((script) => {
      try {
        pnpm('run', '--silent', script);
        return false;
      } catch {
        return true;
      }
    });
    if (broken.length > 0) throw new Error(`${broken.join(' and ')} failed (messages above)`);
    return `layers and unused code, ${Math.round((Date.now() - started) / 1000)} s`;
  });

  const postgres = process.env.TEST_DATABASE_URL;
  const vitestReport = path.join(reportsDir, 'vitest.json');
  /** One vitest run on `node` (of `version`); the leg's detail says which Node and how long it took. */
  const runVitest = (node, version, report, { env = process.env, projects = [] } = {}) => {
    const started = Date.now();
    run(
      node,
      [
        path.join(root, 'node_modules/vitest/vitest.mjs'),
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { env },
    );
    return `${version}, ${Math.round((Date.now() - started) / 1000)} s`;
  };
  // Production runs the API on Node 24 (deploy/Dockerfile) with PostgreSQL; the README's commands
  // run on Node 20 with PGlite. Each engine's API suites run once, on the Node that runs them: the
  // whole vitest run on Node 20 with PGlite, then the API and release tool (what runs on Node in
  // production) on Node 24 with PostgreSQL (ADR 0020). Without a Node 24 binary the PostgreSQL leg
  // runs inside the Node 20 run.
  const node24 = process.version.startsWith('v24.') ? { binary: null, reason: null } : findNode24();
  const node24Report = path.join(reportsDir, 'vitest-node24.json');
  const postgresOnNode24 = Boolean(postgres && node24.binary);
  const { TEST_DATABASE_URL: _postgresRunsOnNode24, ...withoutPostgres } = process.env;
  await runLeg(
    legs,
    postgres && !postgresOnNode24 ? 'unit + API (PGlite and PostgreSQL)' : 'unit + API (PGlite)',
    () =>
      runVitest(process.execPath, process.version, vitestReport, {
        env: postgresOnNode24 ? withoutPostgres : process.env,
      }),
  );
  const mainVitestLeg = legs.at(-1);

  const node24Leg = `API and release tool on Node 24 (${postgres ? 'PostgreSQL' : 'PGlite'})`;
  if (process.version.startsWith('v24.')) {
    legs.push({
      name: node24Leg,
      status: mainVitestLeg.status,
      detail: `the run above is on ${process.version}`,
    });
  } else if (node24.binary) {
    // Its folder first on PATH: anything the tests start by name runs on Node 24 too.
    const env = {
      ...process.env,
      ...(postgres ? { TEST_DATABASE_LEGS: 'postgres' } : {}),
      PATH: `${path.dirname(node24.binary)}${path.delimiter}${process.env.PATH}`,
    };
    await runLeg(legs, node24Leg, () =>
      runVitest(node24.binary, node24.version, node24Report, { env, projects: ['api', 'release'] }),
    );
  } else {
    legs.push({ name: node24Leg, status: 'not run', detail: node24.reason });
  }
  if (!postgres) {
    legs.push({ name: 'API on PostgreSQL', status: 'not run', detail: 'TEST_DATABASE_URL is not set' });
  } else {
    legs.push({
      name: 'API on PostgreSQL',
      status: (postgresOnNode24 ? legs.at(-1) : mainVitestLeg).status,
      detail: `ran inside the ${postgresOnNode24 ? 'Node 24' : process.version} run (TEST_DATABASE_URL)`,
    });
  }

  const e2eReport = path.join(root, 'e2e/test-results/results.json');
  if (existsSync(chromiumPath)) {
    await runLeg(legs, 'e2e in Chromium (390x844)', () => {
      // Each Playwright worker starts its own throw-away system (e2e/tests/system.ts).
      const started = Date.now();
      pnpm('--filter', '@casino/e2e', 'exec', 'playwright', 'test');
      return `${Math.round((Date.now() - started) / 1000)} s`;
    });
  } else {
    legs.push({
      name: 'e2e in Chromium (390x844)',
      status: 'not run',
      detail: `no Chromium at ${chromiumPath} (apt-get install chromium)`,
    });
  }

  // Both vitest runs count: a test that fails only on Node 24 is a failure.
  const vitestRuns = [readJson(vitestReport), node24.binary ? readJson(node24Report) : null];
  const e2e = existsSync(chromiumPath) ? readJson(e2eReport)?.stats : null;
  const sum = (field) => vitestRuns.reduce((total, report) => total + (report?.[field] ?? 0), 0);
  const passed = sum('numPassedTests') + (e2e?.expected ?? 0);
  const failed = sum('numFailedTests') + (e2e?.unexpected ?? 0) + (e2e?.flaky ?? 0);

  console.log('\nTest legs:');
  for (const { name, status, detail } of legs)
    console.log(`  ${status.padEnd(8)} ${name}${detail ? ` - ${detail}` : ''}`);
  const failedLegs = legs.filter((entry) => entry.status === 'FAILED');
  const notRun = legs.filter((entry) => entry.status === 'not run');
  if (process.env.REQUIRE_ALL_LEGS === '1' && notRun.length > 0) {
    failedLegs.push(...notRun);
    console.log(
      `REQUIRE_ALL_LEGS=1: legs that did not run count as failed: ${notRun.map((entry) => entry.name).join(', ')}`,
    );
  }
  printFailures(vitestRuns, existsSync(chromiumPath) ? readJson(e2eReport) : null);
  // A failed check (typecheck, lint, a suite that crashed before counting) counts as one failure.
  const uncountedFailures = failedLegs.length > 0 && failed === 0 ? failedLegs.length : 0;
  console.log(`tests: ${passed} passed, ${failed + uncountedFailures} failed`);
  if (failedLegs.length > 0) process.exitCode = 1;
}

/** First lines of an error message, without colour codes: enough to tell a timeout from an assertion. */
const errorGist = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' | ')
    .slice(0, 400);

/**
 * Names every failed test with the gist of its error at the end of the output, where CI's summary
 * of a run (its tail) shows it: a failure is diagnosable without the whole log.
 */
function printFailures(vitestRuns, e2eReport) {
  const failures = [];
  for (const report of vitestRuns)
    for (const file of report?.testResults ?? [])
      for (const result of file.assertionResults ?? [])
        if (result.status === 'failed')
          failures.push(
            `${path.relative(root, file.name)} > ${result.fullName}: ${errorGist(result.failureMessages?.[0])}`,
          );
  const visit = (suite, file) => {
    for (const child of suite.suites ?? []) visit(child, child.file ?? file);
    for (const spec of suite.specs ?? [])
      for (const run of spec.tests ?? [])
        for (const result of run.results ?? [])
          if (result.status !== 'passed' && result.status !== 'skipped') {
            const step = (result.steps ?? []).find((entry) => entry.error)?.title;
            failures.push(
              `e2e/tests/${spec.file ?? file}:${spec.line} > ${spec.title}${step ? ` > ${step}` : ''} (${result.status}): ${errorGist(result.error?.message)}`,
            );
          }
  };
  for (const suite of e2eReport?.suites ?? []) visit(suite, suite.file);
  if (failures.length === 0) return;
  console.log('Failed tests:');
  for (const failure of failures.slice(0, 10)) console.log(`  ${failure}`);
  if (failures.length > 10) console.log(`  ... and ${failures.length - 10} more`);
}

const commands = { start, test };
const command = commands[process.argv[2]];
if (!command) {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
command().catch((error) => {
  console.error(`\n${error.message}`);
  process.exit(1);
});
