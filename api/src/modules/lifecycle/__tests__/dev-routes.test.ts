import { activityTypeIds, signInDayKey } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import {
  productionEnvironment,
  startTestServer,
  type TestServer,
} from '../../../test-support/test-server.js';

announceDatabaseLegs('lifecycle development routes');

const device = {
  os: 'Android 14',
  deviceModel: 'Pixel 8',
  phoneinfoJsonModel: {},
  deviceId: 'device-lifecycle',
  urlParams: {},
};

describe.each(databaseLegs)('lifecycle development routes on $name', (leg) => {
  let server: TestServer;
  let player: { id: number; token: string };

  async function send(method: 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) {
    const response = await server.app.inject({
      method,
      url,
      ...(payload ? { payload: payload as object } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  }

  beforeAll(async () => {
    server = await startTestServer(leg);
    const { envelope } = await server.call('/app/v1/accountRegist', {
      account: 'life_cycle1',
      password: 'secret-pass',
    });
    player = { id: envelope.data.user.id, token: envelope.data.token };
  });
  afterAll(async () => {
    await server.close();
  });

  it('puts the site into maintenance at once and restores the seeded status', async () => {
    expect(
      (await send('PUT', '/api/dev/settings', { maintenance: { status: 1 }, h5ClientMode: 1 })).status,
    ).toBe(200);
    const during = await server.call('/app/v1/preLogin', device);
    expect(during.envelope.data).toMatchObject({ maintenance: { status: 1 }, h5ClientMode: 1 });
    await send('DELETE', '/api/dev/settings');
    const after = await server.call('/app/v1/preLogin', device);
    expect(after.envelope.data).toMatchObject({ maintenance: { status: 0 }, h5ClientMode: 0 });
  });

  it('makes exactly the named activities pop up, in the order given, and restores the seed', async () => {
    await send('PUT', '/api/dev/activities/popups', {
      typeIds: [activityTypeIds.FirstDeposit, activityTypeIds.FirstDepositTips],
    });
    const { envelope } = await server.call('/app/v1/getActivityIds');
    const popups = Object.values(
      envelope.data.activityMap as Record<string, { typeId: number; type: number; sort: number }>,
    )
      .filter((activity) => activity.type === 1)
      .sort((a, b) => a.sort - b.sort)
      .map((activity) => activity.typeId);
    expect(popups).toEqual([activityTypeIds.FirstDeposit, activityTypeIds.FirstDepositTips]);
    await send('DELETE', '/api/dev/activities/popups');
    const restored = await server.call('/app/v1/getActivityIds');
    expect(
      Object.values(restored.envelope.data.activityMap).some(
        (activity) => (activity as { type: number }).type === 1,
      ),
    ).toBe(false);
  });

  it('refuses an activity type that does not exist', async () => {
    const { body } = await send('PUT', '/api/dev/activities/popups', { typeIds: [9999] });
    expect(body.errcode).toBe(errorCodes.unknownActivityType);
  });

  it('replaces the customer-service queue and restores the seeded one', async () => {
    await send('PUT', '/api/dev/customer-services', { entries: [] });
    expect((await server.call('/app/v1/getCustomerServices')).envelope.data).toEqual([]);
    await send('DELETE', '/api/dev/customer-services');
    const restored = (await server.call('/app/v1/getCustomerServices')).envelope.data;
    expect(restored.some((entry: { itemType: number }) => entry.itemType === 1)).toBe(true);
  });

  it('sets a player’s VIP level and coin balance through a ledger correction', async () => {
    const set = await send('PUT', `/api/dev/players/${player.id}`, { vip: 2, coin: 50_000 });
    expect(set.body).toMatchObject({ ok: true, coin: 50_000 });
    const refreshed = await server.call('/app/v1/refreshData', {}, player.token);
    expect(refreshed.envelope.data).toMatchObject({ vip: 2, coin: 50_000 });
    await send('PUT', `/api/dev/players/${player.id}`, { coin: 0 });
    expect((await server.call('/app/v1/refreshData', {}, player.token)).envelope.data.coin).toBe(0);
  });

  it('refuses an unknown player', async () => {
    const { body } = await send('PUT', '/api/dev/players/99999999', { vip: 1 });
    expect(body.errcode).toBe(errorCodes.unknownPlayer);
  });

  it('shows received client events batch by batch, beacons included', async () => {
    const event = (eventName: string) => ({
      eventName,
      eventUserId: player.id,
      eventTime: 1_700_000_000,
      channel: 'WEB',
      appId: 'web',
      version: '1.0.0',
    });
    await server.call('/anonymous/appEventLogClient', { eventList: [event('a'), event('b')] });
    await server.app.inject({
      method: 'POST',
      url: '/api/anonymous/appEventLogClient',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ eventList: [event('c')] }),
    });
    const { body } = await send('GET', `/api/dev/client-events?userId=${player.id}`);
    expect(
      body.batches.map((batch: { events: { eventName: string }[] }) => batch.events.map((e) => e.eventName)),
    ).toEqual([['a', 'b'], ['c']]);
  });

  it('previews a development theme and removes it again', async () => {
    await send('PUT', '/api/dev/themes/dev-test', { themeJsonData: { '--color-primary': '#ff0000' } });
    const preview = await server.call('/anonymous/appThemePreview', { themeViewId: 'dev-test' });
    expect(preview.envelope.data.themeJsonData).toEqual({ '--color-primary': '#ff0000' });
    await send('DELETE', '/api/dev/themes/dev-test');
    const gone = await server.call('/anonymous/appThemePreview', { themeViewId: 'dev-test' });
    expect(gone.envelope.errcode).toBe(errorCodes.unknownTheme);
  });

  it('never registers the development routes in production mode', async () => {
    const production = await startTestServer(leg, productionEnvironment);
    try {
      for (const [method, url] of [
        ['PUT', '/api/dev/settings'],
        ['PUT', '/api/dev/activities/popups'],
        ['PUT', `/api/dev/players/${player.id}`],
        ['GET', `/api/dev/client-events?userId=${player.id}`],
      ] as const) {
        const response = await production.app.inject({
          method,
          url,
          payload: method === 'GET' ? undefined : {},
        });
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

describe.each(databaseLegs)('the free sign-in state on $name', (leg) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(leg);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lets a logged-in player receive today’s sign-in bonus until today’s UTC day key is claimed', async () => {
    const { envelope } = await server.call('/app/v1/accountRegist', {
      account: 'sign_in_01',
      password: 'secret-pass',
    });
    const { token, user } = envelope.data;
    expect((await server.call('/app/v1/getActivityIds', {}, token)).envelope.data.loginBonus3CanReceive).toBe(
      true,
    );
    await server.db.query('INSERT INTO free_sign_in_claims (user_id, day_key) VALUES ($1, $2::date)', [
      user.id,
      signInDayKey(new Date()),
    ]);
    expect((await server.call('/app/v1/getActivityIds', {}, token)).envelope.data.loginBonus3CanReceive).toBe(
      false,
    );
  });

  it('never offers it to a logged-out visitor', async () => {
    expect((await server.call('/app/v1/getActivityIds')).envelope.data.loginBonus3CanReceive).toBe(false);
  });
});
