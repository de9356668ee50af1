import { propIdRanges } from '@casino/contracts';
import type { apiCalls } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { callContract, startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { newId, openSession, seededGames, walletCall } from '../../games/__tests__/games-fixtures.js';
import { drainOutbox, publish } from '../../outbox/outbox.js';
import {
  coinOf,
  deposit,
  registerPlayer,
  walletTestEnvironment,
} from '../../wallet/__tests__/wallet-fixtures.js';
import { checkLedgerInvariants, soundLedger } from '../../wallet/ledger-check.js';
import { wageringRemainingOf } from '../../wallet/wagering.js';
import { vipConsumer } from '../vip-consumer.js';

announceDatabaseLegs('VIP and rewards');

const coin = propIdRanges.coin.min;
const points = propIdRanges.points.min;
/** Seeded game types (api/seed/games.json) and VIP 0's and 1's rebate rates (api/seed/vip-levels.json). */
const slots = 1;
const crash = 5;
const vip0SlotsRateBp = 20;
const vip1SlotsRateBp = 40;

describe.each(databaseLegs)('VIP levels, awards and rebates on $name', (leg) => {
  let server: TestServer;
  let now = new Date();

  beforeAll(async () => {
    server = await startTestServer(
      leg,
      // The outbox runs when a test drains it, so each test sees exactly what its rounds did.
      { ...walletTestEnvironment, OUTBOX_INTERVAL_MS: '0' },
      { clock: () => now },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (name: keyof typeof apiCalls, token: string, body: object = {}) =>
    callContract(server, name, token, body);

  async function playerWith(amount: number) {
    const player = await registerPlayer(server);
    await deposit(server, player.token, 1, amount);
    return player;
  }

  /** Settled rounds through the seamless wallet, as the studio plays them, then the VIP consumer. */
  async function play(token: string, rounds: { stake: number; win?: number; gameId?: number }[]) {
    const sessions = new Map<number, string>();
    for (const round of rounds) {
      const gameId = round.gameId ?? seededGames.slot;
      const sessionId = sessions.get(gameId) ?? (await openSession(server, token, gameId));
      sessions.set(gameId, sessionId);
      const roundId = newId('round');
      const bet = await walletCall(server, 'bet', {
        sessionId,
        transactionId: newId('bet'),
        roundId,
        amount: round.stake,
      });
      expect(bet.status, JSON.stringify(bet.body)).toBe(200);
      const win = { sessionId, transactionId: newId('win'), roundId, amount: round.win ?? 0 };
      expect((await walletCall(server, 'win', win)).status).toBe(200);
      // A provider retrying the win publishes nothing more.
      expect((await walletCall(server, 'win', win)).body.duplicate).toBe(true);
    }
    await drainOutbox(server.db, [vipConsumer]);
  }

  it('grows experience from settled rounds, levels up, and pays the level-up bonus once of 20 parallel claims', async () => {
    const player = await playerWith(200_000);
    await play(player.token, [{ stake: 50_000 }, { stake: 49_950, win: 20_000 }]);
    expect(await call('getVipInfo', player.token)).toMatchObject({
      errcode: 0,
      data: { level: 0, experience: 999, nextLevel: { level: 1, experience: 1_000 } },
    });
    expect((await call('receiveVipBonusUser', player.token, { level: 1 })).errcode).toBe(1702);

    await play(player.token, [{ stake: 50 }]);
    const info = await call('getVipInfo', player.token);
    expect(info.data).toMatchObject({ level: 1, experience: 1_000 });
    const bonus = info.data.levels.find((level: { level: number }) => level.level === 1);
    expect(bonus).toMatchObject({ levelUpBonus: 500, levelUpBonusClaimed: false });
    const user = await server.call('/app/v1/refreshData', {}, player.token);
    expect(user.envelope.data).toMatchObject({ vip: 1, vipExp: 1_000 });
    expect((await call('activityGetStatusList', player.token)).data.vipAwardFlag).toBe(true);

    const before = await coinOf(server, player.token);
    const wageringBefore = await wageringRemainingOf(server.db, player.userId);
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => call('receiveVipBonusUser', player.token, { level: 1 })),
    );
    const granted = claims.filter((claim) => claim.errcode === 0);
    expect(granted).toHaveLength(1);
    expect(granted[0]?.data).toEqual({ awards: [{ propId: coin, count: 500 }], coin: before + 500 });
    expect(claims.filter((claim) => claim.errcode === 1703)).toHaveLength(19);
    expect(await coinOf(server, player.token)).toBe(before + 500);
    // The bonus is staked once before it can be withdrawn.
    expect(await wageringRemainingOf(server.db, player.userId)).toBe(wageringBefore + 500);
    expect(await checkLedgerInvariants(server.db)).toEqual(soundLedger);
  });

  it('counts a round event delivered twice once', async () => {
    const player = await registerPlayer(server);
    const event = {
      roundId: newId('round'),
      provider: 'inhouse',
      playerId: player.userId,
      gameId: seededGames.slot,
      stake: 10_000,
      win: 0,
      status: 'settled' as const,
      settledAt: now.toISOString(),
    };
    await server.db.transaction((tx) => publish(tx, 'game.roundSettled', event));
    await drainOutbox(server.db, [vipConsumer]);
    await drainOutbox(server.db, [vipConsumer]);
    expect((await call('getVipInfo', player.token)).data.experience).toBe(100);
  });

  it('refuses an unknown level, and claims nothing on a refusal', async () => {
    const player = await registerPlayer(server);
    expect(await call('receiveVipBonusUser', player.token, { level: 999 })).toMatchObject({ errcode: 1701 });
    expect(await call('receiveVipBonusUser', player.token, { level: 0 })).toMatchObject({ errcode: 400 });
    expect(await call('appVipUserReceiveDaily', player.token)).toMatchObject({ errcode: 1704 });
    expect(await call('betBonusReceive', player.token)).toMatchObject({ errcode: 1704 });
    expect(await call('betBonus', player.token, { type: 999 })).toMatchObject({ errcode: 1705 });
    expect(await call('betBonusByTypeReceive', player.token, { type: 999 })).toMatchObject({ errcode: 1705 });
    expect(await coinOf(server, player.token)).toBe(0);
    expect((await call('activityAwardGetLog', player.token)).data).toEqual({ list: [], total: 0, pages: 0 });
  });

  it('pays the daily and sign-in awards once per UTC day', async () => {
    const player = await playerWith(200_000);
    await play(player.token, [{ stake: 100_000 }]);
    const before = await coinOf(server, player.token);
    const daily = await call('appVipUserReceiveDaily', player.token);
    expect(daily.data).toEqual({
      awards: [
        { propId: coin, count: 100 },
        { propId: points, count: 10 },
      ],
      coin: before + 100,
    });
    expect(await call('appVipUserReceiveDaily', player.token)).toMatchObject({ errcode: 1703 });
    expect((await call('getVipInfo', player.token)).data.daily.claimedToday).toBe(true);
    expect((await call('appVipUserReceiveSignInAward', player.token)).data.awards).toEqual([
      { propId: points, count: 5 },
    ]);
    expect((await call('activityGetStatusList', player.token)).data).toMatchObject({ signInFlag: false });

    const today = now;
    now = new Date(today.getTime() + 86_400_000);
    try {
      expect((await call('getVipInfo', player.token)).data.daily.claimedToday).toBe(false);
      expect((await call('appVipUserReceiveDaily', player.token)).errcode).toBe(0);
    } finally {
      now = today;
    }
    const record = await call('activityAwardGetLog', player.token, { pageSize: 2 });
    expect(record.data).toMatchObject({ total: 3, pages: 2 });
    expect(record.data.list.map((row: { event: string }) => row.event)).toEqual(['daily', 'signIn']);
  });

  it('accrues rebates per game type at the level each round settled at, and pays each hundredth once', async () => {
    const player = await playerWith(500_000);
    // 1,000.00 at VIP 0 (0.2 % on slots): the round that reaches VIP 1 earns at VIP 0. Then 300.01
    // at VIP 1 (0.4 %), and 100.00 on crash at VIP 1.
    await play(player.token, [
      { stake: 99_990 },
      { stake: 10 },
      { stake: 30_001 },
      { stake: 10_000, gameId: seededGames.crash },
    ]);
    const accruedSlots = 100_000 * vip0SlotsRateBp + 30_001 * vip1SlotsRateBp;
    const rebates = await call('betBonus', player.token);
    const slotsRow = rebates.data.list.find((row: { gameTypeId: number }) => row.gameTypeId === slots);
    const crashRow = rebates.data.list.find((row: { gameTypeId: number }) => row.gameTypeId === crash);
    expect(slotsRow).toMatchObject({ stake: 130_001, claimable: Math.floor(accruedSlots / 10_000) });
    expect(crashRow).toMatchObject({ stake: 10_000, claimable: 40 });
    expect(rebates.data.total).toBe(slotsRow.claimable + 40);

    const before = await coinOf(server, player.token);
    const byType = await Promise.all(
      Array.from({ length: 5 }, () => call('betBonusByTypeReceive', player.token, { type: crash })),
    );
    expect(byType.filter((claim) => claim.errcode === 0)).toHaveLength(1);
    expect(byType.filter((claim) => claim.errcode === 1704)).toHaveLength(4);
    const all = await call('betBonusReceive', player.token);
    expect(all.data).toEqual({
      awards: [{ propId: coin, count: slotsRow.claimable }],
      coin: before + rebates.data.total,
    });
    expect((await call('betBonus', player.token)).data.total).toBe(0);

    // More play: the fraction of a hundredth left over (0.004) makes 2.49 at 0.4 % (0.996) pay 0.01.
    await play(player.token, [{ stake: 249 }]);
    expect((await call('betBonus', player.token, { type: slots })).data.total).toBe(1);

    const log = await call('betBonusLog', player.token);
    expect(log.data).toMatchObject({ total: 2, pages: 1 });
    expect(
      log.data.list.map((row: { gameTypeId: number; amount: number }) => [row.gameTypeId, row.amount]),
    ).toEqual([
      [slots, slotsRow.claimable],
      [crash, 40],
    ]);
    // Rebates paid reconcile with the rounds: what was paid and what is left is what was earned.
    const { rows } = await server.db.query<{ stake: number; accrued: number; paid: number }>(
      'SELECT stake, accrued, paid FROM rebate_accruals WHERE user_id = $1 AND game_type_id = $2',
      [player.userId, slots],
    );
    expect(rows[0]).toMatchObject({
      stake: 130_250,
      accrued: accruedSlots + 249 * vip1SlotsRateBp,
      paid: slotsRow.claimable,
    });
    expect(await checkLedgerInvariants(server.db)).toEqual(soundLedger);
  });

  it('relegates at the month end a player who staked less than the level keeps, and says what is left before', async () => {
    const player = await playerWith(200_000);
    const reached = new Date(Date.UTC(2026, 9, 20));
    now = reached;
    try {
      // Reached VIP 1 in October: exempt that month.
      await server.db.transaction((tx) =>
        publish(tx, 'game.roundSettled', {
          roundId: newId('round'),
          provider: 'inhouse',
          playerId: player.userId,
          gameId: seededGames.slot,
          stake: 100_000,
          win: 0,
          status: 'settled',
          settledAt: reached.toISOString(),
        }),
      );
      await drainOutbox(server.db, [vipConsumer]);
      expect((await call('getVipLevelAudit', player.token)).data).toMatchObject({
        level: 1,
        exempt: true,
        remaining: 0,
      });

      now = new Date(Date.UTC(2026, 10, 15));
      expect((await call('getVipLevelAudit', player.token)).data).toEqual({
        level: 1,
        betLimit: 100_000,
        periodStart: '2026-11-01T00:00:00.000Z',
        periodEnd: '2026-12-01T00:00:00.000Z',
        periodStake: 0,
        remaining: 100_000,
        exempt: false,
        relegationLevel: 0,
      });
      now = new Date(Date.UTC(2026, 11, 1, 0, 0, 1));
      expect((await call('getVipInfo', player.token)).data).toMatchObject({ level: 0, experience: 0 });
      const user = await server.call('/app/v1/refreshData', {}, player.token);
      expect(user.envelope.data).toMatchObject({ vip: 0, vipExp: 0 });
    } finally {
      now = new Date();
    }
  });
});
