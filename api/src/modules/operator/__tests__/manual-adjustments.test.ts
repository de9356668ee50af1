import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import {
  coinOf,
  fundedPlayer,
  testOperatorToken,
  walletTestEnvironment,
} from '../../wallet/__tests__/wallet-fixtures.js';
import { checkLedger } from '../../wallet/ledger-check.js';
import type { OperatorRole } from '../operator-access.js';
import { totpCode, totpStep } from '../totp.js';

announceDatabaseLegs('manual adjustments');

describe.each(databaseLegs)('manual balance adjustments on $name', (leg) => {
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

  let logins = 0;
  /** A console operator of this role, signed in: its cookie and CSRF token. */
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
    const csrfToken = session.json().data.csrfToken as string;
    return async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const response = await server.app.inject({
        method,
        url: `/api/operator/v1${url}`,
        headers: { cookie, 'x-csrf-token': csrfToken },
        ...(payload ? { payload } : {}),
      });
      return { status: response.statusCode, body: response.json() };
    };
  }

  /** The deployment's OPERATOR_TOKEN: a caller without an operator id. */
  const deploymentToken = async (url: string, payload: object) => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/operator/v1${url}`,
      headers: { authorization: `Bearer ${testOperatorToken}` },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };

  /** The newest audit row of an action on a player that went through. */
  async function auditOf(action: string, playerId: number) {
    const audit = await server.app.inject({
      method: 'GET',
      url: `/api/operator/v1/audit?action=${action}&target=player=${playerId}`,
      headers: { authorization: `Bearer ${testOperatorToken}` },
    });
    return audit.json().data.list.find((entry: { outcome: string }) => entry.outcome === 'done');
  }

  const setThreshold = (caller: Awaited<ReturnType<typeof signedInOperator>>, from: number) =>
    caller('PUT', '/settings/reviews', { withdrawalsNeedKyc: false, adjustmentApprovalFrom: from });

  /** Two finance operators, adjustments from 100.00 waiting, and a player who deposited 200.00. */
  async function twoOperatorsAndAPlayer() {
    const fiona = await signedInOperator('finance');
    const frank = await signedInOperator('finance');
    await setThreshold(fiona, 10_000);
    const player = await fundedPlayer(server, 20_000);
    return { fiona, frank, player, before: await coinOf(server, player.token) };
  }

  it('posts a small adjustment at once, as a correction in the player’s records, and keeps the ledger balanced', async () => {
    const fiona = await signedInOperator('finance');
    expect((await fiona('GET', '/settings/reviews')).body.data.adjustmentApprovalFrom).toBe(100_000);
    const player = await fundedPlayer(server, 20_000);
    const before = await coinOf(server, player.token);

    const credit = await fiona('POST', `/players/${player.userId}/adjustments`, {
      amount: 2_500,
      reason: 'Compensation for a stuck round',
    });
    expect(credit.body.data).toMatchObject({ status: 'applied', amount: 2_500, requestedBy: 'finance 1' });
    expect(await coinOf(server, player.token)).toBe(before + 2_500);
    const debit = await fiona('POST', `/players/${player.userId}/adjustments`, {
      amount: -500,
      reason: 'Double credit',
    });
    expect(debit.body.data.status).toBe('applied');
    expect(await coinOf(server, player.token)).toBe(before + 2_000);

    const { envelope } = await server.call(
      '/app/v1/appUserCoinDetail',
      { pageNum: 1, pageSize: 5 },
      player.token,
    );
    const corrections = envelope.data.list.filter((row: { kind: string }) => row.kind === 'correction');
    expect(corrections.map((row: { amount: number }) => row.amount)).toEqual([-500, 2_500]);
    expect(await auditOf('adjustments.request', player.userId)).toMatchObject({
      before: { balance: before + 2_500 },
      after: { status: 'applied', amount: -500, reason: 'Double credit', balance: before + 2_000 },
    });
    expect((await checkLedger(server.db)).flatMap((check) => check.broken)).toEqual([]);

    expect(
      (await fiona('POST', `/players/${player.userId}/adjustments`, { amount: 0, reason: 'Nothing' })).status,
    ).toBe(400);
    expect(
      (await fiona('POST', '/players/999999999/adjustments', { amount: 100, reason: 'Nobody' })).status,
    ).toBe(404);
  });

  it('holds a large adjustment until another operator approves it; the requester cannot, and two approvals post once', async () => {
    const { fiona, frank, player, before } = await twoOperatorsAndAPlayer();

    const asked = await fiona('POST', `/players/${player.userId}/adjustments`, {
      amount: 50_000,
      reason: 'Deposit paid twice by the bank, credited by hand',
    });
    expect(asked.body.data).toMatchObject({ status: 'pending' });
    expect(await coinOf(server, player.token)).toBe(before);
    const pending = await frank('GET', '/adjustments?status=pending');
    expect(pending.body.data.list.map((row: { id: number }) => row.id)).toContain(asked.body.data.id);

    const own = await fiona('POST', `/adjustments/${asked.body.data.id}/approve`, {});
    expect(own).toMatchObject({ status: 403, body: { errcode: 1811 } });
    const [first, second] = await Promise.all([
      frank('POST', `/adjustments/${asked.body.data.id}/approve`, {}),
      frank('POST', `/adjustments/${asked.body.data.id}/approve`, {}),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    expect(await coinOf(server, player.token)).toBe(before + 50_000);
    expect(await auditOf('adjustments.approve', player.userId)).toMatchObject({
      before: { status: 'pending', requestedBy: 'finance 2', amount: 50_000, balance: before },
      after: { status: 'applied', decidedBy: 'finance 3', amount: 50_000, balance: before + 50_000 },
    });
    expect((await checkLedger(server.db)).flatMap((check) => check.broken)).toEqual([]);
  });

  it('rejects with a reason and posts nothing; refuses a debit the balance cannot cover', async () => {
    const { fiona, frank, player, before } = await twoOperatorsAndAPlayer();

    const asked = await fiona('POST', `/players/${player.userId}/adjustments`, {
      amount: 30_000,
      reason: 'Goodwill',
    });
    const rejected = await frank('POST', `/adjustments/${asked.body.data.id}/reject`, {
      reason: 'Goodwill above 100.00 needs the owner',
    });
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      decisionReason: 'Goodwill above 100.00 needs the owner',
    });
    expect(await coinOf(server, player.token)).toBe(before);
    expect(await auditOf('adjustments.reject', player.userId)).toMatchObject({
      before: { status: 'pending', amount: 30_000, balance: before },
      after: { status: 'rejected', decidedBy: 'finance 5', balance: before },
    });

    const overdraw = await fiona('POST', `/players/${player.userId}/adjustments`, {
      amount: -(before + 1),
      reason: 'Too much',
    });
    expect(overdraw).toMatchObject({ status: 409, body: { errcode: 1812, data: { balance: before } } });
    const small = await fiona('POST', `/players/${player.userId}/adjustments`, { amount: 100, reason: 'x' });
    expect(small.status).toBe(400);

    // A waiting debit the player spends down before it is approved is refused at approval.
    const debit = await fiona('POST', `/players/${player.userId}/adjustments`, {
      amount: -before,
      reason: 'Reverse the deposit',
    });
    expect(debit.body.data.status).toBe('pending');
    await frank('POST', `/players/${player.userId}/adjustments`, { amount: -100, reason: 'A small fee' });
    const late = await frank('POST', `/adjustments/${debit.body.data.id}/approve`, {});
    expect(late).toMatchObject({ status: 409, body: { errcode: 1812 } });
    expect(
      (await frank('GET', '/adjustments?status=pending')).body.data.list.map((row: { id: number }) => row.id),
    ).toContain(debit.body.data.id);

    const support = await signedInOperator('support');
    expect(
      (await support('POST', `/players/${player.userId}/adjustments`, { amount: 100, reason: 'Not mine' }))
        .status,
    ).toBe(403);
  });

  it('lets the deployment token ask but not approve its own request; a signed-in operator approves it', async () => {
    const { frank, player, before } = await twoOperatorsAndAPlayer();

    const asked = await deploymentToken(`/players/${player.userId}/adjustments`, {
      amount: 40_000,
      reason: 'Scripted goodwill credit',
    });
    expect(asked.body.data).toMatchObject({ status: 'pending', requestedBy: 'OPERATOR_TOKEN' });
    const own = await deploymentToken(`/adjustments/${asked.body.data.id}/approve`, {});
    expect(own).toMatchObject({ status: 403, body: { errcode: 1811 } });
    const approved = await frank('POST', `/adjustments/${asked.body.data.id}/approve`, {});
    expect(approved.body.data).toMatchObject({
      status: 'applied',
      requestedBy: 'OPERATOR_TOKEN',
      balance: before + 40_000,
    });
    expect(await coinOf(server, player.token)).toBe(before + 40_000);
  });

  it('decides a waiting adjustment once when an approval and a rejection race', async () => {
    const { fiona, frank, player, before } = await twoOperatorsAndAPlayer();
    const asked = await fiona('POST', `/players/${player.userId}/adjustments`, {
      amount: 15_000,
      reason: 'Lost bonus restored',
    });

    const [approval, rejection] = await Promise.all([
      frank('POST', `/adjustments/${asked.body.data.id}/approve`, {}),
      fiona('POST', `/adjustments/${asked.body.data.id}/reject`, { reason: 'Changed my mind' }),
    ]);
    expect([approval.status, rejection.status].sort()).toEqual([200, 404]);
    const winner = approval.status === 200 ? approval : rejection;
    const applied = winner.body.data.status === 'applied';
    expect(await coinOf(server, player.token)).toBe(applied ? before + 15_000 : before);
    expect((await checkLedger(server.db)).flatMap((check) => check.broken)).toEqual([]);
  });
});
