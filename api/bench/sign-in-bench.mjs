#!/usr/bin/env node
// Password sign-in benchmark: accountLogin through the API built from source (in this process,
// PGlite in memory, no network), at scrypt N=2^15 with no bound but libuv's 4 threads (as before
// ADR 0024) and at N=2^17 (the current default). Per configuration, in a fresh child process so
// memory figures do not mix:
//
//   - one at a time, BENCH_SIGN_INS (default 10) each: the right password, a wrong one for a known
//     account, a wrong one for an account whose hash is still at 2^15, a wrong one for an unknown
//     name (p50 and p90 in ms; the three wrong cases should take the same time);
//   - a burst of BENCH_BURST (default 16) right sign-ins at once: wall time, p50 and p99, and the
//     peak resident memory above the process's before the burst, with PASSWORD_HASH_CONCURRENCY
//     at its default (2) and at 16 (then libuv's 4 threads are the only bound).
//
//   node api/bench/sign-in-bench.mjs
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDir, boundedSetting, loadApiSources, percentile } from './bench-support.mjs';

const signIns = boundedSetting('BENCH_SIGN_INS', 10, 1_000);
const burst = boundedSetting('BENCH_BURST', 16, 256);
const configurations = [
  { cost: 2 ** 15, concurrency: 16 },
  { cost: 2 ** 17, concurrency: 2 },
  { cost: 2 ** 17, concurrency: 16 },
];

function loadServerCode() {
  return loadApiSources(
    'sign-in-bench',
    `export { buildServer } from './src/server.ts';
     export { loadConfig } from './src/config.ts';
     export { openPgliteDatabase } from './src/db/pglite-database.ts';
     export { createPasswordHasher } from './src/modules/auth/password-hashing.ts';`,
  );
}

const round = (value) => Math.round(value);
const mebibytes = (bytes) => Math.round(bytes / 2 ** 20);

/** Times `total` calls of `operation(index)`, `atOnce` in flight; latencies in ms, ascending. */
async function timed(total, atOnce, operation) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < total) {
        const index = next++;
        const begin = performance.now();
        await operation(index);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { wallMs: performance.now() - started, latencies };
}

async function runConfiguration(cost, concurrency) {
  const code = await loadServerCode();
  const config = code.loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEV_OIDC: 'false',
    PASSWORD_HASH_COST: String(cost),
    PASSWORD_HASH_CONCURRENCY: String(concurrency),
    // Wrong passwords here are measurements, not guesses: keep the guard out of the way.
    LOGIN_FAILURES_BEFORE_LOCK: '100',
    LOGIN_DELAY_AFTER_FAILURES: '1000',
    LOGIN_RATE_PER_ADDRESS: '10000',
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
    MIGRATIONS_DIR: join(apiDir, 'migrations'),
    SEED_DIR: join(apiDir, 'seed'),
    HOST_DIST: join(apiDir, 'node_modules/.cache/sign-in-bench/no-host'),
    REMOTE_STORE: join(apiDir, 'node_modules/.cache/sign-in-bench/no-store'),
  });
  const database = await code.openPgliteDatabase('memory://');
  const app = await code.buildServer(config, { database });
  const call = async (path, body, remoteAddress = '127.0.0.1') =>
    (await app.inject({ method: 'POST', url: `/api/app/v1/${path}`, payload: body, remoteAddress })).json();
  try {
    const account = 'bench_player';
    await call('accountRegist', { account, password: 'bench-password' });
    await call('accountRegist', { account: 'bench_old_hash', password: 'bench-password' });
    const oldHash = await code.createPasswordHasher({ cost: 2 ** 15, concurrency: 1 }).hash('bench-password');
    await database.query(`UPDATE users SET password_hash = $1 WHERE account = 'bench_old_hash'`, [oldHash]);
    const expectCode = (expected) => (answer) => {
      if (answer.errcode !== expected)
        throw new Error(`expected ${expected}, got ${answer.errcode} ${answer.msg}`);
    };
    // Each attempt from its own address, as separate players would come.
    const address = (index) => `10.${index >> 8}.${index & 255}.9`;
    const cases = {
      'right password': (index) =>
        call('accountLogin', { account, password: 'bench-password' }, address(index)).then(expectCode(0)),
      'wrong, known': (index) =>
        call('accountLogin', { account, password: 'not-it' }, address(index)).then(expectCode(1102)),
      'wrong, hash at 2^15': (index) =>
        call('accountLogin', { account: 'bench_old_hash', password: 'not-it' }, address(index)).then(
          expectCode(1102),
        ),
      'wrong, unknown name': (index) =>
        call('accountLogin', { account: `nobody_${index}`, password: 'not-it' }, address(index)).then(
          expectCode(1102),
        ),
    };
    await cases['wrong, unknown name'](0); // makes the dummy hash
    const sequential = {};
    for (const [name, operation] of Object.entries(cases)) {
      const { latencies } = await timed(signIns, 1, operation);
      sequential[name] = { p50: round(percentile(latencies, 0.5)), p90: round(percentile(latencies, 0.9)) };
    }

    globalThis.gc?.();
    const rssBefore = process.memoryUsage.rss();
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 2);
    const { wallMs, latencies } = await timed(burst, burst, cases['right password']);
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    return {
      sequential,
      burst: {
        wallMs: round(wallMs),
        p50: round(percentile(latencies, 0.5)),
        p99: round(percentile(latencies, 0.99)),
        peakAboveMiB: mebibytes(peakRss - rssBefore),
      },
    };
  } finally {
    await app.close();
    await database.close();
  }
}

if (process.argv[2] === '--one') {
  const result = await runConfiguration(Number(process.argv[3]), Number(process.argv[4]));
  process.stdout.write(JSON.stringify(result));
} else {
  const here = fileURLToPath(import.meta.url);
  const load = execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/.*load average: /, '');
  console.log(
    `sign-in benchmark: ${signIns} sign-ins one at a time per case, bursts of ${burst}; load ${load}`,
  );
  console.log(
    '| N     | hashes at once | right p50/p90 | wrong known | wrong, 2^15 hash | wrong unknown | burst wall | burst p50/p99 | burst peak RSS |',
  );
  console.log(
    '| ----- | -------------- | ------------- | ----------- | ---------------- | ------------- | ---------- | ------------- | -------------- |',
  );
  for (const { cost, concurrency } of configurations) {
    const output = execFileSync(
      process.execPath,
      ['--expose-gc', here, '--one', String(cost), String(concurrency)],
      {
        encoding: 'utf8',
        env: { ...process.env },
        maxBuffer: 1 << 20,
      },
    );
    const { sequential, burst: b } = JSON.parse(output);
    const cell = (name) => `${sequential[name].p50}/${sequential[name].p90} ms`;
    console.log(
      `| 2^${Math.log2(cost)} | ${concurrency} | ${cell('right password')} | ${cell('wrong, known')} | ${cell('wrong, hash at 2^15')} | ${cell('wrong, unknown name')} | ${b.wallMs} ms | ${b.p50}/${b.p99} ms | +${b.peakAboveMiB} MiB |`,
    );
  }
}
