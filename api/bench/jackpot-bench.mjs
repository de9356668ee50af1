#!/usr/bin/env node
// `npm run bench:jackpot`: the lucky jackpot's draw call (`POST /api/app/v1/jackpotDraw`) at a
// fixed BENCH_RATE (200) draws a second across BENCH_PLAYERS (64) players on PostgreSQL
// (DATABASE_URL or TEST_DATABASE_URL, on this machine), with p50 and p99 latency; beside it, in the
// same run and with the same load generator, Fastify's hello-world at the same rate. The generator
// is open-loop: a request leaves every 1/rate s whether or not earlier ones answered (autocannon's
// rate limit sends each second's requests in a burst, which measures the burst, not the call).
// The API is the production build (api/dist/server.mjs) in its own process, on a schema of its
// own, dropped at the end; each player is given enough received chances by SQL (earning them is
// the API tests' business) and the daily draw limit is raised through the operator API.
// `check:ledger` runs over the schema after. Settings: BENCH_SECONDS (10), BENCH_RATE (200),
// BENCH_PLAYERS (64), BENCH_WARMUP_SECONDS (2: draws at the same rate before the measured ones,
// shown in their own row, as a server that has been running is warm), BENCH_SERVER_NODE_ARGS (e.g.
// `--cpu-prof --cpu-prof-dir=/tmp/prof`, to profile the API under load), BENCH_EXTRA_ENV (JSON of more API settings, e.g. `{"OUTBOX_INTERVAL_MS":"0"}`).
// CPU per draw: the API process's, every PostgreSQL process's (other sessions' queries included) and
// the API's own PostgreSQL connections' (by application_name). Goal: p99 <= 20 ms at 200 draws/s.
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  apiDir,
  backendCpuSeconds,
  backendCpuSpent,
  boundedSetting,
  checkLedger,
  freePort,
  loadText,
  postgresCpuSeconds,
  requirePostgresUrl,
  startProcess,
} from './bench-support.mjs';

const seconds = boundedSetting('BENCH_SECONDS', 10, 300);
const warmUpSeconds = boundedSetting('BENCH_WARMUP_SECONDS', 2, 60);
const rate = boundedSetting('BENCH_RATE', 200, 100_000);
const playerCount = boundedSetting('BENCH_PLAYERS', 64, 10_000);
const postgresUrl = requirePostgresUrl('bench:jackpot');
const schema = `jackpot_bench_${randomBytes(4).toString('hex')}`;
const operatorToken = randomBytes(24).toString('hex');
/** The API's connections' application_name, so their backends' CPU can be told from others'. */
const applicationName = schema;

async function post(baseUrl, path, body, token) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.errcode !== 0) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

function withApplicationName(url) {
  const named = new URL(url);
  named.searchParams.set('application_name', applicationName);
  return named.href;
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * Sends `nextRequest(index)` every 1/rate s for `duration` s over keep-alive connections, without
 * waiting for answers; `check(status, body)` says whether an answer is a success. Latencies in ms.
 */
async function paced(baseUrl, nextRequest, check, duration = seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const { hostname, port } = new URL(baseUrl);
  const latencies = [];
  let failed = 0;
  const send = (index) =>
    new Promise((resolve) => {
      const { method, path, headers, body } = nextRequest(index);
      const started = performance.now();
      const outgoing = httpRequest({ agent, hostname, port, method, path, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          latencies.push(performance.now() - started);
          if (!check(response.statusCode, text)) failed += 1;
          resolve();
        });
      });
      outgoing.on('error', () => {
        failed += 1;
        resolve();
      });
      outgoing.end(body);
    });
  const total = rate * duration;
  const startedAt = performance.now();
  const inFlight = [];
  for (let index = 0; index < total; index += 1) {
    const due = startedAt + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(index));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { perSecond: Math.round(latencies.length / elapsed), latencies, failed };
}

const row = (scenario, result, loadBefore) => ({
  scenario,
  'per s': result.perSecond,
  'p50 ms': Number(percentile(result.latencies, 0.5).toFixed(1)),
  'p99 ms': Number(percentile(result.latencies, 0.99).toFixed(1)),
  'max ms': Number((result.latencies.at(-1) ?? 0).toFixed(1)),
  failed: result.failed,
  load: `${loadBefore} -> ${loadText()}`,
});

async function helloWorld() {
  const port = await freePort();
  const script = `import Fastify from 'fastify';
    const app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const server = await startProcess(['--input-type=module', '-e', script], {}, port, (base) => fetch(base));
  try {
    const loadBefore = loadText();
    const result = await paced(
      server.baseUrl,
      () => ({ method: 'GET', path: '/', headers: {} }),
      (status) => status === 200,
    );
    return row(`Fastify hello-world, ${rate}/s`, result, loadBefore);
  } finally {
    await server.stop();
  }
}

async function draws() {
  const port = await freePort();
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = await startProcess(
    [...nodeArgs, join(apiDir, 'dist/server.mjs')],
    {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      GAME_PROVIDER_SECRET: randomBytes(32).toString('hex'),
      STUDIO_PUBLIC_URL: 'http://127.0.0.1:9',
      OPERATOR_TOKEN: operatorToken,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
      DATABASE_URL: withApplicationName(postgresUrl),
      DATABASE_SCHEMA: schema,
      ...(process.env.BENCH_EXTRA_ENV ? JSON.parse(process.env.BENCH_EXTRA_ENV) : {}),
    },
    port,
    (base) =>
      fetch(`${base}/api/health`).then((response) => {
        if (!response.ok) throw new Error('not ready');
      }),
  );
  try {
    const operator = (method, body) =>
      fetch(`${server.baseUrl}/api/operator/v1/jackpot`, {
        method,
        headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then((response) => response.json());
    const { data } = await operator('GET');
    await operator('PUT', { rules: { ...data.rules, dailyDrawLimit: 1_000 }, enabled: true });
    const tokens = [];
    for (let index = 0; index < playerCount; index += 1) {
      const account = `jb${randomBytes(6).toString('hex')}`;
      const { token } = await post(server.baseUrl, '/app/v1/accountRegist', {
        account,
        password: 'bench-password',
      });
      await post(server.baseUrl, '/app/v1/getJackpotDrawInfo', {}, token);
      tokens.push(token);
    }
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`SET search_path TO "${schema}"`);
    await client.query('UPDATE jackpot_players SET chances = 100000');

    const refusals = new Map();
    const drawRequest = (index) => ({
      method: 'POST',
      path: '/api/app/v1/jackpotDraw',
      headers: { 'content-type': 'application/json', authorization: tokens[index % tokens.length] },
      body: '{}',
    });
    const drawSucceeded = (status, body) => {
      const errcode = status === 200 ? JSON.parse(body).errcode : `HTTP ${status}`;
      if (errcode !== 0) refusals.set(errcode, (refusals.get(errcode) ?? 0) + 1);
      return errcode === 0;
    };
    // A running server's pool, plans and JIT are warm; the first seconds of a new process are not.
    const warmUpLoad = loadText();
    const warmUp = await paced(server.baseUrl, drawRequest, drawSucceeded, warmUpSeconds);
    const loadBefore = loadText();
    const cpuBefore = [server.cpuSeconds(), postgresCpuSeconds()];
    const backendsBefore = await backendCpuSeconds(client, applicationName);
    const result = await paced(server.baseUrl, drawRequest, drawSucceeded);
    const cpuAfter = [server.cpuSeconds(), postgresCpuSeconds()];
    const backendsSpent = backendCpuSpent(backendsBefore, await backendCpuSeconds(client, applicationName));
    await client.end();
    // What one draw costs the API process and PostgreSQL's processes, whatever else the machine runs.
    const perDraw = (index) =>
      cpuBefore[index] === null || cpuAfter[index] === null
        ? 'n/a'
        : Math.round(((cpuAfter[index] - cpuBefore[index]) * 1e6) / result.latencies.length);
    return {
      warmUpRow: row(`jackpotDraw, first ${warmUpSeconds} s (warm-up, not counted)`, warmUp, warmUpLoad),
      row: {
        ...row(`jackpotDraw, ${rate}/s`, result, loadBefore),
        'API CPU µs/draw': perDraw(0),
        'DB CPU µs/draw': perDraw(1),
        'API conns DB µs/draw':
          backendsSpent === null ? 'n/a' : Math.round((backendsSpent * 1e6) / result.latencies.length),
      },
      refusals,
    };
  } finally {
    await server.stop();
  }
}

console.log(
  `jackpot draw bench: ${seconds} s at ${rate}/s, ${playerCount} players, ` +
    `production build on PostgreSQL; ${cpus().length} CPUs, load ${loadText()}`,
);
try {
  const reference = await helloWorld();
  const { warmUpRow, row: drawRow, refusals } = await draws();
  console.table([reference, warmUpRow, drawRow]);
  if (drawRow.failed > 0) console.log('failed draws by errcode:', Object.fromEntries(refusals));
  const check = await checkLedger(postgresUrl, schema);
  console.log(check.output.trim().split('\n').at(-1));
  if (check.code !== 0) process.exitCode = 1;
} finally {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
}
console.log('goal: jackpotDraw p99 <= 20 ms at 200 draws/s on PostgreSQL');
