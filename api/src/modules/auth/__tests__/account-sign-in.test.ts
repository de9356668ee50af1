import { apiCalls, appConfigSchema } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestEnvelope, type TestServer } from '../../../test-support/test-server.js';
import { createPasswordHasher, type PasswordHasher } from '../password-hashing.js';

announceDatabaseLegs('accounts and sign-in');

const commonFields = {
  appId: 'web',
  channel: 'WEB',
  clientReferrer: '',
  platform: 0,
  appVersion: '1.0.0',
  appWebName: 'casino',
};

const minuteMs = 60_000;
/** The guessing client's address, and the player's own network. */
const guesser = '203.0.113.7';
const player = '198.51.100.20';

/**
 * The server's password hasher (scrypt at the tests' cost), counting its checks; `holdChecks`
 * stops every check at its start until `releaseChecks`, to see how many attempts reach one.
 */
function countingHasher() {
  const real = createPasswordHasher({ cost: 2 ** 10, concurrency: 2 });
  let checks = 0;
  let held = 0;
  let gate: Promise<void> | null = null;
  let openGate = () => {};
  async function counted<T>(check: () => Promise<T>): Promise<T> {
    checks += 1;
    if (gate) {
      held += 1;
      await gate;
    }
    return check();
  }
  const hasher: PasswordHasher = {
    hash: (password) => real.hash(password),
    check: (password, storedHash) => counted(() => real.check(password, storedHash)),
    checkAgainstDummy: (password) => counted(() => real.checkAgainstDummy(password)),
  };
  return {
    hasher,
    checks: () => checks,
    heldChecks: () => held,
    holdChecks() {
      gate = new Promise((resolve) => {
        openGate = resolve;
      });
    },
    releaseChecks() {
      gate = null;
      held = 0;
      openGate();
    },
  };
}

describe.each(databaseLegs)('accounts and sign-in on $name', (leg) => {
  let server: TestServer;
  const counting = countingHasher();
  // The sign-in guard's clock, frozen so delays read exactly; tests move it forward.
  const startedAt = Date.now();
  let clockOffsetMs = 0;
  const now = () => startedAt + clockOffsetMs;
  const advance = (ms: number) => {
    clockOffsetMs += ms;
  };

  beforeAll(async () => {
    server = await startTestServer(
      leg,
      {},
      { clock: () => new Date(now()), passwordHasher: counting.hasher },
    );
  });

  /** accountLogin from a client address. */
  async function signIn(account: string, password: string, address: string): Promise<TestEnvelope> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/app/v1/accountLogin',
      remoteAddress: address,
      payload: { account, password },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }
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

    expect((await server.call('/app/v1/online', { gameId: 5001 }, token)).envelope.errcode).toBe(0);
    const seen = await server.db.query<{ current_game_id: number; last_seen_at: Date | null }>(
      'SELECT current_game_id, last_seen_at FROM users WHERE id = $1',
      [info.user.id],
    );
    expect(seen.rows[0]?.current_game_id).toBe(5001);
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

  it('locks sign-in from one address on its third wrong password in a row, even for the right password', async () => {
    await server.call('/app/v1/accountRegist', { account: 'dave_lock', password: 'right-pass' });
    const wrong = () => signIn('dave_lock', 'wrong-pass', guesser);
    expect(await wrong()).toMatchObject({ errcode: errorCodes.wrongCredentials, data: { attemptsLeft: 2 } });
    expect(await wrong()).toMatchObject({ errcode: errorCodes.wrongCredentials, data: { attemptsLeft: 1 } });
    expect(await wrong()).toMatchObject({
      errcode: errorCodes.signInLocked,
      msg: expect.stringContaining('15 more minutes'),
    });
    expect((await signIn('dave_lock', 'right-pass', guesser)).errcode).toBe(errorCodes.signInLocked);
    // The lock is the guessing address's: the player, elsewhere, signs in.
    expect((await signIn('dave_lock', 'right-pass', player)).errcode).toBe(0);

    // Once the lock has passed, the right password works there too and the count starts again.
    advance(15 * minuteMs + 1_000);
    expect(await wrong()).toMatchObject({ errcode: errorCodes.wrongCredentials, data: { attemptsLeft: 2 } });
    expect((await signIn('dave_lock', 'right-pass', guesser)).errcode).toBe(0);
    expect(await wrong()).toMatchObject({ errcode: errorCodes.wrongCredentials, data: { attemptsLeft: 2 } });
  });

  it('checks at most three passwords of nine wrong ones and the right one sent at once', async () => {
    await server.call('/app/v1/accountRegist', { account: 'erin_race', password: 'right-pass' });
    counting.holdChecks();
    const passwords = [...Array.from({ length: 9 }, (_, index) => `wrong-pass-${index}`), 'right-pass'];
    let answered = 0;
    const answers = passwords.map(async (password) => {
      const answer = await signIn('erin_race', password, guesser);
      answered += 1;
      return answer;
    });
    // Every attempt is now either refused or at its password check, held there.
    await expect.poll(() => answered + counting.heldChecks()).toBe(passwords.length);
    expect(counting.heldChecks()).toBe(3);
    counting.releaseChecks();
    const codes = (await Promise.all(answers)).map((answer) => answer.errcode);
    expect(codes.filter((code) => code === errorCodes.signInLocked).length).toBeGreaterThanOrEqual(7);
    // If the right password was among the three checked it signed in, and the lock was lifted.
    const signedIn = codes.includes(0);
    expect((await signIn('erin_race', 'right-pass', guesser)).errcode).toBe(
      signedIn ? 0 : errorCodes.signInLocked,
    );
  });

  it('lets failures from other addresses neither lock the player out nor delay them beyond 60 s', async () => {
    await server.call('/app/v1/accountRegist', { account: 'fay_target', password: 'right-pass' });
    // The player's own network: signed in from it before.
    expect((await signIn('fay_target', 'right-pass', player)).errcode).toBe(0);

    // A guesser spread over many addresses, each retrying as soon as it may.
    const delays: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const answer = await signIn('fay_target', 'guess', `10.66.${attempt}.1`);
      if (answer.errcode === errorCodes.rateLimited) {
        delays.push(answer.data.retryAfterSeconds);
        advance(answer.data.retryAfterSeconds * 1_000);
      } else {
        expect(answer.errcode).toBe(errorCodes.wrongCredentials);
      }
    }
    // The first five were free, then 1 s, 2 s, 4 s ... up to 60 s between attempts.
    expect(delays.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(Math.max(...delays)).toBe(60);

    // The last guess was let through: for the next 60 s new addresses wait, the player's does not.
    expect(await signIn('fay_target', 'guess', '10.66.99.1')).toMatchObject({
      errcode: errorCodes.rateLimited,
      data: { retryAfterSeconds: 60 },
    });
    expect((await signIn('fay_target', 'right-pass', player)).errcode).toBe(0);
    // Fresh failures (the success cleared the count) ...
    for (let attempt = 0; attempt < 6; attempt += 1)
      await signIn('fay_target', 'guess', `10.67.${attempt}.1`);
    // ... delay the player at a new address for at most 60 s, after which the password works.
    const elsewhere = await signIn('fay_target', 'right-pass', '10.68.0.1');
    expect(elsewhere).toMatchObject({ errcode: errorCodes.rateLimited, data: { retryAfterSeconds: 1 } });
    advance(elsewhere.data.retryAfterSeconds * 1_000);
    expect((await signIn('fay_target', 'right-pass', '10.68.0.1')).errcode).toBe(0);
  });

  it('answers known and unknown account names alike at every stage', async () => {
    await server.call('/app/v1/accountRegist', { account: 'gil_known', password: 'right-pass' });
    /** Every answer, with `lockedUntil` checked (15 minutes ahead) and then left out. */
    async function stages(account: string): Promise<unknown[]> {
      const answers = [];
      // First, second and last failure, then locked: from one address.
      for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await signIn(account, 'guess', guesser));
      // Delayed: from other addresses, past the free failures.
      for (let attempt = 0; attempt < 4; attempt += 1)
        answers.push(await signIn(account, 'guess', `10.70.${attempt}.1`));
      return answers.map((answer) => {
        const lockedUntil = answer.data?.lockedUntil;
        if (lockedUntil === undefined) return answer;
        expect(Date.parse(lockedUntil) - now()).toBe(15 * minuteMs);
        return { ...answer, data: { ...answer.data, lockedUntil: 'in 15 minutes' } };
      });
    }
    const checksBefore = counting.checks();
    const known = await stages('gil_known');
    const knownChecks = counting.checks() - checksBefore;
    const unknown = await stages('gil_unknown');
    expect(unknown).toEqual(known);
    // As many password checks for both (each the same scrypt work: password-hashing.test.ts).
    expect(counting.checks() - checksBefore - knownChecks).toBe(knownChecks);
    expect(known.map((answer) => (answer as { errcode: number }).errcode)).toEqual([
      errorCodes.wrongCredentials,
      errorCodes.wrongCredentials,
      errorCodes.signInLocked,
      errorCodes.signInLocked,
      errorCodes.wrongCredentials,
      errorCodes.wrongCredentials,
      errorCodes.wrongCredentials,
      errorCodes.rateLimited,
    ]);
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

  it('limits password sign-ins per address, and SMS-code attempts per number too, with errcode 429', async () => {
    const attempt = (account: string) =>
      server.call('/app/v1/accountLogin', { account, password: 'whatever' });
    // Password sign-ins count per address (the sign-in guard limits each name): 6 a minute.
    for (let index = 0; index < 6; index += 1)
      expect((await attempt(`name_${index}`)).envelope.errcode).toBe(errorCodes.wrongCredentials);
    expect((await attempt('name_6')).envelope.errcode).toBe(errorCodes.rateLimited);

    // SMS codes for one number: 4 a minute, whatever the address.
    const codeAttempt = (address: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/app/v1/accountLoginSms',
        remoteAddress: address,
        payload: { mobile: '+639170000001', smsCode: '123456', loginType: 1 },
      });
    for (let index = 0; index < 4; index += 1)
      expect((await codeAttempt(`10.5.0.${index}`)).json().errcode).toBe(errorCodes.smsCodeUnusable);
    expect((await codeAttempt('10.5.0.9')).json().errcode).toBe(errorCodes.rateLimited);
  });
});
