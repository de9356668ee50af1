import { apiCalls, appConfigSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';

announceDatabaseLegs('accounts and sign-in');

const commonFields = {
  appId: 'web',
  channel: 'WEB',
  clientReferrer: '',
  platform: 0,
  appVersion: '1.0.0',
  appWebName: 'casino',
};

describe.each(databaseLegs)('accounts and sign-in on $name', (leg) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(leg);
  });
  afterAll(async () => {
    await server.close();
  });

  it('registers, signs in, restores the session, logs out, and then refuses the token', async () => {
    const registered = await server.call('/app/v1/accountRegist', {
      ...commonFields,
      account: 'alice_01',
      password: 'secret-pass',
    });
    expect(registered.envelope).toMatchObject({ errcode: 0 });
    expect(apiCalls.accountRegist.response.parse(registered.envelope.data).user).toMatchObject({
      account: 'alice_01',
      accountType: 2,
      coin: 0,
      hasPassword: true,
      vip: 0,
    });

    const signedIn = await server.call('/app/v1/accountLogin', {
      account: 'ALICE_01',
      password: 'secret-pass',
    });
    expect(signedIn.envelope.errcode).toBe(0);
    const token: string = signedIn.envelope.data.token;
    expect(token).not.toBe(registered.envelope.data.token);

    const afterLogin = await server.call('/app/v1/getAfterLoginInfoWeb', {}, token);
    expect(afterLogin.envelope.errcode).toBe(0);
    const info = apiCalls.getAfterLoginInfoWeb.response.parse(afterLogin.envelope.data);
    expect(info.user.id).toBe(registered.envelope.data.user.id);
    expect(info.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(info.gameLikes).toEqual([]);
    expect(info.activities.activityIds.length).toBeGreaterThan(0);

    const refreshed = await server.call('/app/v1/refreshData', {}, `Bearer ${token}`);
    expect(refreshed.envelope).toEqual({
      errcode: 0,
      msg: 'ok',
      data: { coin: 0, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true },
    });

    expect((await server.call('/app/v1/online', { gameId: 1001 }, token)).envelope.errcode).toBe(0);
    const seen = await server.db.query<{ current_game_id: number; last_seen_at: Date | null }>(
      'SELECT current_game_id, last_seen_at FROM users WHERE id = $1',
      [info.user.id],
    );
    expect(seen.rows[0]?.current_game_id).toBe(1001);
    expect(seen.rows[0]?.last_seen_at).toBeInstanceOf(Date);

    expect((await server.call('/app/v1/logout', {}, token)).envelope.errcode).toBe(0);
    const refused = await server.call('/app/v1/getAfterLoginInfoWeb', {}, token);
    expect(refused).toMatchObject({ status: 200, envelope: { errcode: errorCodes.unauthorized } });
    // The registration's own session is untouched by the other session's logout.
    const stillIn = await server.call('/app/v1/refreshData', {}, registered.envelope.data.token);
    expect(stillIn.envelope.errcode).toBe(0);
  });

  it('refuses non-public calls without a token, and unknown tokens', async () => {
    expect((await server.call('/app/v1/getAfterLoginInfoWeb', {})).envelope.errcode).toBe(401);
    expect((await server.call('/app/v1/online', {}, 'made-up-token')).envelope.errcode).toBe(401);
  });

  it('answers refreshData without a session with 401 and writes nothing', async () => {
    const before = await server.db.query('SELECT count(*)::int AS n FROM sessions');
    const answer = await server.call('/app/v1/refreshData', {});
    expect(answer).toMatchObject({ status: 200, envelope: { errcode: 401 } });
    expect((await server.db.query('SELECT count(*)::int AS n FROM sessions')).rows).toEqual(before.rows);
  });

  it('refuses a taken account whatever its letter case', async () => {
    await server.call('/app/v1/accountRegist', { account: 'bob_player', password: 'secret-pass' });
    const again = await server.call('/app/v1/accountRegist', {
      account: 'Bob_Player',
      password: 'other-pass',
    });
    expect(again.envelope).toMatchObject({
      errcode: errorCodes.accountTaken,
      msg: expect.stringContaining('account'),
    });
  });

  it('enforces the length limits of the app config, naming the field and bounds', async () => {
    const config = await server.call('/anonymous/appConfig');
    const limits = appConfigSchema.parse(config.envelope.data).lengthLimits;
    const shortAccount = await server.call('/app/v1/accountRegist', {
      account: 'abc',
      password: 'secret-pass',
    });
    expect(shortAccount.envelope).toMatchObject({
      errcode: errorCodes.lengthOutOfRange,
      data: { field: 'account', min: limits.account.min, max: limits.account.max },
    });
    const longPassword = await server.call('/app/v1/accountRegist', {
      account: 'carol_001',
      password: 'x'.repeat(21),
    });
    expect(longPassword.envelope).toMatchObject({
      errcode: errorCodes.lengthOutOfRange,
      data: { field: 'password' },
    });
    const spaces = await server.call('/app/v1/accountRegist', {
      account: 'carol 001',
      password: 'secret-pass',
    });
    expect(spaces.envelope.errcode).toBe(errorCodes.invalidCharacters);
  });

  it('links an invited player to the inviter and refuses unknown invite codes', async () => {
    const inviter = await server.call('/app/v1/accountRegist', {
      account: 'inviter01',
      password: 'secret-pass',
    });
    const inviterInfo = await server.call('/app/v1/getAfterLoginInfoWeb', {}, inviter.envelope.data.token);
    const invited = await server.call('/app/v1/accountRegist', {
      account: 'invited01',
      password: 'secret-pass',
      inviteCode: inviterInfo.envelope.data.inviteCode.toLowerCase(),
    });
    expect(invited.envelope.data.user.pid).toBe(inviter.envelope.data.user.id);
    const unknown = await server.call('/app/v1/accountRegist', {
      account: 'invited02',
      password: 'secret-pass',
      inviteCode: 'NOPE2345',
    });
    expect(unknown.envelope.errcode).toBe(errorCodes.unknownInviteCode);
  });

  it('locks sign-in on the third wrong password in a row, even for the right password', async () => {
    await server.call('/app/v1/accountRegist', { account: 'dave_lock', password: 'right-pass' });
    const wrong = () => server.call('/app/v1/accountLogin', { account: 'dave_lock', password: 'wrong-pass' });
    expect((await wrong()).envelope).toMatchObject({
      errcode: errorCodes.wrongCredentials,
      data: { attemptsLeft: 2 },
    });
    expect((await wrong()).envelope).toMatchObject({
      errcode: errorCodes.wrongCredentials,
      data: { attemptsLeft: 1 },
    });
    const third = await wrong();
    expect(third.envelope).toMatchObject({
      errcode: errorCodes.signInLocked,
      msg: expect.stringContaining('15 more minutes'),
    });
    const right = await server.call('/app/v1/accountLogin', { account: 'dave_lock', password: 'right-pass' });
    expect(right.envelope.errcode).toBe(errorCodes.signInLocked);

    // Once the lock has passed, the right password works and the count starts again.
    await server.db.query(
      `UPDATE users SET login_locked_until = now() - interval '1 second' WHERE account = 'dave_lock'`,
    );
    expect(
      (await server.call('/app/v1/accountLogin', { account: 'dave_lock', password: 'right-pass' })).envelope
        .errcode,
    ).toBe(0);
  });

  it('answers unknown accounts like wrong passwords', async () => {
    const answer = await server.call('/app/v1/accountLogin', {
      account: 'nobody_here',
      password: 'whatever',
    });
    expect(answer.envelope).toMatchObject({
      errcode: errorCodes.wrongCredentials,
      msg: 'Wrong account or password',
    });
  });

  it('stores only the SHA-256 of tokens', async () => {
    const { envelope } = await server.call('/app/v1/accountRegist', {
      account: 'erin_hash',
      password: 'secret-pass',
    });
    const { rows } = await server.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE user_id = $1',
      [envelope.data.user.id],
    );
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(envelope.data.token);
  });
});

describe('sign-in rate limits', () => {
  let server: TestServer;
  const leg = databaseLegs[0];

  beforeAll(async () => {
    if (!leg) throw new Error('no database leg');
    server = await startTestServer(leg, { LOGIN_RATE_PER_ACCOUNT: '4', LOGIN_RATE_PER_ADDRESS: '6' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('limits attempts per account and per address with errcode 429', async () => {
    const attempt = (account: string) =>
      server.call('/app/v1/accountLogin', { account, password: 'whatever' });
    for (let index = 0; index < 4; index += 1)
      expect((await attempt('target_acct')).envelope.errcode).toBe(1102);
    expect((await attempt('target_acct')).envelope.errcode).toBe(errorCodes.rateLimited);
    // The address has now made 5 attempts; its 6th passes, the 7th is refused whatever the account.
    expect((await attempt('other_acct')).envelope.errcode).toBe(1102);
    expect((await attempt('third_acct')).envelope.errcode).toBe(errorCodes.rateLimited);
  });
});
