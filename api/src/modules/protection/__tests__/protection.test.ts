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

  it('keeps deposits open to a player without limits', async () => {
    const player = await registerPlayer(server);
    const paid = await deposit(server, player.token, 1, 10_000);
    expect(paid.orderNo).toMatch(/^D/);
  });
});
