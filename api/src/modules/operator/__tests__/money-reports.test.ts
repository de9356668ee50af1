import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { newId, openSession, walletCall } from '../../games/__tests__/games-fixtures.js';
import {
  addCard,
  fundedPlayer,
  openDeposit,
  sendCallback,
  testOperatorToken,
  walletTestEnvironment,
} from '../../wallet/__tests__/wallet-fixtures.js';

announceDatabaseLegs('money reports');

describe.each(databaseLegs)('deposits, callbacks and the daily summary on $name', (leg) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(leg, { ...walletTestEnvironment, OPERATOR_TOKEN: testOperatorToken });
  });
  afterAll(async () => {
    await server?.close();
  });

  const operator = async (url: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/operator/v1${url}`,
      headers: { authorization: `Bearer ${testOperatorToken}` },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const isoDay = (offsetDays: number) =>
    new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

  it('lists a deposit with every callback the provider sent for it, duplicates and forgeries included', async () => {
    const player = await fundedPlayer(server, 30_000);
    const list = await operator(`/deposits?playerId=${player.userId}`);
    const order = list.body.data.list[0];
    expect(order).toMatchObject({ playerId: player.userId, amount: 30_000, status: 'paid' });

    const callback = {
      kind: 'payment',
      reference: order.orderNo,
      amount: 30_000,
      outcome: 'paid',
      eventId: newId('event'),
    } as const;
    expect((await sendCallback(server, callback)).status).toBe(200);
    await sendCallback(server, callback, 'not-the-signature');

    const detail = await operator(`/deposits/${order.id}`);
    expect(detail.body.data.order).toMatchObject({ orderNo: order.orderNo, status: 'paid' });
    const verdicts = detail.body.data.callbacks.map((row: { verdict: string }) => row.verdict);
    expect(verdicts).toEqual(expect.arrayContaining(['applied', 'duplicate', 'forged']));
    expect(detail.body.data.callbacks[0]).toMatchObject({
      summary: { reference: order.orderNo },
      bodySha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const forged = await operator('/payment-callbacks?verdict=forged');
    expect(forged.body.data.list[0]).toMatchObject({ reference: order.orderNo, verdict: 'forged' });
    const open = await openDeposit(server, player.token, 1, 25_000);
    expect((await operator(`/deposits?status=pending&playerId=${player.userId}`)).body.data.list).toEqual([
      expect.objectContaining({ orderNo: open.orderNo, callbacks: 0 }),
    ]);
    expect((await operator('/deposits/999999999')).status).toBe(404);
  });

  it('sums a day: paid deposits and withdrawals, settled stakes and wins, GGR and active players; empty days are zeros', async () => {
    const range = `/reports/daily?from=${isoDay(-1)}&to=${isoDay(1)}`;
    const total = (days: Record<string, number>[], key: string) =>
      days.reduce((sum, row) => sum + (row[key] ?? 0), 0);
    const before = (await operator(range)).body.data.days;

    const player = await fundedPlayer(server, 50_000);
    const card = await addCard(server, player.token);
    const { envelope } = await server.call(
      '/app/v1/exchange',
      { amount: 20_000, bankCardId: card },
      player.token,
    );
    const payout = await server.app.inject({
      method: 'POST',
      url: `/api/dev/wallet/payouts/${envelope.data.withdrawalNo}`,
      payload: { outcome: 'settled' },
    });
    expect(payout.statusCode).toBe(200);
    const sessionId = await openSession(server, player.token);
    const won = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 1_000 };
    await walletCall(server, 'bet', won);
    await walletCall(server, 'win', { ...won, transactionId: newId('win'), amount: 2_500 });
    const lost = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 700 };
    await walletCall(server, 'bet', lost);
    await walletCall(server, 'win', { ...lost, transactionId: newId('win'), amount: 0 });
    // A rolled-back round is no stake.
    const undone = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 400 };
    await walletCall(server, 'bet', undone);
    await walletCall(server, 'rollback', {
      sessionId,
      transactionId: newId('rb'),
      roundId: undone.roundId,
      betTransactionId: undone.transactionId,
    });

    const after = (await operator(range)).body.data.days;
    expect(after.map((row: { day: string }) => row.day)).toEqual([isoDay(-1), isoDay(0), isoDay(1)]);
    const added = (key: string) => total(after, key) - total(before, key);
    expect(added('deposits')).toBe(50_000);
    expect(added('depositCount')).toBe(1);
    expect(added('withdrawals')).toBe(20_000);
    expect(added('stakes')).toBe(1_700);
    expect(added('wins')).toBe(2_500);
    expect(added('ggr')).toBe(-800);
    expect(added('rounds')).toBe(2);
    expect(added('activePlayers')).toBe(1);

    const quiet = await operator('/reports/daily?from=2020-02-28&to=2020-03-01');
    expect(quiet.body.data.days).toEqual(
      ['2020-02-28', '2020-02-29', '2020-03-01'].map((day) => ({
        day,
        deposits: 0,
        depositCount: 0,
        withdrawals: 0,
        withdrawalCount: 0,
        stakes: 0,
        wins: 0,
        ggr: 0,
        rounds: 0,
        activePlayers: 0,
      })),
    );
  });

  it('refuses a backwards or too long range, naming the field', async () => {
    const backwards = await operator('/reports/daily?from=2026-03-02&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toMatch(/from/);
    const long = await operator('/reports/daily?from=2026-01-01&to=2026-06-01');
    expect(long.status).toBe(400);
    expect(long.body.msg).toMatch(/92 days/);
    expect((await operator('/reports/daily?from=yesterday&to=2026-01-01')).status).toBe(400);
  });
});
