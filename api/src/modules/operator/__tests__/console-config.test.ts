import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { registerPlayer, walletTestEnvironment } from '../../wallet/__tests__/wallet-fixtures.js';
import type { OperatorRole } from '../operator-access.js';
import { totpCode, totpStep } from '../totp.js';

announceDatabaseLegs('console configuration');

const token = 'an-operator-token-of-32-characters';
const releaseToken = 'release-token-for-tests-0123456789';
const password = 'a long operator passphrase';

interface Session {
  cookie: string;
  csrfToken: string;
}

/** A remote build as the release CLI uploads it (api/src/modules/release/__tests__). */
function walletUpload(version: string) {
  const files: Record<string, string> = {
    'release.json': JSON.stringify({
      kind: 'remote',
      name: 'wallet',
      version,
      routePrefixes: ['/wallets'],
      overlays: [],
      requires: { react: '^19.3.1' },
    }),
    'mf-manifest.json': '{"name":"wallet"}',
    'remoteEntry.js': `var wallet = "${version}";`,
  };
  return Object.entries(files).map(([path, content]) => ({
    path,
    base64: Buffer.from(content).toString('base64'),
  }));
}

describe.each(databaseLegs)('configuration from the console on $name', (leg) => {
  let server: TestServer;
  let now = new Date();
  const sessions = new Map<OperatorRole, Session>();
  beforeAll(async () => {
    server = await startTestServer(
      leg,
      { ...walletTestEnvironment, OPERATOR_TOKEN: token, RELEASE_TOKEN: releaseToken },
      { clock: () => now },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A signed-in operator of the role (one per role, made with the deployment token). */
  async function as(role: OperatorRole): Promise<Session> {
    const known = sessions.get(role);
    if (known) return known;
    const login = `${role}@console-config.test`;
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/operator/v1/operators',
      headers: { authorization: `Bearer ${token}` },
      payload: { login, name: `A ${role}`, role, password },
    });
    const secret = created.json().data.totpSecret as string;
    now = new Date(now.getTime() + 30_000);
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/api/operator/v1/session',
      payload: { login, password, code: totpCode(secret, totpStep(now)) },
    });
    const session = {
      cookie: String(signedIn.headers['set-cookie']).split(';')[0] as string,
      csrfToken: signedIn.json().data.csrfToken as string,
    };
    sessions.set(role, session);
    return session;
  }

  async function call(role: OperatorRole, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
    const session = await as(role);
    const response = await server.app.inject({
      method,
      url: `/api/operator/v1${url}`,
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** The newest audit row of an action. */
  async function lastAudit(action: string) {
    const { rows } = await server.db.query<{
      actor: string;
      target: string | null;
      before: unknown;
      after: unknown;
      outcome: string;
    }>(
      'SELECT actor, target, before, after, outcome FROM operator_audit WHERE action = $1 ORDER BY id DESC LIMIT 1',
      [action],
    );
    return rows[0];
  }

  const refusedFor = async (role: OperatorRole, method: 'GET' | 'PUT' | 'POST', url: string) =>
    expect((await call(role, method, url, method === 'GET' ? undefined : {})).status).toBe(403);

  it('sends mail to one player, a VIP segment or everyone, lists it newest first with its recipients, and audits it', async () => {
    const first = await registerPlayer(server);
    await registerPlayer(server);
    const mail = {
      title: 'Welcome back',
      body: 'A gift for you',
      attachments: [{ propId: 2001, count: 100 }],
    };
    const toOne = await call('support', 'POST', '/mail', {
      ...mail,
      audience: { playerIds: [first.userId] },
    });
    expect(toOne).toMatchObject({ status: 200, body: { data: { recipients: 1 } } });
    const toAll = await call('marketing', 'POST', '/mail', {
      ...mail,
      title: 'For everyone',
      audience: { everyone: true },
      expiresAt: '2099-01-01T00:00:00Z',
    });
    const { rows } = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
    expect(toAll.body.data.recipients).toBe(rows[0]?.count);
    const toVip = await call('marketing', 'POST', '/mail', { ...mail, audience: { minVip: 900 } });
    expect(toVip.body.data.recipients).toBe(0);

    const list = (await call('support', 'GET', '/mail')).body.data.list;
    expect(list.slice(0, 3)).toMatchObject([
      { id: toVip.body.data.mailId, recipients: 0, audience: { minVip: 900 } },
      { title: 'For everyone', recipients: rows[0]?.count, expiresAt: '2099-01-01T00:00:00.000Z' },
      { title: 'Welcome back', recipients: 1, attachments: [{ propId: 2001, count: 100 }] },
    ]);
    expect(await lastAudit('mail.send')).toMatchObject({
      actor: 'marketing@console-config.test',
      target: `mail=${toVip.body.data.mailId}`,
      after: { title: 'Welcome back', audience: { minVip: 900 }, recipients: 0 },
    });

    const refused = await call('support', 'POST', '/mail', {
      ...mail,
      title: ' ',
      audience: { everyone: true },
    });
    expect(refused).toMatchObject({ status: 400, body: { errcode: 400 } });
    expect(refused.body.msg).toMatch(/^body\.title: /);
    await refusedFor('finance', 'GET', '/mail');
    await refusedFor('release', 'POST', '/mail');
  });

  it('audits VIP level, task, jackpot and reward changes with their state before and after', async () => {
    const vip2 = (await call('marketing', 'GET', '/vip-levels')).body.data.levels.find(
      (level: { level: number }) => level.level === 2,
    );
    const { level: _level, ...level } = vip2;
    expect((await call('marketing', 'PUT', '/vip-levels/2', { ...level, levelUpBonus: 4_321 })).status).toBe(
      200,
    );
    expect(await lastAudit('vipLevels.change')).toMatchObject({
      target: 'vipLevel=2',
      before: { levelUpBonus: vip2.levelUpBonus },
      after: { levelUpBonus: 4_321 },
    });
    const badRate = await call('marketing', 'PUT', '/vip-levels/2', { ...level, rebateRates: { 1: 20_000 } });
    expect(badRate).toMatchObject({ status: 400 });
    expect(badRate.body.msg).toMatch(/^body\.rebateRates\.1: /);

    const { id, enabled, ...task } = (await call('marketing', 'GET', '/tasks')).body.data.tasks[0];
    expect((await call('marketing', 'PUT', `/tasks/${id}`, { task, enabled: !enabled })).status).toBe(200);
    expect(await lastAudit('tasks.change')).toMatchObject({
      target: `task=${id}`,
      before: { enabled },
      after: { enabled: !enabled },
    });

    const jackpot = (await call('marketing', 'GET', '/jackpot')).body.data;
    expect(
      (await call('marketing', 'PUT', '/jackpot', { ...jackpot, enabled: !jackpot.enabled })).status,
    ).toBe(200);
    expect(await lastAudit('jackpot.change')).toMatchObject({
      before: { enabled: jackpot.enabled },
      after: { enabled: !jackpot.enabled },
    });
    await call('marketing', 'PUT', '/jackpot', jackpot);

    const player = await registerPlayer(server);
    await call('marketing', 'POST', `/players/${player.userId}/rewards`, {
      reference: 'audit-check',
      awards: [{ id: 2001, count: 100 }],
      expiresAt: '2099-01-01T00:00:00Z',
    });
    expect(await lastAudit('rewards.grant')).toMatchObject({
      target: `player=${player.userId}`,
      after: { coin: 100, replayed: false },
    });
    await refusedFor('support', 'PUT', '/vip-levels/2');
  });

  it('puts the site into maintenance for the owner only: preLogin then sends players to /maintenance', async () => {
    const preLogin = async () =>
      (
        await server.call('/app/v1/preLogin', {
          os: 'Android 14',
          deviceModel: 'Pixel 8',
          phoneinfoJsonModel: { screenWidth: 390, language: 'en-US', standalone: false },
          deviceId: 'console-config-device',
          urlParams: {},
        })
      ).envelope.data.maintenance;
    expect(await preLogin()).toMatchObject({ status: 0 });

    const on = { status: 1, message: 'Back at 06:00 UTC', endTime: '2099-01-01T06:00:00Z' };
    expect(await call('owner', 'PUT', '/maintenance', on)).toMatchObject({ status: 200, body: { data: on } });
    expect(await preLogin()).toEqual(on);
    expect((await call('owner', 'GET', '/maintenance')).body.data).toEqual(on);
    expect(await lastAudit('maintenance.change')).toMatchObject({
      target: 'maintenance',
      before: { status: 0 },
      after: on,
    });

    const refused = await call('owner', 'PUT', '/maintenance', { status: 2 });
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.body.msg).toMatch(/^body\.status: /);
    for (const role of ['marketing', 'finance', 'support', 'release'] as const) {
      await refusedFor(role, 'PUT', '/maintenance');
    }

    expect((await call('owner', 'PUT', '/maintenance', { status: 0 })).status).toBe(200);
    expect(await preLogin()).toEqual({ status: 0 });
  });

  it('replaces the customer-service channels players are offered (marketing)', async () => {
    const before = (await call('marketing', 'GET', '/customer-services')).body.data.entries;
    const entries = [
      { itemType: 2, param1: 'https://t.me/RoyalSupport', param2: 'Telegram', sort: 1 },
      { itemType: 1, param1: 'royal-support', param2: 'vip-queue', sort: 2 },
    ];
    expect(await call('marketing', 'PUT', '/customer-services', { entries })).toMatchObject({
      status: 200,
      body: { data: { entries } },
    });
    const config = await server.call('/anonymous/appConfig', {});
    expect(config.envelope.data.customerServiceList).toEqual(entries);
    expect(await lastAudit('customerServices.change')).toMatchObject({ before, after: entries });

    const refused = await call('marketing', 'PUT', '/customer-services', {
      entries: [{ ...entries[0], itemType: 'chat' }],
    });
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.body.msg).toMatch(/^body\.entries\.0\.itemType: /);
    await refusedFor('finance', 'PUT', '/customer-services');
    await refusedFor('support', 'GET', '/customer-services');
  });

  it('changes the deposit channels and their amount options (finance), refusing what players could not use', async () => {
    const { channels, items } = (await call('finance', 'GET', '/recharge-channels')).body.data;
    expect(channels[0]).toMatchObject({ id: 1, name: 'GCash', itemIds: expect.any(Array) });
    const changed = [
      { ...channels[0], isDefault: false, itemIds: [items[0].id] },
      { ...channels[1], minAmount: 30_000, isDefault: true },
    ];
    expect((await call('finance', 'PUT', '/recharge-channels', { channels: changed })).status).toBe(200);
    const player = await registerPlayer(server);
    const trade = (await server.call('/app/v1/getRechargeInfo', {}, player.token)).envelope.data;
    expect(Object.keys(trade.appRechargeTypeMap)).toEqual([String(channels[0].id), String(channels[1].id)]);
    expect(trade.appRechargeTypeMap[channels[1].id]).toMatchObject({ minAmount: 30_000, isDefault: true });
    expect(trade.appRechargeTypeItemMap[channels[0].id]).toEqual([items[0].id]);
    expect(await lastAudit('rechargeChannels.change')).toMatchObject({
      before: channels,
      after: changed,
    });

    const refusals = await Promise.all([
      call('finance', 'PUT', '/recharge-channels', {
        channels: [{ ...changed[0], itemIds: [987_654] }, changed[1]],
      }),
      call('finance', 'PUT', '/recharge-channels', { channels: [{ ...changed[1], isDefault: false }] }),
      call('finance', 'PUT', '/recharge-channels', {
        channels: [{ ...changed[1], minAmount: 50_000, maxAmount: 10_000 }],
      }),
    ]);
    expect(refusals.map(({ status, body }) => [status, body.msg.split(':')[0]])).toEqual([
      [400, 'body.channels.0.itemIds'],
      [400, 'body.channels'],
      [400, 'body.channels.0.maxAmount'],
    ]);
    await refusedFor('marketing', 'PUT', '/recharge-channels');
    await call('finance', 'PUT', '/recharge-channels', { channels });
  });

  it('changes the deposit bonus rules (finance, marketing): a new first deposit earns the new share', async () => {
    const { rules } = (await call('finance', 'GET', '/deposit-bonuses')).body.data;
    const firstDeposit = rules.find((rule: { type: number }) => rule.type === 3);
    expect(firstDeposit).toMatchObject({ basisPoints: 10_000 });
    const halved = rules.map((rule: { type: number; basisPoints: number }) =>
      rule.type === 3 ? { ...rule, basisPoints: 5_000 } : rule,
    );
    expect((await call('marketing', 'PUT', '/deposit-bonuses', { rules: halved })).status).toBe(200);
    const player = await registerPlayer(server);
    const order = await server.call(
      '/app/v1/createRechargeOrder',
      { channelId: 1, amount: 20_000 },
      player.token,
    );
    expect(order.envelope.data.expectedBonus).toBe(10_000);
    expect(await lastAudit('depositBonuses.change')).toMatchObject({ before: rules, after: halved });

    const twice = await call('finance', 'PUT', '/deposit-bonuses', { rules: [...halved, firstDeposit] });
    expect([twice.status, twice.body.msg.split(':')[0]]).toEqual([400, 'body.rules']);
    const negative = await call('finance', 'PUT', '/deposit-bonuses', {
      rules: [{ ...firstDeposit, maxBonus: -1 }],
    });
    expect([negative.status, negative.body.msg.split(':')[0]]).toEqual([400, 'body.rules.0.maxBonus']);
    await refusedFor('support', 'PUT', '/deposit-bonuses');
    await call('finance', 'PUT', '/deposit-bonuses', { rules });
  });

  it('starts a canary of an already published version, and refuses a percent out of 1 to 99', async () => {
    const release = (url: string, payload: object) =>
      server.app.inject({
        method: 'POST',
        url: `/api/release/${url}`,
        headers: { authorization: `Bearer ${releaseToken}` },
        payload,
      });
    await release('publish-host', {
      release: { kind: 'host', version: '1.0.0', provides: { react: '19.3.1' } },
    });
    await release('publish', { files: walletUpload('1.0.0') });
    await release('publish', { files: walletUpload('1.0.1') });
    await release('rollback', { remote: 'wallet' });

    const unpublished = await call('release', 'POST', '/releases/wallet/canary', {
      version: '9.9.9',
      percent: 5,
    });
    expect(unpublished.status).toBe(404);
    const started = await call('release', 'POST', '/releases/wallet/canary', {
      version: '1.0.1',
      percent: 10,
    });
    expect(started).toMatchObject({
      status: 200,
      body: { data: { name: 'wallet', version: '1.0.1', percent: 10 } },
    });
    const status = (await call('release', 'GET', '/releases')).body.data;
    expect(status.remotes.wallet).toMatchObject({
      version: '1.0.0',
      canary: { version: '1.0.1', percent: 10 },
    });
    expect(await lastAudit('releases.canary')).toMatchObject({
      target: 'remote=wallet',
      before: { version: '1.0.0', canary: null },
      after: { version: '1.0.1', percent: 10 },
    });

    const tooMany = await call('release', 'POST', '/releases/wallet/canary', {
      version: '1.0.1',
      percent: 100,
    });
    expect(tooMany).toMatchObject({ status: 400 });
    expect(tooMany.body.msg).toMatch(/^body\.percent: /);
    const busy = await call('release', 'POST', '/releases/wallet/canary', { version: '1.0.0', percent: 5 });
    expect(busy).toMatchObject({ status: 409, body: { errcode: 1507 } });
    await refusedFor('marketing', 'POST', '/releases/wallet/canary');
  });
});
