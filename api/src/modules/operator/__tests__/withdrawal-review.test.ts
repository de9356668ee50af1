import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import {
  addCard,
  coinOf,
  fundedPlayer,
  testOperatorToken,
  walletTestEnvironment,
} from '../../wallet/__tests__/wallet-fixtures.js';

announceDatabaseLegs('withdrawal review');

describe.each(databaseLegs)('the withdrawal review queue on $name', (leg) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(leg, { ...walletTestEnvironment, OPERATOR_TOKEN: testOperatorToken });
  });
  afterAll(async () => {
    await server?.close();
  });

  const operator = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await server.app.inject({
      method,
      url: `/api/operator/v1${url}`,
      headers: { authorization: `Bearer ${testOperatorToken}` },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const payoutAsked = async (withdrawalNo: string) => {
    const { rows } = await server.db.query(
      'SELECT 1 FROM sandbox_provider_requests WHERE merchant_reference = $1',
      [withdrawalNo],
    );
    return rows.length > 0;
  };

  it('holds withdrawals from the set amount until finance approves (payout asked) or rejects (refunded)', async () => {
    await operator('PUT', '/settings/reviews', { withdrawalsNeedKyc: false, withdrawalReviewFrom: 20_000 });
    const player = await fundedPlayer(server, 100_000);
    const card = await addCard(server, player.token);
    const withdraw = async (amount: number) => {
      const { envelope } = await server.call('/app/v1/exchange', { amount, bankCardId: card }, player.token);
      expect(envelope.errcode, envelope.msg).toBe(0);
      return envelope.data as { withdrawalNo: string; status: string };
    };
    const small = await withdraw(10_000);
    const approved = await withdraw(30_000);
    const rejected = await withdraw(25_000);
    expect(await payoutAsked(small.withdrawalNo)).toBe(true);
    expect(await payoutAsked(approved.withdrawalNo)).toBe(false);
    expect(approved.status).toBe('held');
    const coinAfterWithdrawing = await coinOf(server, player.token);

    const queue = (await operator('GET', '/withdrawals')).body.data.list as {
      id: number;
      withdrawalNo: string;
    }[];
    const idOf = (withdrawalNo: string) => queue.find((row) => row.withdrawalNo === withdrawalNo)?.id;
    expect(idOf(small.withdrawalNo)).toBeUndefined();
    const approvedId = idOf(approved.withdrawalNo);
    const rejectedId = idOf(rejected.withdrawalNo);

    const approval = await operator('POST', `/withdrawals/${approvedId}/approve`);
    expect(approval.body.data).toMatchObject({
      withdrawalNo: approved.withdrawalNo,
      status: 'held',
      reviewStatus: 'approved',
    });
    expect(await payoutAsked(approved.withdrawalNo)).toBe(true);
    expect((await operator('POST', `/withdrawals/${approvedId}/approve`)).status).toBe(404);

    expect((await operator('POST', `/withdrawals/${rejectedId}/reject`, { reason: 'x' })).status).toBe(400);
    const rejection = await operator('POST', `/withdrawals/${rejectedId}/reject`, {
      reason: 'The card holder is not the account holder',
    });
    expect(rejection.body.data).toMatchObject({ status: 'refunded', reviewStatus: 'rejected' });
    expect(await payoutAsked(rejected.withdrawalNo)).toBe(false);
    expect(await coinOf(server, player.token)).toBe(coinAfterWithdrawing + 25_000);
    expect((await operator('POST', `/withdrawals/${rejectedId}/reject`, { reason: 'twice' })).status).toBe(
      404,
    );

    const { envelope } = await server.call('/app/v1/getExchange', {}, player.token);
    const records = envelope.data.withdrawals as {
      withdrawalNo: string;
      status: string;
      note: string | null;
    }[];
    expect(records.find((row) => row.withdrawalNo === rejected.withdrawalNo)).toMatchObject({
      status: 'refunded',
      note: 'The card holder is not the account holder',
    });
    expect(records.find((row) => row.withdrawalNo === approved.withdrawalNo)).toMatchObject({
      status: 'held',
      note: null,
    });
    // The coin record tells the player why the amount came back.
    const coinRecord = await server.call(
      '/app/v1/appUserCoinDetail',
      { pageNum: 1, pageSize: 10, type: 'withdrawal' },
      player.token,
    );
    const refund = (
      coinRecord.envelope.data.list as { orderNo: string; amount: number; note: string | null }[]
    ).find((row) => row.orderNo === rejected.withdrawalNo && row.amount > 0);
    expect(refund?.note).toBe('The card holder is not the account holder');
    await operator('PUT', '/settings/reviews', { withdrawalsNeedKyc: false, withdrawalReviewFrom: null });
  });

  it('rejects a withdrawal once under 10 parallel rejections, refunding it once', async () => {
    await operator('PUT', '/settings/reviews', { withdrawalsNeedKyc: false, withdrawalReviewFrom: 0 });
    const player = await fundedPlayer(server, 50_000);
    const card = await addCard(server, player.token, '5566778899');
    const { envelope } = await server.call(
      '/app/v1/exchange',
      { amount: 20_000, bankCardId: card },
      player.token,
    );
    const coinAfterWithdrawing = await coinOf(server, player.token);
    const queue = (await operator('GET', '/withdrawals')).body.data.list as {
      id: number;
      withdrawalNo: string;
    }[];
    const id = queue.find((row) => row.withdrawalNo === envelope.data.withdrawalNo)?.id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        operator('POST', `/withdrawals/${id}/reject`, { reason: 'Duplicate request' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await coinOf(server, player.token)).toBe(coinAfterWithdrawing + 20_000);
    await operator('PUT', '/settings/reviews', { withdrawalsNeedKyc: false, withdrawalReviewFrom: null });
  });
});
