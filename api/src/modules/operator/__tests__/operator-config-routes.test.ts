import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { registerPlayer, walletTestEnvironment } from '../../wallet/__tests__/wallet-fixtures.js';

announceDatabaseLegs('operator API');

const token = 'an-operator-token-of-32-characters';

describe.each(databaseLegs)('the operator API on $name', (leg) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(leg, { ...walletTestEnvironment, OPERATOR_TOKEN: token });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function operator(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, bearer = token) {
    const response = await server.app.inject({
      method,
      url: `/api/operator/v1${url}`,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('refuses a missing or wrong token, and is off without OPERATOR_TOKEN', async () => {
    expect(await operator('GET', '/vip-levels', undefined, '')).toMatchObject({
      status: 401,
      body: { errcode: 1802 },
    });
    expect(await operator('GET', '/tasks', undefined, 'a-wrong-token-of-32-characters!!')).toMatchObject({
      status: 401,
    });
    const off = await startTestServer(leg);
    try {
      const response = await off.app.inject({
        method: 'GET',
        url: '/api/operator/v1/vip-levels',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errcode).toBe(1801);
    } finally {
      await off.close();
    }
  });

  it('changes a VIP level and its rebate rates, and players see it at once', async () => {
    const { body } = await operator('GET', '/vip-levels');
    const vip1 = body.data.levels.find((level: { level: number }) => level.level === 1);
    const changed = await operator('PUT', '/vip-levels/1', {
      name: 'VIP 1',
      experience: 800,
      betLimit: vip1.betLimit,
      dailyAward: [{ id: 2001, count: 150 }],
      showType: 2,
      levelUpBonus: 700,
      signInAward: [],
      rebateRates: { 1: 55 },
    });
    expect(changed.status).toBe(200);
    const player = await registerPlayer(server);
    const config = await server.call('/anonymous/appConfig', {}, player.token);
    expect(config.envelope.data.appVipMap[1]).toMatchObject({ experience: 800, showType: 2 });
    const info = await server.call('/app/v1/getVipInfo', {}, player.token);
    expect(info.envelope.data.levels[1]).toMatchObject({
      levelUpBonus: 700,
      signInAward: [],
      rebateRates: [{ gameTypeId: 1, rateBp: 55 }],
    });
  });

  it('switches a task off and back on, and refuses a task that breaks the rules', async () => {
    const { body } = await operator('GET', '/tasks');
    const { id, enabled, ...task } = body.data.tasks[1];
    expect(enabled).toBe(true);
    expect((await operator('PUT', `/tasks/${id}`, { task, enabled: false })).status).toBe(200);
    const player = await registerPlayer(server);
    const tasks = async () =>
      (await server.call('/app/v1/getTaskUser', {}, player.token)).envelope.data.tasks.map(
        (row: { id: number }) => row.id,
      );
    expect(await tasks()).not.toContain(id);
    expect(
      (await operator('PUT', `/tasks/${id}`, { task: { ...task, target: 5 }, enabled: true })).status,
    ).toBe(200);
    expect(await tasks()).toContain(id);

    const refused = await operator('PUT', `/tasks/${id}`, {
      task: { ...task, metric: 'action', actionPath: null },
      enabled: true,
    });
    expect(refused).toMatchObject({ status: 400, body: { errcode: 400 } });
    expect(refused.body.msg).toMatch(/body\.task/);
  });

  it("changes the lucky jackpot's rules and switch, and refuses rules that cannot draw", async () => {
    const { body } = await operator('GET', '/jackpot');
    const { rules } = body.data;
    expect(body.data.enabled).toBe(true);
    const changed = await operator('PUT', '/jackpot', {
      rules: { ...rules, needDeposit: 5_000 },
      enabled: false,
    });
    expect(changed.body.data).toMatchObject({ enabled: false, rules: { needDeposit: 5_000 } });
    const info = async () => (await server.call('/app/v1/getJackpotDrawInfo', {}, '')).envelope.data;
    expect(await info()).toMatchObject({ activityOn: false, needDeposit: 5_000 });

    const refused = await operator('PUT', '/jackpot', {
      rules: { ...rules, cellWeights: [{ id: 1, weight: 0 }] },
      enabled: true,
    });
    expect(refused).toMatchObject({ status: 400, body: { errcode: 400 } });
    expect(refused.body.msg).toMatch(/body\.rules\.cellWeights/);
    expect(await info()).toMatchObject({ activityOn: false, needDeposit: 5_000 });
    expect((await operator('PUT', '/jackpot', { rules, enabled: true })).status).toBe(200);
    expect(await info()).toMatchObject({ activityOn: true, needDeposit: rules.needDeposit });
  });

  it('grants a player coupons once per reference, and refuses what it cannot grant', async () => {
    const player = await registerPlayer(server);
    const grant = {
      reference: 'welcome-2026',
      awards: [
        { id: 1010, count: 2 },
        { id: 2001, count: 500 },
      ],
      expiresAt: '2099-01-01T00:00:00Z',
    };
    const url = `/players/${player.userId}/rewards`;
    expect((await operator('POST', url, grant, '')).status).toBe(401);
    const first = await operator('POST', url, grant);
    expect(first).toMatchObject({
      status: 200,
      body: {
        errcode: 0,
        data: {
          grant: { sourceKey: `operator:grant:${player.userId}:welcome-2026`, coin: 500, replayed: false },
        },
      },
    });
    const again = await operator('POST', url, { ...grant, awards: [{ id: 1010, count: 9 }] });
    expect(again.body.data.grant).toMatchObject({ id: first.body.data.grant.id, replayed: true });

    const coupons = await server.call('/app/v1/getRechargeCoupons', {}, player.token);
    expect(coupons.envelope.data.list).toMatchObject([
      { propId: 1010, remaining: 2, expiresAt: '2099-01-01T00:00:00.000Z' },
    ]);
    const exchange = await server.call('/app/v1/getExchange', {}, player.token);
    expect(exchange.envelope.data).toMatchObject({ coin: 500, wageringRemaining: 500 });

    const refusals = await Promise.all([
      operator('POST', '/players/987654321/rewards', { ...grant, reference: 'x' }),
      operator('POST', url, { ...grant, reference: 'unknown-prop', awards: [{ id: 3000, count: 1 }] }),
      operator('POST', url, { ...grant, reference: 'past', expiresAt: '2020-01-01T00:00:00Z' }),
      operator('POST', url, { ...grant, reference: 'has spaces' }),
      operator('POST', url, { ...grant, reference: 'nothing', awards: [] }),
    ]);
    expect(refusals.map(({ status, body }) => [status, body.errcode])).toEqual([
      [404, 1803],
      [400, 400],
      [400, 400],
      [400, 400],
      [400, 400],
    ]);
    expect(refusals[1]?.body.msg).toMatch(/body\.awards: Prop 3000 is not in the catalogue/);
    expect(refusals[2]?.body.msg).toMatch(/body\.expiresAt: must be in the future/);
    const { rows } = await server.db.query('SELECT 1 FROM reward_grants WHERE user_id = $1', [player.userId]);
    expect(rows).toHaveLength(1);
  });
});
