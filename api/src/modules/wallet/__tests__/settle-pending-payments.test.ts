import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { createAppConfigSource } from '../../config/app-config-source.js';
import { systemClock } from '../../sms/sms-sender.js';
import { createSandboxProvider, type SandboxProvider } from '../sandbox-provider.js';
import { type SettlementFigures, settlePendingPayments } from '../settle-pending-payments.js';
import {
  addCard,
  coinOf,
  fundedPlayer,
  openDeposit,
  registerPlayer,
  sendCallback,
  testSigningSecret,
  walletTestEnvironment,
} from './wallet-fixtures.js';

announceDatabaseLegs('settling pending payments');

describe.each(databaseLegs)('the reconciliation job on $name', (leg) => {
  let server: TestServer;
  let sandbox: SandboxProvider;

  beforeAll(async () => {
    // The schedule is off here: the tests run the job themselves.
    server = await startTestServer(leg, { ...walletTestEnvironment, RECONCILE_INTERVAL_SECONDS: '0' });
    sandbox = createSandboxProvider(server.db, testSigningSecret, 30);
  });
  afterAll(async () => {
    await server.close();
  });

  const runJob = () =>
    settlePendingPayments(
      server.db,
      sandbox,
      { appConfig: createAppConfigSource(server.db), clock: systemClock },
      { olderThanSeconds: 300 },
    );

  /** As if these were made ten minutes ago. */
  async function age(table: 'deposit_orders' | 'withdrawals', references: string[]) {
    const column = table === 'deposit_orders' ? 'order_no' : 'withdrawal_no';
    await server.db.query(
      `UPDATE ${table} SET created_at = created_at - interval '10 minutes' WHERE ${column} = ANY($1::text[])`,
      [references],
    );
  }

  const orderStatus = async (token: string, orderNo: string) =>
    (await server.call('/app/v1/getRechargeOrder', { orderNo }, token)).envelope.data.status;

  async function statusQueriesOf(reference: string) {
    const { rows } = await server.db.query<{ verdict: string }>(
      `SELECT verdict FROM payment_callbacks WHERE reference = $1 AND source = 'status-query' ORDER BY id`,
      [reference],
    );
    return rows.map((row) => row.verdict);
  }

  it('settles orders and withdrawals whose callbacks never arrived, once, however many runs overlap', async () => {
    const depositor = await registerPlayer(server);
    const paid = await openDeposit(server, depositor.token, 1, 10_000);
    const cancelled = await openDeposit(server, depositor.token, 1, 10_000);
    const undecided = await openDeposit(server, depositor.token, 1, 10_000);
    const neverAsked = await openDeposit(server, depositor.token, 1, 10_000);
    const young = await openDeposit(server, depositor.token, 1, 10_000);
    // The provider decided, but the wallet was never told (the API died before the delivery).
    await sandbox.decide(paid.paymentId, 'paid');
    await sandbox.decide(cancelled.paymentId, 'cancelled');
    await sandbox.decide(young.paymentId, 'paid');
    // The API died between storing the order and asking the provider for its payment.
    await server.db.query('DELETE FROM sandbox_provider_requests WHERE id = $1', [neverAsked.paymentId]);

    const withdrawer = await fundedPlayer(server, 50_000);
    const card = await addCard(server, withdrawer.token);
    const coinBefore = await coinOf(server, withdrawer.token);
    const withdraw = async () =>
      (await server.call('/app/v1/exchange', { amount: 10_000, bankCardId: card }, withdrawer.token)).envelope
        .data.withdrawalNo as string;
    const settledPayout = await withdraw();
    const payoutNeverAsked = await withdraw();
    const undecidedPayout = await withdraw();
    const payout = await sandbox.findByReference(settledPayout);
    await sandbox.decide(payout?.id ?? '', 'settled');
    await server.db.query('DELETE FROM sandbox_provider_requests WHERE merchant_reference = $1', [
      payoutNeverAsked,
    ]);

    await age(
      'deposit_orders',
      [paid, cancelled, undecided, neverAsked].map((order) => order.orderNo),
    );
    await age('withdrawals', [settledPayout, payoutNeverAsked, undecidedPayout]);

    const overlapping = await Promise.all([runJob(), runJob(), runJob()]);
    const total = (key: keyof SettlementFigures) => overlapping.reduce((sum, run) => sum + run[key], 0);
    expect(total('settled')).toBe(5);
    expect(total('mismatched')).toBe(0);
    for (const run of overlapping) expect(run.checked).toBe(7);
    const again = await runJob();
    expect(again).toEqual({ checked: 2, settled: 0, stillPending: 2, settledMeanwhile: 0, mismatched: 0 });

    expect(await orderStatus(depositor.token, paid.orderNo)).toBe('paid');
    expect(await orderStatus(depositor.token, cancelled.orderNo)).toBe('cancelled');
    expect(await orderStatus(depositor.token, neverAsked.orderNo)).toBe('cancelled');
    expect(await orderStatus(depositor.token, undecided.orderNo)).toBe('pending');
    // Younger than RECONCILE_AFTER_SECONDS: its callback may still be on the way.
    expect(await orderStatus(depositor.token, young.orderNo)).toBe('pending');
    // One deposit with the first-deposit bonus (100 %), credited once.
    expect(await coinOf(server, depositor.token)).toBe(20_000);
    for (const reference of [paid.orderNo, cancelled.orderNo, neverAsked.orderNo, settledPayout]) {
      expect((await statusQueriesOf(reference)).filter((verdict) => verdict === 'applied')).toEqual([
        'applied',
      ]);
    }

    const exchange = (await server.call('/app/v1/getExchange', {}, withdrawer.token)).envelope.data;
    const statuses = Object.fromEntries(
      exchange.withdrawals.map((row: { withdrawalNo: string; status: string }) => [
        row.withdrawalNo,
        row.status,
      ]),
    );
    expect(statuses).toEqual({
      [settledPayout]: 'paid',
      [payoutNeverAsked]: 'refunded',
      [undecidedPayout]: 'held',
    });
    // 30.00 withdrawn, the payout never asked for refunded.
    expect(exchange).toMatchObject({ coin: coinBefore - 20_000, held: 10_000 });

    // The callback arrives at last: already applied, nothing more is credited.
    const late = await sendCallback(server, {
      kind: 'payment',
      reference: paid.orderNo,
      amount: 10_000,
      outcome: 'paid',
      eventId: `${paid.paymentId}:paid`,
    });
    expect(late.body.msg).toBe('duplicate');
    expect(await coinOf(server, depositor.token)).toBe(20_000);
  });
});

describe.each(databaseLegs)('the reconciliation job on its schedule on $name', (leg) => {
  it('runs while the server runs, logs its figures, and stops with it', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const server = await startTestServer(
      leg,
      {
        ...walletTestEnvironment,
        LOG_LEVEL: 'info',
        RECONCILE_AFTER_SECONDS: '1',
        RECONCILE_INTERVAL_SECONDS: '1',
      },
      { logStream },
    );
    try {
      const { token } = await registerPlayer(server);
      const order = await openDeposit(server, token, 1, 10_000);
      await createSandboxProvider(server.db, testSigningSecret, 30).decide(order.paymentId, 'paid');
      const deadline = Date.now() + 15_000;
      while (
        (await server.call('/app/v1/getRechargeOrder', { orderNo: order.orderNo }, token)).envelope.data
          .status !== 'paid'
      ) {
        if (Date.now() > deadline) throw new Error(`the job did not settle the order: ${lines.join('\n')}`);
        await new Promise((done) => setTimeout(done, 200));
      }
      expect(await coinOf(server, token)).toBe(20_000);
      const figures = lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.msg === 'pending payments checked with the provider');
      expect(figures).toContainEqual(
        expect.objectContaining({ level: 30, checked: 1, settled: 1, stillPending: 0 }),
      );
    } finally {
      await server.close();
    }
  });
});
