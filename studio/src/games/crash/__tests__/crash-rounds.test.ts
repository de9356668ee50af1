import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { loadConfig } from '../../../config.js';
import { type Database, openDatabase } from '../../../db/database.js';
import { migrate } from '../../../db/schema.js';
import { buildStudio } from '../../../server.js';
import { type FakeOperator, startFakeOperator } from '../../../test-support/fake-operator.js';
import { crashPointFromHash } from '../crash-math.js';
import { loadChain } from '../crash-store.js';
import { buildHashChain } from '../hash-chain.js';
import type { ClientMessage, ServerMessage } from '../protocol.js';
import { CRASH_SOCKET_PATH } from '../socket.js';

const secret = 'crash-test-secret-of-at-least-32-characters';
/** A chain whose four rounds crash at 1.17x, 1.19x, 1.18x and 1.20x: every round flies past 1.05x. */
const seed = createHash('sha256').update('crash-test-15103').digest('hex');
const chain = buildHashChain(seed, 4);

let db: Database;
let operator: FakeOperator;
let studio: FastifyInstance;
let socketUrl: string;

/** A player's socket and every message it got, in order. */
class Player {
  readonly messages: ServerMessage[] = [];
  private constructor(
    readonly socket: WebSocket,
    readonly playerId: string,
  ) {
    socket.on('message', (raw) => this.messages.push(JSON.parse(String(raw)) as ServerMessage));
  }

  static async join(playerId: string): Promise<Player> {
    const launchToken = `launch-${playerId}-${'x'.repeat(24)}`;
    operator.launch(launchToken, { sessionId: `session-${playerId}`, playerId, gameCode: 'crash' });
    const response = await studio.inject({
      method: 'POST',
      url: '/api/session',
      payload: { launchToken, gameCode: 'crash' },
    });
    expect(response.statusCode).toBe(200);
    const socket = new WebSocket(socketUrl);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const player = new Player(socket, playerId);
    player.send({ type: 'hello', token: response.json().token });
    await player.next('welcome');
    return player;
  }

  send(message: ClientMessage): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first message of a type (after `from` messages), waiting for it. */
  next<T extends ServerMessage['type']>(
    type: T,
    match: (message: Extract<ServerMessage, { type: T }>) => boolean = () => true,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    return vi.waitFor(
      () => {
        const found = this.messages.find(
          (message): message is Extract<ServerMessage, { type: T }> =>
            message.type === type && match(message as Extract<ServerMessage, { type: T }>),
        );
        if (!found) throw new Error(`no ${type} yet`);
        return found;
      },
      { timeout: 15_000, interval: 5 },
    );
  }

  ticks(roundNumber: number): { elapsed: number; multiplier: number }[] {
    return this.messages
      .filter((message) => message.type === 'tick' && message.roundNumber === roundNumber)
      .map((message) => {
        const { elapsed, multiplier } = message as Extract<ServerMessage, { type: 'tick' }>;
        return { elapsed, multiplier };
      });
  }
}

beforeAll(async () => {
  db = await openDatabase({ engine: 'pglite', dataDir: 'memory://' });
  await migrate(db);
  // The studio plays the chain with the newest id: this one, whose crash points the test knows.
  await db.query('INSERT INTO crash_chains (seed, length, terminal_hash) VALUES ($1, $2, $3)', [
    seed,
    chain.length,
    chain.terminalHash,
  ]);
  operator = await startFakeOperator(secret, 100_000);
  const config = loadConfig({
    NODE_ENV: 'test',
    GAME_PROVIDER_SECRET: secret,
    OPERATOR_WALLET_URL: operator.url,
    STUDIO_RETRY_INTERVAL_MS: '600000',
    STUDIO_CRASH_BETTING_MS: '1500',
    STUDIO_CRASH_PAUSE_MS: '1000',
    LOG_LEVEL: 'silent',
    STUDIO_PORT: '0',
  });
  studio = await buildStudio(config, { database: db });
  await studio.listen({ port: 0, host: '127.0.0.1' });
  const address = studio.server.address();
  socketUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${CRASH_SOCKET_PATH}`;
});

afterAll(async () => {
  await studio?.close();
  await operator?.close();
  await db?.close();
});

describe('a shared crash round over WebSockets', () => {
  it('pays a manual and an auto cash-out, loses the rest, refuses a late cash-out, and settles each once', async () => {
    const manual = await Player.join('manual');
    const loser = await Player.join('loser');
    const auto = await Player.join('auto');

    // The first round whose betting the three can still join with time to spare.
    const betting = await manual.next(
      'betting',
      (message) => message.bettingEndsAt - message.serverTime > 1_000,
    );
    const roundNumber = betting.roundNumber;
    const crashPoint = crashPointFromHash(chain.roundHash(roundNumber));
    await Promise.all([loser.next('betting', (m) => m.roundNumber === roundNumber), auto.next('betting')]);

    manual.send({ type: 'bet', amount: 1_000, autoCashOut: null });
    loser.send({ type: 'bet', amount: 2_000, autoCashOut: null });
    auto.send({ type: 'bet', amount: 500, autoCashOut: 105 });
    for (const player of [manual, loser, auto]) {
      expect((await player.next('betAccepted')).roundNumber).toBe(roundNumber);
    }
    expect(operator.balances.get('manual')).toBe(99_000);

    // Others' bets reach everyone, the nickname masked.
    await vi.waitFor(() => {
      const seen = manual.messages.flatMap((m) => (m.type === 'feed' ? m.bets : []));
      expect(seen).toHaveLength(3);
      expect(seen.every((bet) => bet.player === 'Te***')).toBe(true);
    });

    await manual.next('tick', (tick) => tick.roundNumber === roundNumber && tick.multiplier >= 102);
    manual.send({ type: 'cashOut' });
    const cashedOut = await manual.next('cashedOut');
    expect(cashedOut.multiplier).toBeGreaterThanOrEqual(102);
    expect(cashedOut.multiplier).toBeLessThanOrEqual(crashPoint);
    expect(cashedOut.payout).toBe(Math.floor((1_000 * cashedOut.multiplier) / 100));

    const crash = await loser.next('crash', (message) => message.roundNumber === roundNumber);
    expect(crash.crashPoint).toBe(crashPoint);
    expect(crash.hash).toBe(chain.roundHash(roundNumber));
    loser.send({ type: 'cashOut' });
    const refused = await loser.next('cashOutRefused');
    expect(refused.code).toBe('ROUND_CRASHED');
    expect(refused.message).toBe(`Too late: the round crashed at ${(crashPoint / 100).toFixed(2)}x.`);

    // Every player saw the same flight, tick for tick.
    expect(manual.ticks(roundNumber).length).toBeGreaterThan(5);
    expect(loser.ticks(roundNumber)).toEqual(manual.ticks(roundNumber));
    expect(auto.ticks(roundNumber)).toEqual(manual.ticks(roundNumber));

    // The auto cash-out paid at its target exactly, and everyone saw both cash-outs.
    const cashOuts = loser.messages.flatMap((m) => (m.type === 'feed' ? m.cashOuts : []));
    expect(cashOuts.map((c) => c.multiplier).sort()).toEqual([105, cashedOut.multiplier].sort());
    expect(cashOuts).toContainEqual(expect.objectContaining({ multiplier: 105, payout: 525 }));

    // Settlement: one win per player's round (0 for the loser), each reaching the operator once.
    await vi.waitFor(() => expect(operator.applied.filter((call) => call.action === 'win')).toHaveLength(3), {
      timeout: 10_000,
    });
    const { rows } = await db.query<{
      id: string;
      player_id: string;
      stake: number;
      win: number;
      state: string;
    }>(`SELECT id, player_id, stake, win, state FROM rounds WHERE game_code = 'crash'`);
    const byPlayer = new Map(rows.map((row) => [row.player_id, row]));
    expect(byPlayer.get('manual')).toMatchObject({ stake: 1_000, win: cashedOut.payout, state: 'settled' });
    expect(byPlayer.get('loser')).toMatchObject({ stake: 2_000, win: 0, state: 'settled' });
    expect(byPlayer.get('auto')).toMatchObject({ stake: 500, win: 525, state: 'settled' });
    for (const row of rows) {
      const calls = operator.applied.filter((call) => call.transactionId.startsWith(row.id));
      expect(calls.map((call) => [call.action, call.duplicate])).toEqual([
        ['bet', false],
        ['win', false],
      ]);
    }
    expect(operator.roundNet(byPlayer.get('loser')?.id ?? '')).toBe(-2_000);
    expect(operator.roundNet(byPlayer.get('manual')?.id ?? '')).toBe(cashedOut.payout - 1_000);
    expect(operator.balances.get('manual')).toBe(99_000 + cashedOut.payout);
    expect(operator.balances.get('loser')).toBe(98_000);
    expect((await manual.next('balance')).balance).toBe(99_000 + cashedOut.payout);

    // The revealed hash is published for the verify page, linked to the one before it.
    const published = await studio.inject({ url: `/api/games/crash/hashes/${crash.hash}` });
    expect(published.json()).toMatchObject({ roundNumber, crashPoint, terminalHash: chain.terminalHash });

    for (const player of [manual, loser, auto]) player.socket.close();
  });

  it('refuses a bet during the flight and a stake out of range, and moves no money', async () => {
    const player = await Player.join('refused');
    const takeOff = await player.next('takeOff');
    player.send({ type: 'bet', amount: 1_000, autoCashOut: null });
    expect((await player.next('betRefused')).code).toBe('BETTING_CLOSED');
    await player.next('betting', (message) => message.roundNumber > takeOff.roundNumber);
    player.send({ type: 'bet', amount: 5, autoCashOut: null });
    await vi.waitFor(() => expect(player.messages.filter((m) => m.type === 'betRefused')).toHaveLength(2));
    const refusals = player.messages.filter((m) => m.type === 'betRefused');
    expect(refusals.map((m) => m.code)).toEqual(['BETTING_CLOSED', 'STAKE_OUT_OF_RANGE']);
    expect(operator.applied.filter((call) => call.action === 'bet')).toHaveLength(3);
    expect(operator.balances.get('refused')).toBe(100_000);
    player.socket.close();
  });

  it('closes a socket whose hello carries an unknown token', async () => {
    const socket = new WebSocket(socketUrl);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'hello', token: 'x'.repeat(43) }));
    expect(await closed).toBe(4001);
  });
});

describe('the chain across a restart', () => {
  it('continues after the last round started, reveals a round cut short as voided, and renews a used-up chain', async () => {
    const local = await openDatabase({ engine: 'pglite', dataDir: 'memory://' });
    await migrate(local);
    const first = await loadChain(local, 3);
    expect(first.firstRound).toBe(1);
    await first.store.roundStarted(1);
    await first.store.roundCrashed({
      roundNumber: 1,
      hash: first.chain.roundHash(1),
      crashPoint: crashPointFromHash(first.chain.roundHash(1)),
      crashedAt: new Date(),
    });
    await first.store.roundStarted(2);

    const again = await loadChain(local, 3);
    expect(again.chain.terminalHash).toBe(first.chain.terminalHash);
    expect(again.firstRound).toBe(3);
    expect(again.recent.map((round) => round.roundNumber)).toEqual([1]);
    const { rows } = await local.query<{ hash: string; voided: boolean }>(
      'SELECT hash, voided FROM crash_rounds WHERE round_number = 2',
    );
    expect(rows[0]).toEqual({ hash: first.chain.roundHash(2), voided: true });

    await again.store.roundStarted(3);
    const next = await loadChain(local, 3);
    expect(next.chain.terminalHash).not.toBe(first.chain.terminalHash);
    expect(next.firstRound).toBe(1);
    await local.close();
  });
});
