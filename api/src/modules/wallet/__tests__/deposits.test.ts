import { apiCalls } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { reconcileWallet } from '../reconcile.js';
import { createSandboxProvider, expireCheckoutsAndNotify, injectingDelivery } from '../sandbox-provider.js';
import {
  coinOf,
  deposit,
  openDeposit,
  pressOnCheckout,
  registerPlayer,
  sendCallback,
  testSigningSecret,
  walletTestEnvironment,
} from './wallet-fixtures.js';

announceDatabaseLegs('wallet deposits');

describe.each(databaseLegs)('deposits through the sandbox provider on $name', (leg) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(leg, walletTestEnvironment);
  });
  afterAll(async () => {
    await server.close();
  });

  async function verdictsOf(orderNo: string): Promise<string[]> {
    const { rows } = await server.db.query<{ verdict: string }>(
      'SELECT verdict FROM payment_callbacks WHERE reference = $1 ORDER BY id',
      [orderNo],
    );
    return rows.map((row) => row.verdict);
  }

  it('gives a new player the trade info of a first deposit, then of a repeat depositor', async () => {
    const { token } = await registerPlayer(server);
    const before = await server.call('/app/v1/getRechargeInfo', {}, token);
    const info = apiCalls.getRechargeInfo.response.parse(before.envelope.data);
    expect(info).toMatchObject({
      totalRecharge: null,
      hash: null,
      lastRechargeTypeId: null,
      minRechargeStatus: 1,
    });
    expect(Object.keys(info.appRechargeTypeMap)).toEqual(['1', '2', '3', '4']);

    await deposit(server, token, 2, 10_000);
    const after = apiCalls.getRechargeInfo.response.parse(
      (await server.call('/app/v1/getRechargeInfo', {}, token)).envelope.data,
    );
    expect(after.totalRecharge).toBe(10_000);
    expect(after.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(after.lastRechargeTypeId).toBe(2);
    expect(after.bonusStanding.paidDeposits).toBe(1);
  });

  it('credits the deposit and its first-deposit bonus once the player pays on the hosted page', async () => {
    const { token } = await registerPlayer(server);
    const order = await openDeposit(server, token, 1, 10_000);
    // First deposit bonus (type 3): 100 % of 100.00, expected until the payment lands.
    expect(order).toMatchObject({ expectedBonus: 10_000, bonusAmount: null });
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/sandbox-pay/checkout/${order.paymentId}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay 100.00');
    expect(await coinOf(server, token)).toBe(0);

    const returnUrl = await pressOnCheckout(server, order.paymentId, 'pay');
    expect(returnUrl).toBe(`/wallets?name=deposit&order=${order.orderNo}`);
    expect(await coinOf(server, token)).toBe(20_000);
    const status = await server.call('/app/v1/getRechargeOrder', { orderNo: order.orderNo }, token);
    expect(status.envelope.data).toMatchObject({
      status: 'paid',
      amount: 10_000,
      expectedBonus: 10_000,
      bonusAmount: 10_000,
    });
    expect(await verdictsOf(order.orderNo)).toEqual(['applied']);
  });

  /**
   * The decided bonus, its rule and the ledger's bonus credit of each of a player's orders, in the
   * order their payments were applied (their deposits' ledger transactions).
   */
  async function bonusesOf(userId: number) {
    const { rows } = await server.db.query<{
      order_no: string;
      expected_bonus: number;
      bonus_amount: number | null;
      bonus_type: number | null;
      credited: number;
    }>(
      `SELECT o.order_no, o.expected_bonus, o.bonus_amount, o.bonus_type,
              coalesce((SELECT sum(p.amount) FROM ledger_transactions AS t
                          JOIN ledger_postings AS p ON p.transaction_id = t.id
                          JOIN ledger_accounts AS a ON a.id = p.account_id
                         WHERE t.kind = 'bonus' AND t.reference ->> 'orderNo' = o.order_no
                           AND a.kind = 'player'), 0)::bigint AS credited
         FROM deposit_orders AS o
         LEFT JOIN ledger_transactions AS deposit ON deposit.idempotency_key = 'deposit:' || o.order_no
        WHERE o.user_id = $1 ORDER BY deposit.id, o.id`,
      [userId],
    );
    return rows.map((row) => ({ ...row, credited: Number(row.credited) }));
  }

  // The attack of issue 11: orders opened before any is paid each carried the first-deposit bonus.
  for (const paying of ['one after another', 'all at once'] as const) {
    it(`pays the first-deposit bonus once for five orders opened before paying any, paid ${paying}`, async () => {
      const { token, userId } = await registerPlayer(server);
      const orders = [];
      for (let index = 0; index < 5; index += 1) orders.push(await openDeposit(server, token, 1, 10_000));
      // Each order shows what the rules give now: the first-deposit bonus, 100 % of 100.00.
      expect(orders.map((order) => order.expectedBonus)).toEqual([10_000, 10_000, 10_000, 10_000, 10_000]);
      expect(orders.map((order) => order.bonusAmount)).toEqual([null, null, null, null, null]);

      if (paying === 'all at once') {
        await Promise.all(orders.map((order) => pressOnCheckout(server, order.paymentId, 'pay')));
      } else {
        for (const order of orders) await pressOnCheckout(server, order.paymentId, 'pay');
      }

      const decided = await bonusesOf(userId);
      // In the order the payments landed: the first, second and third deposit bonuses (seed: 100 %,
      // 50 %, 25 %), then at most the time-of-day or weekend rules (never above 10 % of 100.00).
      expect(decided.filter((order) => order.bonus_type === 3)).toHaveLength(1);
      expect(decided.slice(0, 3).map((order) => [order.bonus_type, order.bonus_amount])).toEqual([
        [3, 10_000],
        [4, 5_000],
        [5, 2_500],
      ]);
      for (const later of decided.slice(3)) expect(later.bonus_amount).toBeLessThanOrEqual(1_000);
      for (const order of decided) expect(order.credited, order.order_no).toBe(order.bonus_amount);
      const bonuses = decided.reduce((sum, order) => sum + (order.bonus_amount ?? 0), 0);
      expect(await coinOf(server, token)).toBe(50_000 + bonuses);
      const answered = await server.call(
        '/app/v1/getRechargeOrder',
        { orderNo: decided[1]?.order_no },
        token,
      );
      expect(answered.envelope.data).toMatchObject({
        status: 'paid',
        expectedBonus: 10_000,
        bonusAmount: 5_000,
      });
    });
  }

  it('credits nothing when the player cancels, and a later pay press keeps the cancellation', async () => {
    const { token } = await registerPlayer(server);
    const order = await openDeposit(server, token, 1, 10_000);
    await pressOnCheckout(server, order.paymentId, 'cancel');
    await pressOnCheckout(server, order.paymentId, 'pay');
    expect(await coinOf(server, token)).toBe(0);
    const status = await server.call('/app/v1/getRechargeOrder', { orderNo: order.orderNo }, token);
    expect(status.envelope.data.status).toBe('cancelled');
  });

  /** Moves a checkout's start back, as if the player had left it open that long. */
  async function ageCheckout(paymentId: string, minutes: number) {
    await server.db.query(
      `UPDATE sandbox_provider_requests SET created_at = now() - make_interval(mins => $2) WHERE id = $1`,
      [paymentId, minutes],
    );
  }

  const orderStatus = async (token: string, orderNo: string) =>
    (await server.call('/app/v1/getRechargeOrder', { orderNo }, token)).envelope.data.status;

  it('cancels an abandoned checkout once it expires, and tells the wallet', async () => {
    const { token } = await registerPlayer(server);
    const abandoned = await openDeposit(server, token, 1, 10_000);
    const fresh = await openDeposit(server, token, 1, 10_000);
    await ageCheckout(abandoned.paymentId, 31);
    await ageCheckout(fresh.paymentId, 29);

    // What the provider's sweep (every minute) does; nobody opens the page again.
    const sandbox = createSandboxProvider(server.db, testSigningSecret, 30);
    expect(await expireCheckoutsAndNotify(sandbox, injectingDelivery(server.app))).toBe(1);

    expect(await orderStatus(token, abandoned.orderNo)).toBe('cancelled');
    expect(await orderStatus(token, fresh.orderNo)).toBe('pending');
    expect(await verdictsOf(abandoned.orderNo)).toEqual(['applied']);
  });

  it('will not take a payment on an expired checkout, and credits nothing', async () => {
    const { token } = await registerPlayer(server);
    const order = await openDeposit(server, token, 1, 10_000);
    await ageCheckout(order.paymentId, 31);

    const page = await server.app.inject({
      method: 'GET',
      url: `/api/sandbox-pay/checkout/${order.paymentId}`,
    });
    expect(page.body).toContain('This payment is cancelled.');
    expect(page.body).not.toContain('Pay 100.00');
    // A form left open in another tab still posts Pay: the expiry stands.
    await pressOnCheckout(server, order.paymentId, 'pay');

    expect(await orderStatus(token, order.orderNo)).toBe('cancelled');
    expect(await coinOf(server, token)).toBe(0);
  });

  it('credits once however often the paid callback is replayed, one after another or all at once', async () => {
    const { token } = await registerPlayer(server);
    const order = await openDeposit(server, token, 1, 20_000);
    const paid = {
      kind: 'payment',
      reference: order.orderNo,
      amount: 20_000,
      outcome: 'paid',
      eventId: 'e1',
    } as const;
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendCallback(server, paid)));
    for (let replay = 0; replay < 5; replay += 1) answers.push(await sendCallback(server, paid));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const paidOrder = await server.call('/app/v1/getRechargeOrder', { orderNo: order.orderNo }, token);
    expect(paidOrder.envelope.data.bonusAmount).toBe(order.expectedBonus);
    expect(await coinOf(server, token)).toBe(20_000 + order.expectedBonus);
    const verdicts = await verdictsOf(order.orderNo);
    expect(verdicts.filter((verdict) => verdict === 'applied')).toHaveLength(1);
    expect(verdicts.filter((verdict) => verdict === 'duplicate')).toHaveLength(24);
  });

  it('keeps the first final outcome when callbacks arrive out of order', async () => {
    const first = await registerPlayer(server);
    const paidFirst = await openDeposit(server, first.token, 1, 10_000);
    const base = { kind: 'payment', reference: paidFirst.orderNo, amount: 10_000 } as const;
    await sendCallback(server, { ...base, outcome: 'paid', eventId: 'p' });
    await sendCallback(server, { ...base, outcome: 'cancelled', eventId: 'c' });
    await sendCallback(server, { ...base, outcome: 'paid', eventId: 'p' });
    expect(await coinOf(server, first.token)).toBe(10_000 + paidFirst.expectedBonus);
    expect(await verdictsOf(paidFirst.orderNo)).toEqual(['applied', 'ignored', 'duplicate']);

    const second = await registerPlayer(server);
    const cancelledFirst = await openDeposit(server, second.token, 1, 10_000);
    const other = { kind: 'payment', reference: cancelledFirst.orderNo, amount: 10_000 } as const;
    await sendCallback(server, { ...other, outcome: 'cancelled', eventId: 'c' });
    await sendCallback(server, { ...other, outcome: 'paid', eventId: 'p' });
    expect(await coinOf(server, second.token)).toBe(0);
    expect(await verdictsOf(cancelledFirst.orderNo)).toEqual(['applied', 'ignored']);
  });

  it('refuses and logs forged callbacks, and never credits them', async () => {
    const { token } = await registerPlayer(server);
    const order = await openDeposit(server, token, 1, 10_000);
    const paid = {
      kind: 'payment',
      reference: order.orderNo,
      amount: 10_000,
      outcome: 'paid',
      eventId: 'x',
    } as const;

    const wrongSignature = await sendCallback(server, paid, 'ab'.repeat(32));
    expect(wrongSignature.status).toBe(401);
    expect(wrongSignature.body.errcode).toBe(errorCodes.forgedPaymentCallback);
    // A genuine signature over other fields does not carry over to a raised amount.
    const signedForLess = await sendCallback(server, { ...paid, amount: 1 });
    const tampered = await server.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/notify',
      payload: { ...paid, timestamp: Date.now(), signature: 'not-hex' },
    });
    expect(tampered.statusCode).toBe(401);
    expect(signedForLess.status).toBe(200);
    expect(signedForLess.body.msg).toBe('mismatch');

    expect(await coinOf(server, token)).toBe(0);
    expect(await verdictsOf(order.orderNo)).toEqual(['forged', 'mismatch', 'forged']);
    const status = await server.call('/app/v1/getRechargeOrder', { orderNo: order.orderNo }, token);
    expect(status.envelope.data.status).toBe('pending');
  });

  it('refuses deposits below the minimum: minAmount first, minAmount2 for a repeat depositor', async () => {
    const { token } = await registerPlayer(server);
    // GCash: minAmount 100.00, minAmount2 200.00 (seed), minRechargeStatus on.
    const tooSmall = await server.call('/app/v1/createRechargeOrder', { channelId: 1, amount: 9_999 }, token);
    expect(tooSmall.envelope).toMatchObject({
      errcode: errorCodes.depositBelowMinimum,
      data: { minimum: 10_000 },
    });
    await deposit(server, token, 1, 10_000);
    const repeatTooSmall = await server.call(
      '/app/v1/createRechargeOrder',
      { channelId: 1, amount: 10_000 },
      token,
    );
    expect(repeatTooSmall.envelope).toMatchObject({
      errcode: errorCodes.depositBelowMinimum,
      data: { minimum: 20_000 },
    });
    const unknownChannel = await server.call(
      '/app/v1/createRechargeOrder',
      { channelId: 99, amount: 50_000 },
      token,
    );
    expect(unknownChannel.envelope.errcode).toBe(errorCodes.unknownRechargeChannel);
    const tooLarge = await server.call(
      '/app/v1/createRechargeOrder',
      { channelId: 1, amount: 5_000_001 },
      token,
    );
    expect(tooLarge.envelope.errcode).toBe(errorCodes.depositAboveMaximum);
  });

  it("does not show one player's order to another", async () => {
    const owner = await registerPlayer(server);
    const stranger = await registerPlayer(server);
    const order = await openDeposit(server, owner.token, 1, 10_000);
    const peek = await server.call('/app/v1/getRechargeOrder', { orderNo: order.orderNo }, stranger.token);
    expect(peek.envelope.errcode).toBe(errorCodes.unknownDepositOrder);
  });

  it('reconciles every total of the wallet with the ledger', async () => {
    for (const total of await reconcileWallet(server.db)) {
      expect(total.ledger, total.name).toBe(total.wallet);
    }
  });
});
