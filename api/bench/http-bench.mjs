#!/usr/bin/env node
// `npm run bench:api`: requests per second and p99 latency of the hottest calls over real HTTP
// (preLogin from a new device, preLogin from a returning signed-in device, refreshData), then
// ledger transfers per second (api/bench/ledger-bench.mjs), on PGlite (a data directory, as
// `npm start` runs) and on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL points at this
// machine. The server is the production build (api/dist/server.mjs, NODE_ENV=production) in its own
// process; autocannon drives it from this one. Each figure is printed with the load average, since
// the machine may be shared. Settings: BENCH_SECONDS (10 per scenario), BENCH_CONNECTIONS (32),
// BENCH_LEDGER_SECONDS (10 per engine), BENCH_SKIP_LEDGER=1, BENCH_SERVER_NODE_ARGS (profiling).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  apiDir,
  boundedSetting,
  cpuSecondsOf,
  freePort,
  loadText,
  loopbackDatabaseUrl,
} from './bench-support.mjs';

const serverScript = join(apiDir, 'dist/server.mjs');

const seconds = boundedSetting('BENCH_SECONDS', 10, 300);
const connections = boundedSetting('BENCH_CONNECTIONS', 32, 1_000);
const ledgerSeconds = boundedSetting('BENCH_LEDGER_SECONDS', 10, 300);
const playerCount = 20;
const postgresUrl = loopbackDatabaseUrl('DATABASE_URL', 'TEST_DATABASE_URL');

if (!existsSync(serverScript)) {
  throw new Error('api/dist/server.mjs is missing: run `pnpm --filter @casino/api build` first');
}

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
async function post(baseUrl, path, body, token) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** Starts the built server on a free port with `environment`; resolves once it answers. */
async function startServer(environment) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles the server under load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, serverScript], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // Production needs a payment provider and the game studio's secret and address; the bench
      // makes no deposits and launches no game, on loopback only.
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      GAME_PROVIDER_SECRET: randomBytes(32).toString('hex'),
      STUDIO_PUBLIC_URL: 'http://127.0.0.1:9',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The bench signs up its players from one address.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    errors += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${errors}`);
    try {
      await post(baseUrl, '/anonymous/appTheme', {});
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`the server did not answer within 60 s: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    baseUrl,
    cpuSeconds: () => cpuSecondsOf(child.pid),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

const preLoginBody = (deviceId, gameListVersion) => ({
  os: 'Android 14',
  deviceModel: 'Pixel 8',
  deviceId,
  phoneinfoJsonModel: { screenWidth: 390, screenHeight: 844, language: 'en-US', timeZone: 'Asia/Manila' },
  urlParams: {},
  ...(gameListVersion ? { gameListVersion } : {}),
  appId: 'web',
  channel: 'WEB',
  clientReferrer: '',
  platform: 0,
  appVersion: '1.0.0',
  appWebName: 'royal',
});

/** Signs up players and starts a device for each: the returning visitors of the scenarios. */
async function preparePlayers(baseUrl) {
  const players = [];
  for (let index = 0; index < playerCount; index += 1) {
    const account = `bench_${randomBytes(5).toString('hex')}`;
    const registered = await post(baseUrl, '/app/v1/accountRegist', { account, password: 'bench-pass-1' });
    if (registered.errcode !== 0) throw new Error(`sign-up failed: ${registered.msg}`);
    const deviceId = randomUUID();
    const started = await post(baseUrl, '/app/v1/preLogin', preLoginBody(deviceId), registered.data.token);
    if (started.code !== 200) throw new Error(`preLogin failed: ${started.msg}`);
    players.push({ token: registered.data.token, deviceId, gameListVersion: started.data.gameListVersion });
  }
  return players;
}

/** One autocannon run; every answer must be a success envelope (`successPrefix`), counted in `failed`. */
async function measure(server, label, path, makeRequest, successPrefix) {
  let failures = 0;
  const loadBefore = loadText();
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({
    url: server.baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: `/api${path}`,
        setupRequest: (request) => {
          const { body, token } = makeRequest();
          return {
            ...request,
            body: JSON.stringify(body),
            headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
          };
        },
        onResponse: (status, body) => {
          if (status !== 200 || !body.startsWith(successPrefix)) failures += 1;
        },
      },
    ],
  });
  const failed = failures + result.errors + result.timeouts + result.non2xx;
  const cpuAfter = server.cpuSeconds();
  const cpuPerRequest =
    cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
  return {
    scenario: label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    failed,
    // What one request costs the API process (the database's own processes not counted on PostgreSQL).
    'API CPU µs/req': cpuPerRequest === null ? 'n/a' : Math.round(cpuPerRequest),
    load: `${loadBefore} -> ${loadText()}`,
  };
}

async function benchHttp(engine, environment) {
  const server = await startServer(environment);
  try {
    const players = await preparePlayers(server.baseUrl);
    const pickPlayer = () => players[Math.floor(Math.random() * players.length)];
    // The server writes the code first: checking the prefix keeps the load generator light.
    const codeOk = '{"code":200,';
    const errcodeOk = '{"errcode":0,';
    const rows = [
      await measure(
        server,
        'preLogin, new device',
        '/app/v1/preLogin',
        () => ({ body: preLoginBody(randomUUID()) }),
        codeOk,
      ),
      await measure(
        server,
        'preLogin, returning signed-in device',
        '/app/v1/preLogin',
        () => {
          const player = pickPlayer();
          return { body: preLoginBody(player.deviceId, player.gameListVersion), token: player.token };
        },
        codeOk,
      ),
      await measure(
        server,
        'refreshData',
        '/app/v1/refreshData',
        () => ({ body: {}, token: pickPlayer().token }),
        errcodeOk,
      ),
    ];
    return rows.map((row) => ({ engine, ...row }));
  } finally {
    await server.stop();
  }
}

/** Runs api/bench/ledger-bench.mjs and collects the JSON rows it prints. */
function benchLedger() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(apiDir, 'bench/ledger-bench.mjs')], {
      env: {
        ...process.env,
        BENCH_SECONDS: String(ledgerSeconds),
        BENCH_TRANSFERS: '100000',
        ...(postgresUrl ? { BENCH_DATABASE_URL: postgresUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const rows = [];
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      for (const line of chunk.split('\n')) {
        if (line.startsWith('{')) rows.push({ ...JSON.parse(line), load: loadText() });
      }
    });
    child.on('close', (code) =>
      code === 0 ? resolve(rows) : reject(new Error(`ledger bench failed (${code})`)),
    );
  });
}

console.log(
  `API bench: ${seconds} s per scenario, ${connections} connections, production build ` +
    `(NODE_ENV=production, LOG_LEVEL ${process.env.LOG_LEVEL || 'info'}); ${cpus().length} CPUs, load ${loadText()}`,
);
const httpRows = [];
const dataDir = await mkdtemp(join(tmpdir(), 'casino-http-bench-'));
try {
  httpRows.push(...(await benchHttp('pglite (data dir)', { DATA_DIR: dataDir })));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
if (postgresUrl) {
  const schema = `http_bench_${randomBytes(4).toString('hex')}`;
  try {
    httpRows.push(...(await benchHttp('postgres', { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema })));
  } finally {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
} else {
  console.log(
    'PostgreSQL leg not run: set DATABASE_URL or TEST_DATABASE_URL (a postgres:// URL on this machine)',
  );
}
console.table(httpRows);

if (process.env.BENCH_SKIP_LEDGER) {
  console.log('ledger transfers not run (BENCH_SKIP_LEDGER)');
} else {
  const ledgerRows = await benchLedger();
  console.table(ledgerRows);
  if (!postgresUrl) console.log('ledger on PostgreSQL not run: set DATABASE_URL or TEST_DATABASE_URL');
}
console.log('goals: 3,000 req/s at p99 <= 20 ms; 1,500 transfers/s on PostgreSQL');
