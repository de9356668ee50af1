import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { newId, openSession, walletCall } from '../../games/__tests__/games-fixtures.js';
import {
  addCard,
  deposit,
  fundedPlayer,
  openDeposit,
  registerPlayer,
  sendCallback,
  testOperatorToken,
  walletTestEnvironment,
} from '../../wallet/__tests__/wallet-fixtures.js';
import type { OperatorRole } from '../operator-access.js';
import { totpCode, totpStep } from '../totp.js';

announceDatabaseLegs('money reports');

interface CallbackRow {
  id: number;
  source: string;
  reference: string | null;
  verdict: string;
  signatureValid: boolean;
  outcome: string;
  reason: string | null;
  payload: Record<string, unknown> | null;
  summary: Record<string, unknown>;
}

describe.each(databaseLegs)('deposits and the daily summary for finance on $name', (leg) => {
  let server: TestServer;
  let now = new Date();
  beforeAll(async () => {
    server = await startTestServer(
      leg,
      { ...walletTestEnvironment, OPERATOR_TOKEN: testOperatorToken },
      { clock: () => now },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  const operator = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
    const response = await server.app.inject({
      method,
      url: `/api/operator/v1${url}`,
      headers: { authorization: `Bearer ${testOperatorToken}` },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };

  let logins = 0;
  /** A console operator of this role, signed in: a GET as them. */
  async function signedInOperator(role: OperatorRole) {
    logins += 1;
    const login = `${role}.${logins}@casino.test`;
    const password = 'a long operator passphrase';
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/operator/v1/operators',
      headers: { authorization: `Bearer ${testOperatorToken}` },
      payload: { login, name: `${role} ${logins}`, role, password },
    });
    const secret = created.json().data.totpSecret as string;
    now = new Date(now.getTime() + 30_000);
    const session = await server.app.inject({
      method: 'POST',
      url: '/api/operator/v1/session',
      payload: { login, password, code: totpCode(secret, totpStep(now)) },
    });
    expect(session.statusCode).toBe(200);
    const cookie = String(session.headers['set-cookie']).split(';')[0] as string;
    return async (url: string) =>
      (await server.app.inject({ method: 'GET', url: `/api/operator/v1${url}`, headers: { cookie } }))
        .statusCode;
  }

  it('shows a deposit paid through the provider with every callback about it, and callbacks naming no order', async () => {
    const player = await registerPlayer(server);
    const paid = await deposit(server, player.token, 1, 10_000);
    const again = await sendCallback(server, {
      kind: 'payment',
      reference: paid.orderNo,
      amount: 10_000,
      outcome: 'paid',
      eventId: newId('event'),
    });
    expect(again).toMatchObject({ status: 200, body: { msg: 'duplicate' } });
    const forged = await sendCallback(
      server,
      { kind: 'payment', reference: paid.orderNo, amount: 10_000, outcome: 'paid', eventId: newId('event') },
      'f'.repeat(64),
    );
    expect(forged.status).toBe(401);
    const strayReference = `D20260101${newId('X').slice(-12).toUpperCase()}`;
    const stray = await sendCallback(server, {
      kind: 'payment',
      reference: strayReference,
      amount: 5_000,
      outcome: 'paid',
      eventId: newId('event'),
    });
    expect(stray).toMatchObject({ status: 200, body: { msg: 'unknown' } });
    const pending = await openDeposit(server, player.token, 1, 20_000);

    const mine = (await operator('GET', `/deposits?playerId=${player.userId}`)).body.data.list;
    expect(mine.map((row: { orderNo: string }) => row.orderNo)).toEqual([pending.orderNo, paid.orderNo]);
    expect(mine[1]).toMatchObject({
      orderNo: paid.orderNo,
      playerId: player.userId,
      amount: 10_000,
      channelId: 1,
      provider: 'sandbox',
      status: 'paid',
    });
    expect(typeof mine[1].nickname).toBe('string');
    expect(mine[1].paidAt).not.toBeNull();
    const pendingOnly = (await operator('GET', `/deposits?status=pending&playerId=${player.userId}`)).body
      .data.list;
    expect(pendingOnly.map((row: { orderNo: string }) => row.orderNo)).toEqual([pending.orderNo]);
    expect((await operator('GET', '/deposits?status=lost')).status).toBe(400);

    const detail = (await operator('GET', `/deposits/${mine[1].id}`)).body.data;
    expect(detail.order).toMatchObject({ orderNo: paid.orderNo, amount: 10_000, status: 'paid' });
    const callbacks = detail.callbacks as CallbackRow[];
    expect(callbacks.map(({ outcome, signatureValid }) => [outcome, signatureValid])).toEqual([
      ['credited', true],
      ['duplicate', true],
      ['refused', false],
    ]);
    expect(callbacks[0]?.payload).toMatchObject({
      kind: 'payment',
      reference: paid.orderNo,
      amount: 10_000,
      outcome: 'paid',
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // A forged body is not kept whole, only what it claimed.
    expect(callbacks[2]).toMatchObject({
      payload: null,
      summary: { reference: paid.orderNo, amount: 10_000 },
      reason: expect.stringContaining('Bad signature'),
    });
    expect((await operator('GET', '/deposits/999999999')).status).toBe(404);

    const unmatched = (await operator('GET', '/payment-callbacks?unmatched=true')).body.data
      .list as CallbackRow[];
    expect(unmatched.find((row) => row.reference === strayReference)).toMatchObject({
      signatureValid: true,
      outcome: 'refused',
      reason: 'No order or withdrawal has this number',
      payload: { reference: strayReference, amount: 5_000 },
    });
    expect(unmatched.some((row) => row.reference === paid.orderNo)).toBe(false);
    const all = (await operator('GET', '/payment-callbacks')).body.data.list as CallbackRow[];
    expect(all.filter((row) => row.reference === paid.orderNo)).toHaveLength(3);
  });

  it('sums a day’s deposits, withdrawals, stakes and wins in hundredths, with every day present', async () => {
    await operator('PUT', '/settings/reviews', { withdrawalsNeedKyc: false, withdrawalReviewFrom: null });
    const player = await fundedPlayer(server, 50_000);
    const card = await addCard(server, player.token);
    const { envelope } = await server.call(
      '/app/v1/exchange',
      { amount: 20_000, bankCardId: card },
      player.token,
    );
    expect(envelope.errcode, envelope.msg).toBe(0);
    const payout = await sendCallback(server, {
      kind: 'payout',
      reference: envelope.data.withdrawalNo,
      amount: 20_000,
      outcome: 'settled',
      eventId: newId('event'),
    });
    expect(payout.body.msg).toBe('applied');
    await openDeposit(server, player.token, 1, 30_000);

    const sessionId = await openSession(server, player.token);
    const round = async (stake: number, end: 'win' | 'rollback', win = 0) => {
      const bet = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: stake };
      expect((await walletCall(server, 'bet', bet)).status).toBe(200);
      const settle =
        end === 'win'
          ? { sessionId, transactionId: newId('win'), roundId: bet.roundId, amount: win }
          : {
              sessionId,
              transactionId: newId('rb'),
              roundId: bet.roundId,
              betTransactionId: bet.transactionId,
            };
      expect((await walletCall(server, end, settle)).status).toBe(200);
    };
    await round(500, 'win', 1_200);
    await round(300, 'win', 0);
    await round(700, 'rollback');

    // Everything the player did happened on 10 March 2026 (UTC), the rounds in its last second.
    await server.db.query(
      `UPDATE deposit_orders SET created_at = '2026-03-10T08:00:00Z',
              paid_at = CASE WHEN status = 'paid' THEN '2026-03-10T08:01:00Z'::timestamptz END
        WHERE user_id = $1`,
      [player.userId],
    );
    await server.db.query(
      `UPDATE withdrawals SET created_at = '2026-03-10T09:00:00Z', settled_at = '2026-03-10T10:00:00Z'
        WHERE user_id = $1`,
      [player.userId],
    );
    await server.db.query(
      `UPDATE game_rounds SET opened_at = '2026-03-10T23:59:00Z', settled_at = '2026-03-10T23:59:59.999Z'
        WHERE user_id = $1`,
      [player.userId],
    );

    const report = await operator('GET', '/reports/daily?from=2026-03-09&to=2026-03-11');
    expect(report.status).toBe(200);
    const zeros = {
      depositOrders: 0,
      depositsPaid: 0,
      depositsPaidSum: 0,
      withdrawalsPaid: 0,
      withdrawalsPaidSum: 0,
      stakes: 0,
      wins: 0,
      ggr: 0,
      activePlayers: 0,
    };
    const tenth = {
      depositOrders: 2,
      depositsPaid: 1,
      depositsPaidSum: 50_000,
      withdrawalsPaid: 1,
      withdrawalsPaidSum: 20_000,
      stakes: 800,
      wins: 1_200,
      ggr: -400,
      activePlayers: 1,
    };
    expect(report.body.data).toEqual({
      from: '2026-03-09',
      to: '2026-03-11',
      timeZone: 'UTC',
      days: [
        { day: '2026-03-09', ...zeros },
        { day: '2026-03-10', ...tenth },
        { day: '2026-03-11', ...zeros },
      ],
      totals: tenth,
    });
  });

  it('refuses a range that is backwards, longer than 92 days or not dates, saying why', async () => {
    const backwards = await operator('GET', '/reports/daily?from=2026-03-10&to=2026-03-09');
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toContain('from (2026-03-10) must not be after to (2026-03-09)');
    const long = await operator('GET', '/reports/daily?from=2026-01-01&to=2026-04-03');
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('93 days; the summary covers at most 92');
    expect((await operator('GET', '/reports/daily?from=2026-02-30&to=2026-03-01')).status).toBe(400);
    expect((await operator('GET', '/reports/daily?from=2026-03-01')).status).toBe(400);
    const longest = await operator('GET', '/reports/daily?from=2026-01-01&to=2026-04-02');
    expect(longest.body.data.days).toHaveLength(92);
  });

  it('lets finance read deposits, callbacks and the summary, and refuses support', async () => {
    const finance = await signedInOperator('finance');
    const support = await signedInOperator('support');
    for (const url of [
      '/deposits',
      '/deposits/1',
      '/payment-callbacks',
      '/reports/daily?from=2026-03-01&to=2026-03-02',
    ]) {
      expect(await support(url), url).toBe(403);
      expect(await finance(url), url).not.toBe(403);
    }
  });
});
