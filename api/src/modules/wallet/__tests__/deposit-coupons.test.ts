import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { callContract, startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { checkLedgerSnapshot } from '../ledger-check.js';
import { createSandboxProvider, expireCheckoutsAndNotify, injectingDelivery } from '../sandbox-provider.js';
import {
  coinOf,
  grantThroughOperator,
  pressOnCheckout,
  registerPlayer,
  sendCallback,
  testOperatorToken,
  testSigningSecret,
  walletTestEnvironment,
} from './wallet-fixtures.js';

announceDatabaseLegs('deposit coupons');

const hourMs = 60 * 60 * 1000;

/** The coupons of the catalogue these tests use (api/README.md, "Prop catalogue"). */
const tenPercent = 1010;
const tenPercentFixed = 1210;
const fiftyCoins = 1305;
const points = 2002;

describe.each(databaseLegs)('deposit coupons on $name', (leg) => {
  let server: TestServer;
  /** How far the server's clock runs ahead of the real one (to let coupons expire). */
  let clockAheadMs = 0;

  beforeAll(async () => {
    server = await startTestServer(
      leg,
      { ...walletTestEnvironment, OPERATOR_TOKEN: testOperatorToken },
      { clock: () => new Date(Date.now() + clockAheadMs) },
    );
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    clockAheadMs = 0;
  });

  let grants = 0;
  /** Gives the player coupons as an operator does; they expire in `hours` (a week unless given). */
  async function giveCoupons(userId: number, awards: { id: number; count: number }[], hours?: number) {
    grants += 1;
    const expiresAt = hours === undefined ? undefined : new Date(Date.now() + hours * hourMs).toISOString();
    const granted = await grantThroughOperator(server, userId, {
      reference: `test-${grants}`,
      awards,
      ...(expiresAt ? { expiresAt } : {}),
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  }

  const couponsOf = async (token: string) =>
    (await callContract(server, 'getRechargeCoupons', token)).data.list as {
      lotId: number;
      propId: number;
      remaining: number;
    }[];

  const order = (token: string, amount: number, coupon?: { lotId: number } | { propId: number }) =>
    callContract(server, 'createRechargeOrder', token, {
      channelId: 1,
      amount,
      ...(coupon ? { coupon } : {}),
    });

  /** The sandbox payment id of an order's payment URL. */
  const paymentIdOf = (paymentUrl: string) => paymentUrl.split('/').pop() as string;

  async function couponGrantsOf(userId: number) {
    const { rows } = await server.db.query<{ source_key: string; coin: number }>(
      `SELECT source_key, coin FROM reward_grants WHERE user_id = $1 AND module = 'coupon'`,
      [userId],
    );
    return rows.map((row) => ({ sourceKey: row.source_key, coin: Number(row.coin) }));
  }

  async function expectSoundBooks() {
    const broken = (await checkLedgerSnapshot(server.db)).filter((check) => check.broken.length > 0);
    expect(broken).toEqual([]);
  }

  it('lists only usable deposit coupons, the soonest to expire first, with what each pays', async () => {
    const player = await registerPlayer(server);
    const other = await registerPlayer(server);
    await giveCoupons(player.userId, [{ id: tenPercent, count: 2 }], 72);
    await giveCoupons(player.userId, [{ id: fiftyCoins, count: 1 }], 24);
    await giveCoupons(player.userId, [
      { id: tenPercentFixed, count: 1 },
      { id: points, count: 10 },
    ]);

    const list = (await callContract(server, 'getRechargeCoupons', player.token)).data.list;
    expect(list).toMatchObject([
      {
        propId: fiftyCoins,
        kind: 'giveCoupon',
        percent: null,
        amount: 5_000,
        minDeposit: 50_000,
        maxBonus: 5_000,
        wageringMultiple: 3,
        remaining: 1,
      },
      {
        propId: tenPercent,
        kind: 'generalCoupon',
        percent: 10,
        amount: null,
        minDeposit: 10_000,
        maxBonus: 50_000,
        remaining: 2,
      },
      {
        propId: tenPercentFixed,
        kind: 'fixedCoupon',
        percent: 10,
        minDeposit: 50_000,
        maxBonus: 500_000,
        remaining: 1,
      },
    ]);
    // A coupon without its own expiry lasts a week from its grant.
    const week = Date.parse(list[2].expiresAt) - Date.now();
    expect(week).toBeGreaterThan(7 * 24 * hourMs - 60_000);
    expect(week).toBeLessThanOrEqual(7 * 24 * hourMs);

    clockAheadMs = 25 * hourMs;
    expect((await couponsOf(player.token)).map((coupon) => coupon.propId)).toEqual([
      tenPercent,
      tenPercentFixed,
    ]);
    expect(await couponsOf(other.token)).toEqual([]);
  });

  it('reserves a coupon with its order and pays its bonus with its own wagering when the order is paid', async () => {
    const player = await registerPlayer(server);
    await giveCoupons(player.userId, [{ id: tenPercent, count: 1 }]);
    const [coupon] = await couponsOf(player.token);

    const opened = await order(player.token, 25_000, { lotId: coupon?.lotId ?? 0 });
    expect(opened.errcode, opened.msg).toBe(0);
    expect(opened.data.coupon).toEqual({ lotId: coupon?.lotId, propId: tenPercent, bonus: 2_500 });
    expect(await couponsOf(player.token)).toEqual([]);

    await pressOnCheckout(server, paymentIdOf(opened.data.paymentUrl), 'pay');
    const paid = (
      await callContract(server, 'getRechargeOrder', player.token, { orderNo: opened.data.orderNo })
    ).data;
    expect(paid).toMatchObject({ status: 'paid', coupon: { propId: tenPercent, bonus: 2_500 } });
    // The deposit, the first-deposit bonus the rules decided, and the coupon's 10 %.
    expect(await coinOf(server, player.token)).toBe(25_000 + paid.bonusAmount + 2_500);
    const { rows } = await server.db.query<{ bonus_turnover: number }>(
      'SELECT bonus_turnover FROM deposit_orders WHERE order_no = $1',
      [opened.data.orderNo],
    );
    const wagering = (await callContract(server, 'getExchange', player.token)).data.wageringRemaining;
    expect(wagering).toBe(25_000 + Number(rows[0]?.bonus_turnover) + 2_500 * 3);
    expect(await couponGrantsOf(player.userId)).toEqual([
      { sourceKey: `coupon:deposit:${player.userId}:${opened.data.orderNo}`, coin: 2_500 },
    ]);
    const record = (await callContract(server, 'activityAwardGetLog', player.token)).data.list;
    expect(record[0]).toMatchObject({
      module: 'coupon',
      event: 'deposit',
      awards: [{ propId: 2001, count: 2_500 }],
    });
    expect(await couponsOf(player.token)).toEqual([]);
    await expectSoundBooks();
  });

  it('takes a coupon by prop id from the lot expiring first, and caps what a percentage pays', async () => {
    const player = await registerPlayer(server);
    await giveCoupons(player.userId, [{ id: tenPercent, count: 1 }], 48);
    await giveCoupons(player.userId, [{ id: tenPercent, count: 1 }], 12);
    const [soonest, later] = await couponsOf(player.token);
    const opened = await order(player.token, 900_000, { propId: tenPercent });
    expect(opened.errcode, opened.msg).toBe(0);
    // 10 % of 9,000.00, capped at 500.00 (10 % of the first 5,000.00).
    expect(opened.data.coupon).toEqual({ lotId: soonest?.lotId, propId: tenPercent, bonus: 50_000 });
    expect(await couponsOf(player.token)).toMatchObject([{ lotId: later?.lotId }]);
  });

  it('refuses an unknown, foreign, non-coupon, expired, used or too small coupon, and takes nothing', async () => {
    const player = await registerPlayer(server);
    const other = await registerPlayer(server);
    await giveCoupons(player.userId, [
      { id: tenPercentFixed, count: 1 },
      { id: fiftyCoins, count: 1 },
      { id: points, count: 5 },
    ]);
    await giveCoupons(player.userId, [{ id: tenPercent, count: 1 }], 1);
    await giveCoupons(other.userId, [{ id: tenPercent, count: 1 }]);
    const lots = await couponsOf(player.token);
    const lotOf = (propId: number) => lots.find((lot) => lot.propId === propId)?.lotId ?? 0;
    const [foreign] = await couponsOf(other.token);
    const { rows: pointLots } = await server.db.query<{ id: number }>(
      'SELECT id FROM prop_lots WHERE user_id = $1 AND prop_id = $2',
      [player.userId, points],
    );
    const before = await server.db.query('SELECT id, remaining FROM prop_lots ORDER BY id');

    const refusal = async (amount: number, coupon: object) => {
      const answer = await order(player.token, amount, coupon as { lotId: number });
      return { errcode: answer.errcode, data: answer.data };
    };
    expect(await refusal(10_000, { lotId: 987_654_321 })).toMatchObject({
      errcode: 1901,
      data: { field: 'coupon' },
    });
    expect((await refusal(10_000, { lotId: foreign?.lotId ?? 0 })).errcode).toBe(1901);
    expect((await refusal(10_000, { propId: 1020 })).errcode).toBe(1901);
    expect(await refusal(10_000, { lotId: Number(pointLots[0]?.id) })).toMatchObject({
      errcode: 1902,
      data: { propId: points },
    });
    expect((await refusal(10_000, { propId: points })).errcode).toBe(1902);
    // The fixed coupon starts at 500.00, the 50.00 give coupon at ten times its coin.
    expect(await refusal(49_999, { lotId: lotOf(tenPercentFixed) })).toMatchObject({
      errcode: 1905,
      data: { minimum: 50_000 },
    });
    expect(await refusal(20_000, { propId: fiftyCoins })).toMatchObject({
      errcode: 1905,
      data: { minimum: 50_000 },
    });
    // Both ways of naming a coupon at once is not a request the contract takes.
    expect((await refusal(10_000, { lotId: lotOf(tenPercent), propId: tenPercent })).errcode).toBe(400);
    clockAheadMs = 2 * hourMs;
    expect((await refusal(10_000, { lotId: lotOf(tenPercent) })).errcode).toBe(1903);
    expect((await refusal(10_000, { propId: tenPercent })).errcode).toBe(1903);
    clockAheadMs = 0;

    const { rows: orders } = await server.db.query('SELECT 1 FROM deposit_orders WHERE user_id = $1', [
      player.userId,
    ]);
    expect(orders).toEqual([]);
    expect((await server.db.query('SELECT id, remaining FROM prop_lots ORDER BY id')).rows).toEqual(
      before.rows,
    );

    // Once its order holds it, the coupon cannot go on another.
    expect((await order(player.token, 50_000, { lotId: lotOf(fiftyCoins) })).errcode).toBe(0);
    expect((await refusal(50_000, { lotId: lotOf(fiftyCoins) })).errcode).toBe(1904);
    expect((await refusal(50_000, { propId: fiftyCoins })).errcode).toBe(1904);
    expect(await coinOf(server, player.token)).toBe(0);
  });

  it('gives a single coupon to exactly one of 20 concurrent orders, and three to three by prop id', async () => {
    const player = await registerPlayer(server);
    await giveCoupons(player.userId, [{ id: tenPercent, count: 1 }]);
    const [coupon] = await couponsOf(player.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => order(player.token, 10_000, { lotId: coupon?.lotId ?? 0 })),
    );
    expect(answers.filter((answer) => answer.errcode === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errcode === 1904)).toHaveLength(19);

    await giveCoupons(player.userId, [{ id: fiftyCoins, count: 2 }]);
    await giveCoupons(player.userId, [{ id: fiftyCoins, count: 1 }], 24);
    const byProp = await Promise.all(
      Array.from({ length: 20 }, () => order(player.token, 50_000, { propId: fiftyCoins })),
    );
    expect(byProp.filter((answer) => answer.errcode === 0)).toHaveLength(3);
    expect(byProp.filter((answer) => answer.errcode === 1904)).toHaveLength(17);

    const { rows } = await server.db.query<{ holding: number }>(
      `SELECT count(*)::int AS holding FROM deposit_orders WHERE user_id = $1 AND coupon_lot_id IS NOT NULL`,
      [player.userId],
    );
    expect(rows[0]?.holding).toBe(4);
    expect(await couponsOf(player.token)).toEqual([]);
    await expectSoundBooks();
  });

  it('gives the coupon back when its order is cancelled or expires unpaid, and pays nothing for it', async () => {
    const player = await registerPlayer(server);
    await giveCoupons(player.userId, [{ id: tenPercent, count: 1 }]);
    const [coupon] = await couponsOf(player.token);
    const choice = { lotId: coupon?.lotId ?? 0 };

    const cancelled = await order(player.token, 10_000, choice);
    await pressOnCheckout(server, paymentIdOf(cancelled.data.paymentUrl), 'cancel');
    expect(
      (await callContract(server, 'getRechargeOrder', player.token, { orderNo: cancelled.data.orderNo }))
        .data,
    ).toMatchObject({ status: 'cancelled', coupon: { lotId: choice.lotId, bonus: 1_000 } });
    expect(await couponsOf(player.token)).toMatchObject([{ lotId: choice.lotId, remaining: 1 }]);

    const abandoned = await order(player.token, 10_000, choice);
    expect(abandoned.errcode).toBe(0);
    expect(await couponsOf(player.token)).toEqual([]);
    await server.db.query(
      `UPDATE sandbox_provider_requests SET created_at = now() - interval '31 minutes' WHERE id = $1`,
      [paymentIdOf(abandoned.data.paymentUrl)],
    );
    const sandbox = createSandboxProvider(server.db, testSigningSecret, 30);
    expect(await expireCheckoutsAndNotify(sandbox, injectingDelivery(server.app))).toBeGreaterThanOrEqual(1);
    expect(await couponsOf(player.token)).toMatchObject([{ lotId: choice.lotId, remaining: 1 }]);

    // Given back after it expired, a coupon is the player's again but no longer usable.
    await giveCoupons(player.userId, [{ id: fiftyCoins, count: 1 }], 1);
    const late = await order(player.token, 50_000, { propId: fiftyCoins });
    expect(late.errcode).toBe(0);
    clockAheadMs = 2 * hourMs;
    await pressOnCheckout(server, paymentIdOf(late.data.paymentUrl), 'cancel');
    expect((await couponsOf(player.token)).map((lot) => lot.propId)).toEqual([tenPercent]);
    const { rows } = await server.db.query<{ remaining: number }>(
      'SELECT remaining FROM prop_lots WHERE user_id = $1 AND prop_id = $2',
      [player.userId, fiftyCoins],
    );
    expect(rows.map((row) => Number(row.remaining))).toEqual([1]);

    expect(await couponGrantsOf(player.userId)).toEqual([]);
    expect(await coinOf(server, player.token)).toBe(0);
    await expectSoundBooks();
  });

  it('pays the coupon bonus once however often and however concurrently the paid callback comes', async () => {
    const player = await registerPlayer(server);
    await giveCoupons(player.userId, [{ id: fiftyCoins, count: 1 }]);
    const opened = await order(player.token, 50_000, { propId: fiftyCoins });
    const paid = {
      kind: 'payment',
      reference: opened.data.orderNo,
      amount: 50_000,
      outcome: 'paid',
      eventId: 'coupon-paid',
    } as const;
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendCallback(server, paid)));
    for (let replay = 0; replay < 5; replay += 1) answers.push(await sendCallback(server, paid));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.map((answer) => answer.body.msg).filter((verdict) => verdict === 'applied')).toHaveLength(
      1,
    );

    const record = await callContract(server, 'getRechargeOrder', player.token, {
      orderNo: opened.data.orderNo,
    });
    expect(await coinOf(server, player.token)).toBe(50_000 + record.data.bonusAmount + 5_000);
    expect(await couponGrantsOf(player.userId)).toEqual([
      { sourceKey: `coupon:deposit:${player.userId}:${opened.data.orderNo}`, coin: 5_000 },
    ]);
    await expectSoundBooks();
  });

  it('fails the coupon checks of check:ledger when a lot or a grant disagrees with the orders', async () => {
    const player = await registerPlayer(server);
    await giveCoupons(player.userId, [{ id: tenPercent, count: 2 }]);
    const [coupon] = await couponsOf(player.token);
    const opened = await order(player.token, 10_000, { lotId: coupon?.lotId ?? 0 });
    await pressOnCheckout(server, paymentIdOf(opened.data.paymentUrl), 'pay');
    await expectSoundBooks();

    const brokenAfter = async (corrupt: string, undo: string, params: unknown[]) => {
      await server.db.query(corrupt, params);
      try {
        return Object.fromEntries(
          (await checkLedgerSnapshot(server.db))
            .filter((check) => check.broken.length > 0)
            .map((check) => [check.name.split(':')[0], check.broken]),
        );
      } finally {
        await server.db.query(undo, params);
      }
    };
    const lot = coupon?.lotId;
    expect(
      await brokenAfter(
        'UPDATE prop_lots SET remaining = remaining + 1 WHERE id = $1',
        'UPDATE prop_lots SET remaining = remaining - 1 WHERE id = $1',
        [lot],
      ),
    ).toEqual({ 'deposit coupons': [`coupon lot ${lot} (0 taken, 1 on open or paid orders)`] });
    expect(
      await brokenAfter(
        'UPDATE reward_grants SET coin = coin + 1 WHERE source_key = $1',
        'UPDATE reward_grants SET coin = coin - 1 WHERE source_key = $1',
        [`coupon:deposit:${player.userId}:${opened.data.orderNo}`],
      ),
    ).toMatchObject({
      'each reward grant credited its coin once': [expect.stringContaining('(credited 1000 of 1001)')],
      'deposit coupons': [`${opened.data.orderNo} (paid: coupon bonus granted 1001 of 1000)`],
    });
  });
});
