import { activityTypeIds } from '@casino/contracts';
import { apiCalls, appConfigSchema } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';

announceDatabaseLegs('start-up calls');

const device = {
  os: 'Android 14',
  deviceModel: 'Pixel 8',
  phoneinfoJsonModel: { screenWidth: 390, language: 'en-US', standalone: false },
  deviceId: 'device-123',
  urlParams: { utm_source: 'facebook' },
};

describe.each(databaseLegs)('start-up calls on $name', (leg) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(leg);
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves every field group of the app config, with the seeded limits and catalogue', async () => {
    const { envelope } = await server.call('/anonymous/appConfig');
    expect(envelope.errcode).toBe(0);
    const config = appConfigSchema.parse(envelope.data);
    expect(Object.keys(envelope.data).sort()).toEqual(Object.keys(appConfigSchema.shape).sort());
    expect(config.lengthLimits).toEqual({
      account: { min: 6, max: 16 },
      username: { min: 2, max: 20 },
      password: { min: 6, max: 20 },
      smsCode: { min: 6, max: 6 },
      withdrawAccount: { min: 8, max: 30 },
    });
    // The studio's three games, each in one of the listed types, by one of the listed studios.
    expect(config.gameList.map((game) => game.name)).toEqual([
      'Sampaguita Fortune',
      'Jeepney Rocket',
      'Mines of Luzon',
    ]);
    const typeIds = new Set(config.gameTypeList.map((type) => type.id));
    const brandIds = new Set(config.gameBrandList.map((brand) => brand.id));
    expect(config.gameList.every((game) => typeIds.has(game.type) && brandIds.has(game.brand))).toBe(true);
    expect(Object.keys(config.appVipMap)).toHaveLength(11);
    expect(config.customerServiceList.some((entry) => entry.itemType === 1)).toBe(true);
    expect(config.customerServiceList.some((entry) => entry.param1.startsWith('https://t.me/'))).toBe(true);
    expect(config).toMatchObject({
      h5: { downloadUrl: '/download' },
      feedbackConfig: { imagesLimit: 3 },
      h5ClientMode: 0,
      maintenance: { status: 0 },
    });
  });

  it('serves the active theme and previews by id, refusing unknown ids clearly', async () => {
    const theme = apiCalls.appTheme.response.parse((await server.call('/anonymous/appTheme')).envelope.data);
    expect(theme.themeJsonData['--color-primary']).toMatch(/^#/);
    const preview = await server.call('/anonymous/appThemePreview', { themeViewId: 'royal-purple-preview' });
    expect(preview.envelope.data.themeName).toBe('royal-purple');
    const unknown = await server.call('/anonymous/appThemePreview', { themeViewId: 'no-such-theme' });
    expect(unknown.envelope).toMatchObject({
      errcode: errorCodes.unknownTheme,
      msg: expect.stringContaining('themeViewId'),
    });
  });

  it('answers preLogin with code 200, the maintenance status and a config version, and stores the device', async () => {
    const { status, envelope } = await server.call('/app/v1/preLogin', device);
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ code: 200, data: { maintenance: { status: 0 } } });
    expect(envelope).not.toHaveProperty('errcode');
    const data = apiCalls.preLogin.response.parse(envelope.data);
    expect(data.configVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(data.gameList?.length).toBeGreaterThan(0);

    const current = await server.call('/app/v1/preLogin', {
      ...device,
      gameListVersion: data.gameListVersion,
    });
    expect(current.envelope.data).not.toHaveProperty('gameList');

    const { rows } = await server.db.query<{ os: string; url_params: unknown }>(
      'SELECT os, url_params FROM client_devices WHERE device_id = $1',
      [device.deviceId],
    );
    expect(rows).toEqual([{ os: 'Android 14', url_params: { utm_source: 'facebook' } }]);
  });

  it('answers preLogin with code 401 when the token sent is not valid', async () => {
    const { status, envelope } = await server.call('/app/v1/preLogin', device, 'expired-or-made-up');
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ code: 401 });
    const signedUp = await server.call('/app/v1/accountRegist', {
      account: 'prelogin1',
      password: 'secret-pass',
    });
    expect((await server.call('/app/v1/preLogin', device, signedUp.envelope.data.token)).envelope.code).toBe(
      200,
    );
  });

  it('lists live activities, no reward flag for visitors, and only hasTask for new players', async () => {
    const ids = apiCalls.getActivityIds.response.parse(
      (await server.call('/app/v1/getActivityIds')).envelope.data,
    );
    expect(ids.activityIds).toContain(activityTypeIds.LuckyJackpot);
    expect(ids.activityMap[activityTypeIds.LuckyJackpot]?.homeFloatShowStatus).toBe(1);
    expect(ids).toMatchObject({ hasTurntable: true, totalRecharge: 0, loginBonus3CanReceive: false });

    const signedUp = await server.call('/app/v1/accountRegist', {
      account: 'flags0001',
      password: 'secret-pass',
    });
    const flagsOf = async (token?: string) =>
      apiCalls.activityGetStatusList.response.parse(
        (await server.call('/app/v1/activityGetStatusList', {}, token)).envelope.data,
      );
    expect(Object.values(await flagsOf()).every((flag) => flag === false)).toBe(true);
    // The seeded tasks are open to everyone; nothing is earned yet.
    const { hasTask, ...others } = await flagsOf(signedUp.envelope.data.token);
    expect(hasTask).toBe(true);
    expect(Object.values(others).every((flag) => flag === false)).toBe(true);
  });

  it('lists the customer-service queue', async () => {
    const entries = apiCalls.getCustomerServices.response.parse(
      (await server.call('/app/v1/getCustomerServices')).envelope.data,
    );
    expect(entries.map((entry) => entry.sort)).toEqual(
      [...entries.map((entry) => entry.sort)].sort((a, b) => a - b),
    );
  });

  it('stores event batches sent as JSON and as a sendBeacon text/plain body', async () => {
    const event = {
      eventName: 'page_view',
      eventUserId: 0,
      eventTime: 1_764_000_000,
      channel: 'WEB',
      appId: 'web',
      version: '1.0.0',
    };
    expect(
      (await server.call('/anonymous/appEventLogClient', { eventList: [event, event] })).envelope.errcode,
    ).toBe(0);
    const beacon = await server.app.inject({
      method: 'POST',
      url: '/api/anonymous/appEventLogClient',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ eventList: [{ ...event, eventName: 'page_hidden' }] }),
    });
    expect(beacon.json()).toMatchObject({ errcode: 0 });
    const { rows } = await server.db.query<{ event_name: string; event_time: Date }>(
      'SELECT event_name, event_time FROM client_events ORDER BY id',
    );
    expect(rows.map((row) => row.event_name)).toEqual(['page_view', 'page_view', 'page_hidden']);
    expect(rows[0]?.event_time.toISOString()).toBe('2025-11-24T16:00:00.000Z');
  });

  it('reports its health', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ ok: true });
  });
});
