import { propIdRanges } from '@casino/contracts';
import type { apiCalls } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { callContract, startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { newId, openSession, seededGames, walletCall } from '../../games/__tests__/games-fixtures.js';
import { drainOutbox } from '../../outbox/outbox.js';
import {
  coinOf,
  deposit,
  registerPlayer,
  walletTestEnvironment,
} from '../../wallet/__tests__/wallet-fixtures.js';
import { periodEnd, periodOf } from '../task-store.js';
import { tasksConsumer } from '../tasks-consumer.js';

announceDatabaseLegs('tasks');

/** Seeded tasks (api/seed/tasks.json). */
const visitVip = 1;
const twentyRounds = 2;
const deposit1000 = 4;
const vipBet = 6;

describe('task periods', () => {
  it('counts daily tasks per UTC day and weekly ones per ISO week starting Monday', () => {
    const sunday = new Date('2026-11-29T23:59:59Z');
    expect(periodOf('daily', sunday)).toBe('2026-11-29');
    expect(periodOf('weekly', sunday)).toBe('2026-11-23');
    expect(periodOf('vip', new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    expect(periodEnd('weekly', '2026-11-23').toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(periodEnd('daily', '2026-11-29').toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
});

describe.each(databaseLegs)('tasks on $name', (leg) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(leg, { ...walletTestEnvironment, OUTBOX_INTERVAL_MS: '0' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (name: keyof typeof apiCalls, token: string, body: object = {}) =>
    callContract(server, name, token, body);
  const taskOf = async (token: string, id: number) =>
    (await call('getTaskUser', token)).data.tasks.find((task: { id: number }) => task.id === id);

  it('counts settled rounds and paid deposits once each, and pays a finished task once of 20 parallel claims', async () => {
    const player = await registerPlayer(server);
    await deposit(server, player.token, 1, 100_000);
    const sessionId = await openSession(server, player.token, seededGames.slot);
    for (let round = 0; round < 20; round += 1) {
      const roundId = newId('round');
      await walletCall(server, 'bet', { sessionId, transactionId: newId('bet'), roundId, amount: 10 });
      await walletCall(server, 'win', { sessionId, transactionId: newId('win'), roundId, amount: 0 });
    }
    expect((await call('receiveTaskAward', player.token, { id: twentyRounds })).errcode).toBe(1707);
    await drainOutbox(server.db, [tasksConsumer]);
    await drainOutbox(server.db, [tasksConsumer]);
    expect(await taskOf(player.token, twentyRounds)).toMatchObject({
      progress: 20,
      target: 20,
      status: 'finished',
    });
    expect(await taskOf(player.token, deposit1000)).toMatchObject({ progress: 100_000, status: 'finished' });
    expect((await call('activityGetStatusList', player.token)).data).toMatchObject({
      taskAwardFlag: true,
      hasTask: true,
    });

    const before = await coinOf(server, player.token);
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => call('receiveTaskAward', player.token, { id: twentyRounds })),
    );
    expect(claims.filter((claim) => claim.errcode === 0)).toHaveLength(1);
    expect(claims.filter((claim) => claim.errcode === 1703)).toHaveLength(19);
    expect(await coinOf(server, player.token)).toBe(before + 100);
    expect(await taskOf(player.token, twentyRounds)).toMatchObject({ status: 'claimed' });
    const record = await call('activityAwardGetLog', player.token);
    expect(record.data.list[0]).toMatchObject({
      module: 'task',
      event: 'claim',
      awards: [
        { propId: propIdRanges.coin.min, count: 100 },
        { propId: propIdRanges.points.min, count: 20 },
      ],
    });
  });

  it('grants the weekly deposit task its coupon, usable on the deposit page for a week', async () => {
    const player = await registerPlayer(server);
    await deposit(server, player.token, 1, 100_000);
    await drainOutbox(server.db, [tasksConsumer]);
    const claimedAt = Date.now();
    expect((await call('receiveTaskAward', player.token, { id: deposit1000 })).data.awards).toEqual([
      { propId: propIdRanges.coin.min, count: 1_000 },
      { propId: 1010, count: 1 },
    ]);
    const [coupon, ...others] = (await call('getRechargeCoupons', player.token)).data.list;
    expect(others).toEqual([]);
    expect(coupon).toMatchObject({ propId: 1010, percent: 10, remaining: 1 });
    const week = Date.parse(coupon.expiresAt) - claimedAt;
    expect(Math.abs(week - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000);
  });

  it('finishes an action task when the app reports it, once a period', async () => {
    const player = await registerPlayer(server);
    expect(await taskOf(player.token, visitVip)).toMatchObject({ status: 'open', actionPath: '/vip' });
    expect((await call('finishTask', player.token, { id: visitVip })).data.task).toMatchObject({
      progress: 1,
      status: 'finished',
    });
    expect((await call('finishTask', player.token, { id: visitVip })).data.task.progress).toBe(1);
    expect((await call('finishTask', player.token, { id: twentyRounds })).errcode).toBe(1708);
    expect((await call('receiveTaskAward', player.token, { id: visitVip })).data.awards).toEqual([
      { propId: propIdRanges.points.min, count: 10 },
    ]);
  });

  it('locks VIP tasks below their level and refuses unknown or wrong-kind tasks, granting nothing', async () => {
    const player = await registerPlayer(server);
    expect(await taskOf(player.token, vipBet)).toMatchObject({ status: 'locked', minVip: 1 });
    expect((await call('receiveVipTask', player.token, { id: vipBet })).errcode).toBe(1702);
    expect((await call('receiveVipTask', player.token, { id: twentyRounds })).errcode).toBe(1706);
    expect((await call('receiveTaskAward', player.token, { id: 999 })).errcode).toBe(1706);
    expect((await call('receiveVipTaskUnReceiveBonus', player.token)).errcode).toBe(1704);
    expect(await coinOf(server, player.token)).toBe(0);
  });
});
