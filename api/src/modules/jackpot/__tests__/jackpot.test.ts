import { createHash } from 'node:crypto';
import { jackpotDrawErrorCodes, propIdRanges } from '@casino/contracts';
import type { apiCalls } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
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
import { maskNickname } from '../jackpot-calls.js';
import { drawFloat, pickWeighted } from '../jackpot-fairness.js';
import { contributionOf, jackpotPoolConsumer, tierAmounts } from '../jackpot-pool.js';
import { type JackpotRules, jackpotRulesSchema, jackpotTiers } from '../jackpot-rules.js';
import { chancesEarned } from '../jackpot-store.js';

announceDatabaseLegs('jackpot');

describe('the draw and its rules', () => {
  it('recomputes a draw from its seeds: the same float, the same cell, spread by the weights', () => {
    const float = drawFloat('a'.repeat(64), 'player-seed', 7);
    expect(float).toBe(drawFloat('a'.repeat(64), 'player-seed', 7));
    expect(float).not.toBe(drawFloat('a'.repeat(64), 'player-seed', 8));
    const cells = [
      { id: 1, weight: 1 },
      { id: 2, weight: 0 },
      { id: 3, weight: 3 },
    ];
    expect(pickWeighted(cells, 0).id).toBe(1);
    expect(pickWeighted(cells, 0.249).id).toBe(1);
    expect(pickWeighted(cells, 0.25).id).toBe(3);
    expect(pickWeighted(cells, 0.999_999).id).toBe(3);
    const counts = new Map<number, number>();
    for (let nonce = 0; nonce < 4_000; nonce += 1) {
      const { id } = pickWeighted(cells, drawFloat('b'.repeat(64), 'c', nonce));
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(counts.get(2)).toBeUndefined();
    expect((counts.get(1) ?? 0) / 4_000).toBeCloseTo(0.25, 1);
  });

  it('earns one chance per needDeposit deposited and per needTyping staked in a day, capped', () => {
    const rules = { needDeposit: 10_000, needTyping: 50_000, dailyChanceLimit: 5 } as JackpotRules;
    expect(chancesEarned({ deposited: 9_999, staked: 49_999, received: 0, drawn: 0 }, rules)).toBe(0);
    expect(chancesEarned({ deposited: 20_000, staked: 50_000, received: 0, drawn: 0 }, rules)).toBe(3);
    expect(chancesEarned({ deposited: 1_000_000, staked: 0, received: 0, drawn: 0 }, rules)).toBe(5);
    expect(
      chancesEarned({ deposited: 1_000_000, staked: 0, received: 0, drawn: 0 }, { ...rules, needDeposit: 0 }),
    ).toBe(0);
  });

  it('rounds contributions down per round, masks other players and shares the spec codes', () => {
    expect(contributionOf(1_000, 20)).toBe(2);
    expect(contributionOf(999, 5)).toBe(0);
    expect(maskNickname('Lucky Star')).toBe('L***r');
    expect(maskNickname('Al')).toBe('A*');
    expect(jackpotDrawErrorCodes).toEqual({
      noDrawChance: errorCodes.noDrawChance,
      activityOff: errorCodes.jackpotActivityOff,
      poolBusy: errorCodes.jackpotBusy,
      dailyDrawLimit: errorCodes.dailyDrawLimit,
    });
  });
});

describe.each(databaseLegs)('the lucky jackpot on $name', (leg) => {
  let server: TestServer;
  let seeded: JackpotRules;

  beforeAll(async () => {
    server = await startTestServer(leg, { ...walletTestEnvironment, OUTBOX_INTERVAL_MS: '0' });
    seeded = await rules();
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (name: keyof typeof apiCalls, token: string, body: object = {}) =>
    callContract(server, name, token, body);
  async function rules(): Promise<JackpotRules> {
    const { rows } = await server.db.query<{ config: unknown }>(
      'SELECT config FROM activities WHERE type_id = 47',
    );
    return jackpotRulesSchema.parse(rows[0]?.config);
  }
  const setRules = (change: Partial<JackpotRules>) =>
    server.db.query('UPDATE activities SET config = $1::jsonb WHERE type_id = 47', [
      JSON.stringify({ ...seeded, ...change }),
    ]);
  const setStatus = (status: 0 | 1) =>
    server.db.query('UPDATE activities SET status = $1 WHERE type_id = 47', [status]);
  /** A player who deposited `amount` hundredths today, the deposit counted by the pool's consumer. */
  async function depositor(amount: number) {
    const player = await registerPlayer(server);
    await deposit(server, player.token, 1, amount);
    await drainOutbox(server.db, [jackpotPoolConsumer]);
    return player;
  }
  /** The sum of a tier's postings by what they were: seeds, contributions and prizes. */
  async function tierPostings(tier: string) {
    const { rows } = await server.db.query<{ what: string; total: number }>(
      `SELECT CASE WHEN t.reference ? 'jackpotContribution' THEN 'contributions'
                   WHEN t.reference ? 'seed' THEN 'seeds' ELSE 'prizes' END AS what,
              sum(p.amount)::bigint AS total
         FROM ledger_postings AS p
         JOIN ledger_accounts AS a ON a.id = p.account_id
         JOIN ledger_transactions AS t ON t.id = p.transaction_id
        WHERE a.system_name = $1 GROUP BY 1`,
      [`jackpot:${tier}`],
    );
    const total = (what: string) => Number(rows.find((row) => row.what === what)?.total ?? 0);
    return { seeds: total('seeds'), contributions: total('contributions'), prizes: total('prizes') };
  }

  it('draws the same float in SQL (jackpot_draw_float) as the verifier recipe in TypeScript', async () => {
    const seeds = [
      'a'.repeat(64),
      createHash('sha256').update('seed').digest('hex'),
      'short key',
      'é'.repeat(40), // 80 UTF-8 bytes: longer than the block, so HMAC hashes the key first
    ];
    const cases = seeds.flatMap((seed, index) =>
      Array.from({ length: 50 }, (_, nonce) => ({ seed, client: `client-${index}_${nonce % 7}`, nonce })),
    );
    const { rows } = await server.db.query<{ float: number }>(
      `SELECT jackpot_draw_float(c.seed, c.client, c.nonce) AS float
         FROM unnest($1::text[], $2::text[], $3::int[]) WITH ORDINALITY AS c (seed, client, nonce, position)
        ORDER BY c.position`,
      [cases.map((c) => c.seed), cases.map((c) => c.client), cases.map((c) => c.nonce)],
    );
    expect(rows.map((row) => row.float)).toEqual(cases.map((c) => drawFloat(c.seed, c.client, c.nonce)));
  });

  it('shows a seeded pool to a visitor, with sections around each tier and no player fields', async () => {
    const info = (await call('getJackpotDrawInfo', '')).data;
    expect(info.megaJackpot).toBeGreaterThanOrEqual(seeded.tiers.mega.seedAmount);
    expect(info.total).toBe(info.megaJackpot + info.majorJackpot + info.minorJackpot + info.miniJackpot);
    expect(info.miniSection[0]).toBeLessThanOrEqual(info.miniJackpot);
    expect(info.miniSection[1]).toBeGreaterThanOrEqual(info.miniJackpot);
    expect(info).toMatchObject({ drawChances: 0, fairness: null, activityOn: true, needDeposit: 10_000 });
  });

  it('earns a chance by depositing, receives it once, and spends it once of 20 parallel draws', async () => {
    const player = await depositor(10_000);
    const info = (await call('getJackpotDrawInfo', player.token)).data;
    expect(info).toMatchObject({ canReceiveDrawChance: true, chancesEarnedToday: 1, drawChances: 0 });
    expect((await call('activityGetStatusList', player.token)).data.canReceiveDrawChance).toBe(true);
    expect((await call('jackpotDraw', player.token)).errcode).toBe(1001);
    expect((await call('receiveDrawChance', player.token)).data).toEqual({ received: 1, drawChances: 1 });
    expect((await call('receiveDrawChance', player.token)).errcode).toBe(errorCodes.nothingToClaim);
    expect((await call('activityGetStatusList', player.token)).data.canReceiveDrawChance).toBe(false);

    const before = await coinOf(server, player.token);
    const draws = await Promise.all(Array.from({ length: 20 }, () => call('jackpotDraw', player.token)));
    const won = draws.filter((draw) => draw.errcode === 0);
    expect(won).toHaveLength(1);
    expect(draws.filter((draw) => draw.errcode === 1001)).toHaveLength(19);
    const result = won[0]?.data;
    expect(result.drawChances).toBe(0);
    expect(await coinOf(server, player.token)).toBe(before + result.bonus);
    expect(result.coin).toBe(before + result.bonus);

    const records = (await call('getPersonJackpotDrawAwardLog', player.token)).data;
    expect(records).toMatchObject({ total: 1, pages: 1 });
    expect(records.list[0]).toMatchObject({ id: result.drawId, propId: result.propId, bonus: result.bonus });
    expect(records.list[0].proof.serverSeed).toBeNull();

    // Rotating reveals the seed: the commitment holds and the draw recomputes to the same cell.
    const rotated = (await call('rotateJackpotSeed', player.token, { clientSeed: 'my-own-seed' })).data;
    expect(createHash('sha256').update(rotated.revealed.serverSeed).digest('hex')).toBe(
      result.proof.serverSeedHash,
    );
    expect(rotated.fairness).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    const proof = (await call('getPersonJackpotDrawAwardLog', player.token)).data.list[0].proof;
    expect(proof.serverSeed).toBe(rotated.revealed.serverSeed);
    const cell = pickWeighted<{ id: number; weight: number }>(
      proof.weights,
      drawFloat(proof.serverSeed, proof.clientSeed, proof.nonce),
    );
    expect(cell.id).toBe(result.id);
    expect((await call('rotateJackpotSeed', player.token, { clientSeed: 'no spaces' })).errcode).toBe(400);
  });

  it('funds the tiers from settled stakes once per round, pays a jackpot prize from its tier and seeds it again', async () => {
    const player = await depositor(100_000);
    const sessionId = await openSession(server, player.token, seededGames.slot);
    const stakes = [1_000, 2_345, 999, 50_000];
    const before = await tierAmounts(server.db);
    for (const amount of stakes) {
      const roundId = newId('round');
      await walletCall(server, 'bet', { sessionId, transactionId: newId('bet'), roundId, amount });
      await walletCall(server, 'win', { sessionId, transactionId: newId('win'), roundId, amount: 0 });
    }
    await drainOutbox(server.db, [jackpotPoolConsumer]);
    await drainOutbox(server.db, [jackpotPoolConsumer]);
    const funded = await tierAmounts(server.db);
    for (const tier of jackpotTiers) {
      const share = stakes.reduce(
        (sum, stake) => sum + contributionOf(stake, seeded.tiers[tier].contributionBp),
        0,
      );
      expect(funded[tier] - before[tier]).toBe(share);
    }
    // The deposit's ten chances and the stakes' one are capped at the day's five.
    expect((await call('getJackpotDrawInfo', player.token)).data.chancesEarnedToday).toBe(5);

    await setRules({ cellWeights: [{ id: 10, weight: 1 }] });
    try {
      await call('receiveDrawChance', player.token);
      const coin = await coinOf(server, player.token);
      const prize = (await call('jackpotDraw', player.token)).data;
      expect(prize).toMatchObject({ id: 10, propId: 50001, type: 2, bonus: funded.mega });
      expect(await coinOf(server, player.token)).toBe(coin + funded.mega);
      expect((await tierAmounts(server.db)).mega).toBe(seeded.tiers.mega.seedAmount);
      const postings = await tierPostings('mega');
      expect(postings.seeds + postings.contributions + postings.prizes).toBe(seeded.tiers.mega.seedAmount);
      expect(postings.prizes).toBeLessThanOrEqual(-funded.mega);
      const { rows } = await server.db.query<{ nickname: string }>(
        'SELECT nickname FROM users WHERE id = $1',
        [player.userId],
      );
      const nickname = rows[0]?.nickname ?? '';
      const ticker = (await call('getJackpotDrawInfo', player.token)).data.jackpotWinnerList;
      expect(ticker[0]).toMatchObject({ id: prize.drawId, nickname: maskNickname(nickname) });
      const rank = (await call('getJackpotRank', player.token)).data;
      expect(rank.personRank).toMatchObject({ id: player.userId, total: funded.mega, nickname });
      expect(rank.allRank.list[0].rank).toBe(1);
    } finally {
      await setRules({});
    }
  });

  it('refuses a draw while the activity is off and beyond the daily limit, spending nothing', async () => {
    const player = await depositor(30_000);
    await call('receiveDrawChance', player.token);
    await setStatus(0);
    try {
      expect((await call('jackpotDraw', player.token)).errcode).toBe(1002);
      expect((await call('receiveDrawChance', player.token)).errcode).toBe(1002);
    } finally {
      await setStatus(1);
    }
    await setRules({ dailyDrawLimit: 1, cellWeights: [{ id: 2, weight: 1 }] });
    try {
      const first = (await call('jackpotDraw', player.token)).data;
      expect(first).toMatchObject({ propId: propIdRanges.points.min, bonus: 0, drawChances: 2 });
      expect((await call('jackpotDraw', player.token)).errcode).toBe(1004);
      expect((await call('getJackpotDrawInfo', player.token)).data.drawChances).toBe(2);
    } finally {
      await setRules({});
    }
  });

  it('gives the coupon cell as a 10.00 give coupon the deposit page takes, expiring a week after the draw', async () => {
    const player = await depositor(30_000);
    await call('receiveDrawChance', player.token);
    await setRules({ cellWeights: [{ id: 5, weight: 1 }] });
    try {
      const drawnAt = Date.now();
      const drawn = (await call('jackpotDraw', player.token)).data;
      expect(drawn).toMatchObject({ id: 5, propId: 1301, count: 1 });
      const [coupon, ...others] = (await call('getRechargeCoupons', player.token)).data.list;
      expect(others).toEqual([]);
      expect(coupon).toMatchObject({ propId: 1301, kind: 'giveCoupon', amount: 1_000, remaining: 1 });
      const week = Date.parse(coupon.expiresAt) - drawnAt;
      expect(Math.abs(week - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000);
    } finally {
      await setRules({});
    }
  });
});
