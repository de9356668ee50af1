import { apiCalls } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { errorCodes } from '../api-error.js';

/** The calls this API answers so far; every one of them is fuzzed. */
const builtCalls = [
  'appConfig',
  'appTheme',
  'appThemePreview',
  'preLogin',
  'refreshData',
  'getAfterLoginInfoWeb',
  'getActivityIds',
  'activityGetStatusList',
  'getCustomerServices',
  'online',
  'appEventLogClient',
  'accountRegist',
  'accountLogin',
  'logout',
  'smsSend',
  'accountLoginSms',
  'accountRegist4',
  'forgetPassword',
  'initPassword',
  'bindAccount',
  'updateProfile',
  'appUserOther',
  'updateAppUserOther',
] as const satisfies readonly (keyof typeof apiCalls)[];

/** Small deterministic PRNG (mulberry32) so a failing fuzz case can be replayed. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function randomJsonValue(random: () => number, depth = 0): unknown {
  const pick = Math.floor(random() * (depth > 2 ? 6 : 8));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return Math.floor((random() - 0.5) * 2 ** (random() * 64));
    case 3:
      return random() * 1e6;
    case 4:
      return 'x'.repeat(Math.floor(random() * 40));
    case 5:
      return ['', '\u0000', '\ud800', '🎰', ' '.repeat(3), '<script>', "'; DROP TABLE users; --"][
        Math.floor(random() * 7)
      ];
    case 6:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomJsonValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 4) }, (_, index) => [
          [
            'account',
            'password',
            'eventList',
            'gameId',
            'themeViewId',
            'deviceId',
            'mobile',
            'smsCode',
            'nickname',
            `k${index}`,
          ][Math.floor(random() * 10)],
          randomJsonValue(random, depth + 1),
        ]),
      );
  }
}

announceDatabaseLegs('bad bodies');

describe.each(databaseLegs)('bad bodies never answer 5xx on $name', (leg) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    // Limits far above what the fuzzing sends, so bodies reach the handlers' own checks.
    const generous = '10000';
    server = await startTestServer(leg, {
      LOGIN_RATE_PER_ACCOUNT: generous,
      LOGIN_RATE_PER_ADDRESS: generous,
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: generous,
      SMS_SENDS_PER_ADDRESS_PER_HOUR: generous,
      ACCOUNT_CHANGES_PER_MINUTE: generous,
    });
    const registered = await server.call('/app/v1/accountRegist', {
      account: 'fuzz_player',
      password: 'secret-pass',
    });
    token = registered.envelope.data.token;
  });
  afterAll(async () => {
    await server.close();
  });

  async function send(
    path: string,
    payload: string,
    contentType = 'application/json',
    authorization = token,
  ) {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { 'content-type': contentType, authorization },
      payload,
    });
    expect(response.statusCode, `${path} ${payload.slice(0, 80)}`).toBeLessThan(500);
    const envelope = response.json();
    const code = path.endsWith('/preLogin') ? envelope.code : envelope.errcode;
    return { code, msg: String(envelope.msg) };
  }

  it.each(builtCalls)(
    '%s: wrong types, unknown fields and oversized strings name the field',
    async (name) => {
      const call = apiCalls[name];
      const fields = Object.keys(call.request.shape);
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) {
        // Each value is wrong for every field of every call (no request field takes a boolean, a
        // nested array in an object, an empty list, a 10k string or a NUL).
        for (const wrongValue of [true, [], { nested: { deep: [] } }, 'x'.repeat(10_000), '\u0000']) {
          const { code, msg } = await send(call.path, JSON.stringify({ [field]: wrongValue }));
          const label = `${name}.${field} = ${JSON.stringify(wrongValue).slice(0, 20)}`;
          expect(code, label).toBe(errorCodes.invalidRequest);
          expect(msg, label).toMatch(new RegExp(`^${field}\\b`));
        }
      }
      const unknown = await send(call.path, JSON.stringify({ surpriseField: 1 }));
      expect(unknown).toMatchObject({
        code: errorCodes.invalidRequest,
        msg: expect.stringContaining('surpriseField'),
      });
      const longKey = await send(call.path, JSON.stringify({ ['k'.repeat(10_000)]: 1 }));
      expect(longKey.code).toBe(errorCodes.invalidRequest);
    },
  );

  it.each(builtCalls)('%s: broken JSON, non-objects, wrong content types and huge bodies', async (name) => {
    const { path } = apiCalls[name];
    expect((await send(path, '{"account":')).code).toBe(errorCodes.invalidRequest);
    expect((await send(path, '{"__proto__":{"admin":true}}')).code).toBe(errorCodes.invalidRequest);
    for (const nonObject of ['[]', '"text"', '42', 'null']) {
      expect(await send(path, nonObject)).toEqual({
        code: errorCodes.invalidRequest,
        msg: 'body: must be a JSON object',
      });
    }
    const plainText = await send(path, '{"eventList": "nope"', 'text/plain');
    expect(plainText.code).toBe(
      name === 'appEventLogClient' ? errorCodes.invalidRequest : errorCodes.unsupportedContentType,
    );
    expect((await send(path, 'a=1', 'application/x-www-form-urlencoded')).code).toBe(
      errorCodes.unsupportedContentType,
    );
    const huge = JSON.stringify({ eventList: Array.from({ length: 30_000 }, () => ({ eventName: 'x' })) });
    expect((await send(path, huge)).code).toBe(errorCodes.payloadTooLarge);
    expect((await send(path, `${'['.repeat(5_000)}${']'.repeat(5_000)}`)).code).toBeGreaterThan(0);
  });

  it.each(builtCalls)('%s: 200 random bodies and odd tokens', async (name) => {
    const { path } = apiCalls[name];
    const random = createRandom(name.length * 7919);
    for (let round = 0; round < 200; round += 1) {
      const authorization = [token, '', 'Bearer ', 'x'.repeat(5_000), 'Bearer \u00e9\u00e9'][round % 5] ?? '';
      await send(path, JSON.stringify(randomJsonValue(random)), 'application/json', authorization);
    }
  });

  it('well-formed account bodies with random values reach the handlers and never answer 5xx', async () => {
    const random = createRandom(4242);
    const pick = <Value>(values: readonly Value[]): Value =>
      values[Math.floor(random() * values.length)] as Value;
    const text = () =>
      pick(['', 'a', 'Ace_01', 'x'.repeat(64), '🎰🎰', '\u202Eevil', "O'Brien; --", ' spaced '] as const);
    const mobile = () => pick(['+639171234567', '+639170000000', '+12025550123', '+4915112345678'] as const);
    // Mostly the configured 6 digits, sometimes another length the contract still allows.
    const smsCode = () =>
      String(Math.floor(random() * 10 ** 8))
        .padStart(8, '0')
        .slice(0, pick([4, 6, 6, 6, 8] as const));
    String(Math.floor(random() * 10 ** 8))
      .slice(0, 4 + Math.floor(random() * 5))
      .padStart(4, '0');
    const optional = <Value>(value: Value) => (random() < 0.5 ? value : undefined);
    const bodies: Record<string, () => Record<string, unknown>> = {
      smsSend: () => ({ mobile: mobile(), authMode: pick([0, 1, 2, 3] as const) }),
      accountLoginSms: () => ({
        mobile: mobile(),
        loginType: pick([1, 3] as const),
        smsCode: smsCode(),
        deviceId: optional('d'.repeat(16 + Math.floor(random() * 100))),
        inviteCode: optional(text() || 'X'),
      }),
      accountRegist4: () => ({
        account: text() || 'a',
        password: text() || 'p',
        phone: mobile(),
        smsCode: smsCode(),
        inviteCode: optional(text() || 'X'),
      }),
      forgetPassword: () => ({ mobile: mobile(), smsCode: smsCode(), password: text() || 'p' }),
      initPassword: () => ({ password: text() || 'p' }),
      bindAccount: () => ({ mobile: mobile(), smsCode: smsCode() }),
      updateProfile: () => ({ nickname: optional(text() || 'n'), avatar: text() || 'a' }),
      updateAppUserOther: () => ({
        realName: optional(text() || 'r'),
        birthDate: optional(pick(['1990-01-01', '2024-02-29', '1899-12-31', '9999-12-31'] as const)),
        email: optional('player@example.com'),
        city: text() || 'c',
      }),
    };
    // The fuzzed logout calls have revoked the shared token: sign in afresh.
    const player = await server.call('/app/v1/accountRegist', {
      account: 'fuzz_player2',
      password: 'secret-pass',
    });
    for (const [name, makeBody] of Object.entries(bodies)) {
      const { path } = apiCalls[name as keyof typeof apiCalls];
      for (let round = 0; round < 40; round += 1) {
        const { code } = await send(
          path,
          JSON.stringify(makeBody()),
          'application/json',
          player.envelope.data.token,
        );
        expect(code, name).not.toBe(errorCodes.internalError);
      }
    }
  });

  it('keeps an event whose time is beyond any timestamp, without the time', async () => {
    const event = { eventName: 'far_future', eventUserId: 0, channel: 'WEB', appId: 'web', version: '1' };
    const body = JSON.stringify({ eventList: [{ ...event, eventTime: Number.MAX_SAFE_INTEGER }] });
    expect((await send('/anonymous/appEventLogClient', body)).code).toBe(0);
    const { rows } = await server.db.query(
      `SELECT event_time FROM client_events WHERE event_name = 'far_future'`,
    );
    expect(rows).toEqual([{ event_time: null }]);
  });
});
