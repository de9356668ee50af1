// One crash round with 1,000 players over WebSocket against the real studio process (dist/server.mjs,
// PGlite in a temporary directory): every player bets, then cashes out at its own multiplier; the
// cash-out latency (message sent -> `cashedOut` received) is printed beside a plain `ws` echo round
// trip measured in the same run, with 1,000 connections each sending once over 6 s.
// The operator is a fake wallet server in this process (signed calls accepted, balances in memory).
// Usage: npm run bench:crash [-- --players 1000]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket, WebSocketServer } from 'ws';

const studioDir = fileURLToPath(new URL('..', import.meta.url));
const playersArg = process.argv.indexOf('--players');
const PLAYERS = playersArg > 0 ? Number(process.argv[playersArg + 1]) : 1_000;
const BETTING_MS = 12_000;
const STAKE = 100;
const MAX_ROUNDS = 8;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value) => `${value.toFixed(2)} ms`;

/** The operator's wallet endpoint, enough of the protocol for the studio: sessions, bets, wins. */
function startFakeOperator() {
  const balances = new Map();
  const applied = new Map();
  const wins = new Map();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const action = request.url.split('/').pop();
      const fields = JSON.parse(body);
      const answer = (status, payload) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (action === 'session') {
        const playerId = String(fields.launchToken).replace('bench-launch-', 'p');
        balances.set(playerId, 1_000_000);
        return answer(200, {
          ok: true,
          sessionId: `s-${playerId}`,
          playerId,
          gameCode: 'crash',
          demo: false,
          nickname: `Player${playerId}`,
          balance: 1_000_000,
          currency: 'PHP',
        });
      }
      const playerId = String(fields.sessionId).slice(2);
      const balance = balances.get(playerId) ?? 0;
      if (action === 'balance') return answer(200, { ok: true, balance, currency: 'PHP' });
      const first = applied.get(fields.transactionId);
      if (first) return answer(200, { ...first, duplicate: true });
      const next = action === 'bet' ? balance - fields.amount : balance + (fields.amount ?? 0);
      if (action === 'win') wins.set(fields.transactionId, (wins.get(fields.transactionId) ?? 0) + 1);
      balances.set(playerId, next);
      const result = {
        ok: true,
        balance: next,
        currency: 'PHP',
        transactionId: `op-${applied.size}`,
        duplicate: false,
      };
      applied.set(fields.transactionId, result);
      return answer(200, result);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port, wins })),
  );
}

async function waitForHealth(url) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the studio did not start');
}

function open(url) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Reference: the same connections, each sending one message at the same spread of times, echoed. */
async function echoReference(count, spreadMs) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket) => socket.on('message', (data) => socket.send(data)));
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `ws://127.0.0.1:${server.address().port}`;
  const sockets = [];
  for (let i = 0; i < count; i += 1) sockets.push(await open(url));
  const latencies = await Promise.all(
    sockets.map(
      (socket) =>
        new Promise((resolve) => {
          setTimeout(() => {
            const sent = performance.now();
            socket.once('message', () => resolve(performance.now() - sent));
            socket.send(JSON.stringify({ type: 'cashOut' }));
          }, Math.random() * spreadMs);
        }),
    ),
  );
  for (const socket of sockets) socket.close();
  await new Promise((resolve) => server.close(resolve));
  return latencies;
}

const operator = await startFakeOperator();
const dataDir = mkdtempSync(join(tmpdir(), 'crash-bench-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const studio = spawn(process.execPath, ['dist/server.mjs'], {
  cwd: studioDir,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    STUDIO_PORT: String(port),
    STUDIO_DATA_DIR: join(dataDir, 'db'),
    OPERATOR_WALLET_URL: `http://127.0.0.1:${operator.port}/api/provider/v1`,
    STUDIO_CRASH_BETTING_MS: String(BETTING_MS),
    STUDIO_CRASH_PAUSE_MS: '1000',
  },
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitForHealth(`${base}/api/health`);
  console.log(`crash bench: ${PLAYERS} players, the studio process on PGlite, a fake operator wallet server`);
  console.log(
    `load average before: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (figures want an idle machine)`,
  );

  const players = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const answer = await fetch(`${base}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ launchToken: `bench-launch-${i}-${'x'.repeat(20)}`, gameCode: 'crash' }),
    }).then((response) => response.json());
    const socket = await open(`ws://127.0.0.1:${port}/api/crash/socket`);
    const player = { socket, handlers: new Set() };
    socket.on('message', (raw) => {
      const text = String(raw);
      // Ticks and feeds (20 a second per player) are not what is measured: skipped unparsed, so the
      // 1,000 simulated players in this one process do not delay the answers being timed.
      if (text.startsWith('{"type":"tick"') || text.startsWith('{"type":"feed"')) return;
      const message = JSON.parse(text);
      for (const handler of player.handlers) handler(message);
    });
    const welcomed = new Promise((resolve) => player.handlers.add((m) => m.type === 'welcome' && resolve()));
    socket.send(JSON.stringify({ type: 'hello', token: answer.token }));
    await welcomed;
    players.push(player);
  }
  const next = (player, test) =>
    new Promise((resolve) => {
      const handler = (message) => {
        if (test(message)) {
          player.handlers.delete(handler);
          resolve(message);
        }
      };
      player.handlers.add(handler);
    });

  let measured = null;
  let betsPlaced = 0;
  for (let attempt = 1; attempt <= MAX_ROUNDS && !measured; attempt += 1) {
    // A round that crashed too early is settled before the next is measured: its 1,000 wins would
    // otherwise share the studio's event loop with the measured flight.
    const settling = performance.now();
    while (operator.wins.size < betsPlaced && performance.now() - settling < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const betting = await next(players[0], (m) => m.type === 'betting');
    const betStarted = performance.now();
    const accepted = await Promise.all(
      players.map((player) => {
        const reply = next(player, (m) => m.type === 'betAccepted' || m.type === 'betRefused');
        player.socket.send(JSON.stringify({ type: 'bet', amount: STAKE, autoCashOut: null }));
        return reply;
      }),
    );
    const betMs = performance.now() - betStarted;
    const placed = accepted.filter((m) => m.type === 'betAccepted').length;
    betsPlaced += placed;
    // Each player cashes out at its own moment of the first 6 s of the flight (up to 1.43x).
    const results = await Promise.all(
      players.map((player) => {
        const delay = Math.random() * 6_000;
        return new Promise((resolve) => {
          let sent = 0;
          let timer;
          const handler = (message) => {
            if (message.type === 'takeOff' && message.roundNumber === betting.roundNumber) {
              timer = setTimeout(() => {
                sent = performance.now();
                player.socket.send(JSON.stringify({ type: 'cashOut' }));
              }, delay);
            } else if ((message.type === 'cashedOut' || message.type === 'cashOutRefused') && sent) {
              player.handlers.delete(handler);
              resolve({ ok: message.type === 'cashedOut', latency: performance.now() - sent });
            } else if (message.type === 'crash' && !sent) {
              clearTimeout(timer);
              player.handlers.delete(handler);
              resolve(null);
            }
          };
          player.handlers.add(handler);
        });
      }),
    );
    const crash = await next(players[0], (m) => m.type === 'crash' && m.roundNumber === betting.roundNumber);
    const cashed = results.filter((r) => r?.ok);
    console.log(
      `round ${betting.roundNumber}: ${placed} bets placed in ${betMs.toFixed(0)} ms, crashed at ${(crash.crashPoint / 100).toFixed(2)}x, ${cashed.length} cash-outs`,
    );
    if (cashed.length >= PLAYERS * 0.9)
      measured = { round: betting.roundNumber, latencies: cashed.map((r) => r.latency) };
  }
  if (!measured) throw new Error(`no round of ${MAX_ROUNDS} flew past 1.43x`);

  const settleStart = performance.now();
  while (
    [...operator.wins.keys()].filter((id) => id).length < PLAYERS * 0.9 &&
    performance.now() - settleStart < 60_000
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const repeatedWins = [...operator.wins.values()].filter((count) => count > 1).length;

  const reference = await echoReference(PLAYERS, 6_000);
  const [p50, p99] = [percentile(measured.latencies, 50), percentile(measured.latencies, 99)];
  const [r50, r99] = [percentile(reference, 50), percentile(reference, 99)];
  console.log(
    `cash-out latency (${measured.latencies.length} cash-outs): p50 ${ms(p50)}, p99 ${ms(p99)} (target p99 <= 50 ms)`,
  );
  console.log(
    `reference, plain ws echo (${reference.length} round trips spread over 6 s, same process as the clients): p50 ${ms(r50)}, p99 ${ms(r99)}`,
  );
  console.log(`ratio crash / echo: p50 ${(p50 / r50).toFixed(1)}x, p99 ${(p99 / r99).toFixed(1)}x`);
  console.log(
    `settlement: ${operator.wins.size} of ${betsPlaced} rounds' wins reached the operator, ${repeatedWins} more than once`,
  );
  for (const player of players) player.socket.close();
  process.exitCode = p99 <= 50 ? 0 : 1;
} finally {
  studio.kill('SIGTERM');
  await new Promise((resolve) => studio.once('exit', resolve));
  operator.server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
