import { randomBytes } from 'node:crypto';
import type { apiCalls } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { callContract, startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { newId, openSession, walletCall } from '../../games/__tests__/games-fixtures.js';
import {
  deposit,
  fundedPlayer,
  registerPlayer,
  walletTestEnvironment,
} from '../../wallet/__tests__/wallet-fixtures.js';

announceDatabaseLegs('player protection');

const hourMs = 3_600_000;

describe.each(databaseLegs)('player protection on $name', (leg) => {
  let server: TestServer;
  let now = new Date('2026-11-25T10:00:00Z');
  beforeAll(async () => {
    server = await startTestServer(
      leg,
      { ...walletTestEnvironment, OUTBOX_INTERVAL_MS: '0' },
      { clock: () => now },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (name: keyof typeof apiCalls, token: string, body: object = {}) =>
    callContract(server, name, token, body);
  const limitOf = async (token: string, kind: string, period: string) =>
    (await call('getPlayerProtection', token)).data.limits.find(
      (limit: { kind: string; period: string }) => limit.kind === kind && limit.period === period,
    );

  it('applies a first or lower limit at once, and holds a raise or removal for 24 hours and a confirmation', async () => {
    const player = await registerPlayer(server);
    await call('setPlayerLimit', player.token, { kind: 'deposit', period: 'day', amount: 100_000 });
    await call('setPlayerLimit', player.token, { kind: 'deposit', period: 'day', amount: 50_000 });
    expect(await limitOf(player.token, 'deposit', 'day')).toMatchObject({
      amount: 50_000,
      pendingAmount: null,
    });

    const raised = await call('setPlayerLimit', player.token, {
      kind: 'deposit',
      period: 'day',
      amount: 200_000,
    });
    const waiting = raised.data.limits[0];
    expect(waiting).toMatchObject({ amount: 50_000, pendingAmount: 200_000 });
    expect(Date.parse(waiting.pendingFrom) - now.getTime()).toBe(24 * hourMs);
    expect((await call('confirmPlayerLimit', player.token, { kind: 'deposit', period: 'day' })).errcode).toBe(
      2103,
    );

    now = new Date(now.getTime() + 24 * hourMs);
    await call('confirmPlayerLimit', player.token, { kind: 'deposit', period: 'day' });
    expect(await limitOf(player.token, 'deposit', 'day')).toMatchObject({
      amount: 200_000,
      pendingAmount: null,
    });

    await call('setPlayerLimit', player.token, { kind: 'deposit', period: 'day', amount: null });
    expect(await limitOf(player.token, 'deposit', 'day')).toMatchObject({
      amount: 200_000,
      pendingRemoval: true,
    });
    await call('cancelPlayerLimit', player.token, { kind: 'deposit', period: 'day' });
    expect(await limitOf(player.token, 'deposit', 'day')).toMatchObject({
      amount: 200_000,
      pendingRemoval: false,
    });
    expect((await call('cancelPlayerLimit', player.token, { kind: 'deposit', period: 'day' })).errcode).toBe(
      2104,
    );

    const { changes } = (await call('getPlayerProtection', player.token)).data;
    expect(changes.map((change: { change: string }) => change.change)).toEqual([
      'cancelled',
      'removalRequested',
      'raised',
      'raiseRequested',
      'lowered',
      'set',
    ]);
    expect(changes[2]).toMatchObject({
      kind: 'deposit',
      period: 'day',
      oldAmount: 50_000,
      newAmount: 200_000,
    });
  });

  it('refuses bad input: a time limit per day, a money limit per session, a zero amount', async () => {
    const player = await registerPlayer(server);
    expect(
      (await call('setPlayerLimit', player.token, { kind: 'session', period: 'day', amount: 60 })).errcode,
    ).toBe(400);
    expect(
      (await call('setPlayerLimit', player.token, { kind: 'loss', period: 'session', amount: 60 })).errcode,
    ).toBe(400);
    expect(
      (await call('setPlayerLimit', player.token, { kind: 'loss', period: 'day', amount: 0 })).errcode,
    ).toBe(400);
    expect(
      (await call('excludeMyself', player.token, { kind: 'timeOut', duration: 'permanent' })).errcode,
    ).toBe(400);
    expect((await call('getPlayerProtection', player.token)).data.limits).toEqual([]);
  });

  it('holds a deposit limit under 20 parallel orders', async () => {
    const player = await registerPlayer(server);
    await call('setPlayerLimit', player.token, { kind: 'deposit', period: 'day', amount: 50_000 });
    const orders = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('createRechargeOrder', player.token, { channelId: 1, amount: 10_000 }),
      ),
    );
    expect(orders.filter((order) => order.errcode === 0)).toHaveLength(5);
    const refused = orders.find((order) => order.errcode !== 0);
    expect(refused).toMatchObject({ errcode: 2102, data: { period: 'day', limit: 50_000, left: 0 } });
    expect(await limitOf(player.token, 'deposit', 'day')).toMatchObject({ used: 50_000 });
  });

  it('holds wager and loss limits under 20 parallel stakes through the seamless wallet', async () => {
    // The studio's signed timestamps and the database's own times are real: so is the clock here.
    now = new Date();
    const player = await fundedPlayer(server, 100_000);
    await call('setPlayerLimit', player.token, { kind: 'wager', period: 'day', amount: 5_000 });
    const sessionId = await openSession(server, player.token);
    const stakes = await Promise.all(
      Array.from({ length: 20 }, () =>
        walletCall(server, 'bet', {
          sessionId,
          transactionId: newId('bet'),
          roundId: newId('round'),
          amount: 1_000,
        }),
      ),
    );
    expect(stakes.filter((stake) => stake.status === 200)).toHaveLength(5);
    expect(stakes.find((stake) => stake.status !== 200)?.body.error).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'This bet would pass your day wager limit',
    });
    expect(await limitOf(player.token, 'wager', 'day')).toMatchObject({ used: 5_000 });

    const loser = await fundedPlayer(server, 100_000);
    await call('setPlayerLimit', loser.token, { kind: 'loss', period: 'week', amount: 2_500 });
    const loserSession = await openSession(server, loser.token);
    const losses = await Promise.all(
      Array.from({ length: 20 }, () =>
        walletCall(server, 'bet', {
          sessionId: loserSession,
          transactionId: newId('bet'),
          roundId: newId('round'),
          amount: 500,
        }),
      ),
    );
    expect(losses.filter((stake) => stake.status === 200)).toHaveLength(5);
  });

  it('ends every session on a time-out, and refuses sign-in until it ends, saying when', async () => {
    const account = `p${randomBytes(6).toString('hex')}`;
    const { envelope } = await server.call('/app/v1/accountRegist', { account, password: 'secret-pass' });
    const token = envelope.data.token as string;
    const started = await call('excludeMyself', token, { kind: 'timeOut', duration: '7d' });
    const until = new Date(now.getTime() + 7 * 24 * hourMs).toISOString();
    expect(started.data).toEqual({ until });
    expect((await call('getPlayerProtection', token)).errcode).toBe(401);

    const signIn = await server.call('/app/v1/accountLogin', { account, password: 'secret-pass' });
    expect(signIn.envelope).toMatchObject({ errcode: 2101, data: { kind: 'timeOut', until } });
    expect(signIn.envelope.msg).toBe(`You are taking a break until ${until}`);

    now = new Date(now.getTime() + 7 * 24 * hourMs + 1_000);
    const back = await server.call('/app/v1/accountLogin', { account, password: 'secret-pass' });
    expect(back.envelope.errcode).toBe(0);
    const again = back.envelope.data.token as string;
    await call('excludeMyself', again, { kind: 'selfExclusion', duration: 'permanent' });
    const refused = await server.call('/app/v1/accountLogin', { account, password: 'secret-pass' });
    expect(refused.envelope).toMatchObject({ errcode: 2101, data: { kind: 'selfExclusion', until: null } });
  });

  it('refuses stakes during a break, in a game session opened before it', async () => {
    // The studio's signed timestamps and the database's own times are real: so is the clock here.
    now = new Date();
    const player = await fundedPlayer(server, 50_000);
    const sessionId = await openSession(server, player.token);
    await call('excludeMyself', player.token, { kind: 'timeOut', duration: '24h' });
    const stake = await walletCall(server, 'bet', {
      sessionId,
      transactionId: newId('bet'),
      roundId: newId('round'),
      amount: 100,
    });
    expect(stake.body.error).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'You are taking a break from play',
    });
  });

  it('ends a session at its time limit through the heartbeat', async () => {
    // The studio's signed timestamps and the database's own times are real: so is the clock here.
    now = new Date();
    const player = await registerPlayer(server);
    await call('setPlayerLimit', player.token, { kind: 'session', period: 'session', amount: 30 });
    expect((await call('online', player.token)).errcode).toBe(0);
    now = new Date(now.getTime() + 31 * 60_000);
    const ended = await call('online', player.token);
    expect(ended).toMatchObject({ errcode: 2105, data: { minutes: 30 } });
    expect((await call('online', player.token)).errcode).toBe(401);
  });

  it('pauses play every interval with what the session played, counted from the last time the player played on', async () => {
    // The studio's signed timestamps and the database's own times are real: so is the clock here.
    now = new Date();
    const player = await fundedPlayer(server, 50_000);
    for (const amount of [4, 241]) {
      const refused = await call('setPlayerLimit', player.token, {
        kind: 'realityCheck',
        period: 'session',
        amount,
      });
      expect(refused).toMatchObject({ errcode: 400, data: { field: 'amount' } });
    }
    expect((await call('getRealityCheck', player.token)).data).toMatchObject({
      intervalMinutes: null,
      dueInSeconds: null,
    });
    await call('setPlayerLimit', player.token, { kind: 'realityCheck', period: 'session', amount: 15 });
    await call('setPlayerLimit', player.token, { kind: 'session', period: 'session', amount: 120 });
    expect((await call('getRealityCheck', player.token)).data).toMatchObject({
      intervalMinutes: 15,
      dueInSeconds: 15 * 60,
      sessionLimitMinutes: 120,
      rounds: 0,
    });

    const sessionId = await openSession(server, player.token);
    const won = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 500 };
    await walletCall(server, 'bet', won);
    await walletCall(server, 'win', { ...won, transactionId: newId('win'), amount: 1_200 });
    await walletCall(server, 'bet', {
      sessionId,
      transactionId: newId('bet'),
      roundId: newId('round'),
      amount: 900,
    });
    const lost = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 300 };
    await walletCall(server, 'bet', lost);
    await walletCall(server, 'rollback', {
      sessionId,
      transactionId: newId('rb'),
      roundId: lost.roundId,
      betTransactionId: lost.transactionId,
    });

    now = new Date(now.getTime() + 16 * 60_000);
    const due = (await call('getRealityCheck', player.token)).data;
    expect(due).toMatchObject({ dueInSeconds: 0, rounds: 2, staked: 1_400, won: 1_200, net: -200 });
    expect(due.sessionMinutes).toBe(15); // 16 minutes less the milliseconds sign-up took
    expect(Math.round(due.sessionEndsInSeconds / 60)).toBe(120 - 16);

    const next = (await call('continuePlaying', player.token)).data;
    expect(next.dueInSeconds).toBe(15 * 60);
    // The dev route lets an e2e test see a quarter of an hour pass on the server.
    const rewound = await server.app.inject({
      method: 'POST',
      url: '/api/dev/protection/rewind',
      payload: { userId: player.userId, hours: 0.25 },
    });
    expect(rewound.json()).toEqual({ ok: true });
    expect((await call('getRealityCheck', player.token)).data).toMatchObject({
      dueInSeconds: 0,
      sessionMinutes: 30,
    });
    // A longer interval is a looser limit: it waits 24 hours like any raise.
    await call('setPlayerLimit', player.token, { kind: 'realityCheck', period: 'session', amount: 60 });
    expect(await limitOf(player.token, 'realityCheck', 'session')).toMatchObject({
      amount: 15,
      pendingAmount: 60,
    });
  });

  it('keeps deposits open to a player without limits', async () => {
    const player = await registerPlayer(server);
    const paid = await deposit(server, player.token, 1, 10_000);
    expect(paid.orderNo).toMatch(/^D/);
  });
});
