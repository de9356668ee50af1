import { authModes, loginTypes } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';

announceDatabaseLegs('phone sign-in and SMS codes');

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/** Each test uses numbers of its own, so the per-number send limits never cross tests. */
let lastNumber = 0;
function newMobile(): string {
  lastNumber += 1;
  return `+63917${String(lastNumber).padStart(7, '0')}`;
}

const deviceId = '3f0c8a52-7a1e-4d7b-9d6f-2b1c0e9a4f11';

describe.each(databaseLegs)('phone sign-in and SMS codes on $name', (leg) => {
  let server: TestServer;
  // The server's SMS clock: tests move it forward to pass resend gaps and expire codes.
  let clockOffsetMs = 0;
  const advance = (ms: number) => {
    clockOffsetMs += ms;
  };

  beforeAll(async () => {
    server = await startTestServer(
      leg,
      {
        SMS_SENDS_PER_ADDRESS_PER_HOUR: '1000',
        LOGIN_RATE_PER_ADDRESS: '1000',
        LOGIN_RATE_PER_ACCOUNT: '1000',
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
      },
      { clock: () => new Date(Date.now() + clockOffsetMs) },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  /** The code in the newest outbox message to `mobile`, read through the development route. */
  async function latestCode(mobile: string): Promise<string> {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`,
    });
    const text: string = response.json().messages[0]?.text ?? '';
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`no code in the outbox for ${mobile}: ${text}`);
    return code;
  }

  async function sendCode(mobile: string, authMode: number, token?: string): Promise<string> {
    // Codes to one number are at least 60 s apart: step past the gap every time.
    advance(61_000);
    const sent = await server.call('/app/v1/smsSend', { mobile, authMode }, token);
    expect(sent.envelope, `smsSend ${mobile} mode ${authMode}`).toMatchObject({ errcode: 0 });
    return latestCode(mobile);
  }

  async function signInByPhone(mobile: string, extra: Record<string, unknown> = {}) {
    const smsCode = await sendCode(mobile, authModes.loginAndRegister);
    const answer = await server.call('/app/v1/accountLoginSms', {
      mobile,
      smsCode,
      loginType: loginTypes.phone,
      ...extra,
    });
    expect(answer.envelope.errcode).toBe(0);
    return apiCalls.accountLoginSms.response.parse(answer.envelope.data);
  }

  async function registerAccountUser(account: string) {
    const answer = await server.call('/app/v1/accountRegist', { account, password: 'secret-pass' });
    expect(answer.envelope.errcode).toBe(0);
    return apiCalls.accountRegist.response.parse(answer.envelope.data);
  }

  it('sends a code, reads it from the outbox, signs in by phone and creates the account once', async () => {
    const mobile = newMobile();
    advance(61_000);
    const sent = await server.call('/app/v1/smsSend', { mobile, authMode: authModes.loginAndRegister });
    expect(sent.envelope).toEqual({
      errcode: 0,
      msg: 'ok',
      data: { expiresInSeconds: 300, resendAfterSeconds: 60 },
    });
    const smsCode = await latestCode(mobile);
    expect(smsCode).toMatch(/^\d{6}$/);
    // Only a hash is stored, tied to the number and purpose.
    const stored = await server.db.query<{ code_hash: string; auth_mode: number }>(
      'SELECT code_hash, auth_mode FROM sms_codes WHERE mobile = $1',
      [mobile],
    );
    expect(stored.rows).toEqual([{ code_hash: expect.stringMatching(/^[0-9a-f]{64}$/), auth_mode: 3 }]);

    const signedIn = await server.call('/app/v1/accountLoginSms', {
      mobile,
      smsCode,
      loginType: loginTypes.phone,
    });
    expect(signedIn.envelope.errcode).toBe(0);
    const { token, user } = apiCalls.accountLoginSms.response.parse(signedIn.envelope.data);
    expect(user).toMatchObject({ mobile, accountType: 1, account: '', hasPassword: false });
    const info = await server.call('/app/v1/getAfterLoginInfoWeb', {}, token);
    expect(info.envelope.data.user.id).toBe(user.id);

    // The code is single use.
    const replay = await server.call('/app/v1/accountLoginSms', {
      mobile,
      smsCode,
      loginType: loginTypes.phone,
    });
    expect(replay.envelope).toMatchObject({
      errcode: errorCodes.smsCodeUnusable,
      data: { field: 'smsCode' },
    });

    // Signing in again reaches the same account; no second one is created.
    expect((await signInByPhone(mobile)).user.id).toBe(user.id);
    const accounts = await server.db.query('SELECT id FROM users WHERE mobile = $1', [mobile]);
    expect(accounts.rows).toHaveLength(1);
  });

  it('links a phone sign-up to its inviter and refuses an unknown invite code before spending the code', async () => {
    const inviter = await registerAccountUser('phone_inviter');
    const inviteInfo = await server.call('/app/v1/getAfterLoginInfoWeb', {}, inviter.token);
    const mobile = newMobile();
    const smsCode = await sendCode(mobile, authModes.loginAndRegister);
    const unknown = await server.call('/app/v1/accountLoginSms', {
      mobile,
      smsCode,
      loginType: loginTypes.phone,
      inviteCode: 'NOPE2345',
    });
    expect(unknown.envelope.errcode).toBe(errorCodes.unknownInviteCode);
    const invited = await server.call('/app/v1/accountLoginSms', {
      mobile,
      smsCode,
      loginType: loginTypes.phone,
      inviteCode: inviteInfo.envelope.data.inviteCode,
    });
    expect(invited.envelope.data.user.pid).toBe(inviter.user.id);
  });

  it('exhausts a code after five wrong tries: even the right code is refused then', async () => {
    const mobile = newMobile();
    const smsCode = await sendCode(mobile, authModes.loginAndRegister);
    const wrongCode = smsCode === '000000' ? '111111' : '000000';
    for (const attemptsLeft of [4, 3, 2, 1, 0]) {
      const wrong = await server.call('/app/v1/accountLoginSms', {
        mobile,
        smsCode: wrongCode,
        loginType: loginTypes.phone,
      });
      expect(wrong.envelope).toMatchObject({ errcode: errorCodes.wrongSmsCode, data: { attemptsLeft } });
    }
    const right = await server.call('/app/v1/accountLoginSms', {
      mobile,
      smsCode,
      loginType: loginTypes.phone,
    });
    expect(right.envelope.errcode).toBe(errorCodes.smsCodeUnusable);
    expect((await server.db.query('SELECT 1 FROM users WHERE mobile = $1', [mobile])).rows).toEqual([]);
  });

  it('checks at most five wrong codes of nine and the right one sent at once', async () => {
    const mobile = newMobile();
    const smsCode = await sendCode(mobile, authModes.loginAndRegister);
    // Nine codes other than the right one, and the right one last.
    const codes = Array.from({ length: 10 }, (_, index) => String((Number(smsCode) + index + 1) % 1_000_000))
      .map((code) => code.padStart(6, '0'))
      .slice(0, 9);
    codes.push(smsCode);
    const answers = await Promise.all(
      codes.map((code) =>
        server.call('/app/v1/accountLoginSms', { mobile, smsCode: code, loginType: loginTypes.phone }),
      ),
    );
    // One statement counts each try and uses the code up: concurrent tries are all counted.
    const wrong = answers.filter((answer) => answer.envelope.errcode === errorCodes.wrongSmsCode);
    const signedIn = answers.filter((answer) => answer.envelope.errcode === 0);
    expect(wrong.length).toBeLessThanOrEqual(5);
    expect(wrong.map((answer) => answer.envelope.data.attemptsLeft).sort()).toEqual(
      [0, 1, 2, 3, 4].slice(5 - wrong.length),
    );
    expect(signedIn.length).toBe(wrong.length < 5 ? 1 : 0);
    const unusable = answers.filter((answer) => answer.envelope.errcode === errorCodes.smsCodeUnusable);
    expect(wrong.length + signedIn.length + unusable.length).toBe(10);
  });

  it('refuses an expired code, and only the newest code of a number works', async () => {
    const mobile = newMobile();
    const first = await sendCode(mobile, authModes.loginAndRegister);
    const second = await sendCode(mobile, authModes.loginAndRegister);
    if (first !== second) {
      const superseded = await server.call('/app/v1/accountLoginSms', {
        mobile,
        smsCode: first,
        loginType: loginTypes.phone,
      });
      expect(superseded.envelope.errcode).toBe(errorCodes.wrongSmsCode);
    }
    advance(5 * minuteMs + 1_000);
    const expired = await server.call('/app/v1/accountLoginSms', {
      mobile,
      smsCode: second,
      loginType: loginTypes.phone,
    });
    expect(expired.envelope).toMatchObject({
      errcode: errorCodes.smsCodeUnusable,
      msg: expect.stringContaining('expired'),
    });
  });

  it('accepts a code only for the mode it was sent for', async () => {
    const player = await registerAccountUser('bind_mode_1');
    const mobile = newMobile();
    const bindCode = await sendCode(mobile, authModes.bind, player.token);
    const asLogin = await server.call('/app/v1/accountLoginSms', {
      mobile,
      smsCode: bindCode,
      loginType: loginTypes.phone,
    });
    expect(asLogin.envelope.errcode).toBe(errorCodes.smsCodeUnusable);
    // The refused login neither spent nor weakened the bind code.
    const bound = await server.call('/app/v1/bindAccount', { mobile, smsCode: bindCode }, player.token);
    expect(bound.envelope).toMatchObject({ errcode: 0, data: { id: player.user.id, mobile } });
  });

  it('limits codes per number: one a minute and smsCodeSendLimit a day, with errcode 429', async () => {
    const mobile = newMobile();
    await sendCode(mobile, authModes.loginAndRegister);
    // The gap holds across purposes: a code of another mode is refused too.
    const tooSoon = await server.call('/app/v1/smsSend', { mobile, authMode: authModes.register });
    expect(tooSoon.envelope).toMatchObject({
      errcode: errorCodes.rateLimited,
      data: { retryAfterSeconds: expect.any(Number) },
    });
    expect(tooSoon.envelope.data.retryAfterSeconds).toBeLessThanOrEqual(60);
    // The seed's smsCodeSendLimit is 5: four more pass, the sixth of the day is refused.
    for (let sent = 2; sent <= 5; sent += 1) await sendCode(mobile, authModes.loginAndRegister);
    advance(61_000);
    const sixth = await server.call('/app/v1/smsSend', { mobile, authMode: authModes.loginAndRegister });
    expect(sixth.envelope).toMatchObject({
      errcode: errorCodes.rateLimited,
      msg: expect.stringContaining('today'),
    });
    advance(dayMs);
    await sendCode(mobile, authModes.loginAndRegister);
  });

  it('checks the purpose before sending: register and bind need a free number, forget a known one', async () => {
    const taken = (await signInByPhone(newMobile())).user.mobile ?? '';
    advance(61_000);
    expect(
      (await server.call('/app/v1/smsSend', { mobile: taken, authMode: authModes.register })).envelope,
    ).toMatchObject({ errcode: errorCodes.mobileTaken, data: { field: 'mobile' } });
    expect(
      (await server.call('/app/v1/smsSend', { mobile: newMobile(), authMode: authModes.forget })).envelope,
    ).toMatchObject({ errcode: errorCodes.unknownMobile });
    expect(
      (await server.call('/app/v1/smsSend', { mobile: newMobile(), authMode: authModes.bind })).envelope
        .errcode,
    ).toBe(errorCodes.unauthorized);
    const outbox = await server.db.query('SELECT 1 FROM sms_outbox WHERE mobile = $1', [taken]);
    expect(outbox.rows).toHaveLength(1);
  });

  it('registers with account, password and a proven phone (accountRegist4)', async () => {
    const phone = newMobile();
    const smsCode = await sendCode(phone, authModes.register);
    const short = await server.call('/app/v1/accountRegist4', {
      account: 'ab',
      password: 'secret-pass',
      phone,
      smsCode,
    });
    expect(short.envelope).toMatchObject({
      errcode: errorCodes.lengthOutOfRange,
      data: { field: 'account' },
    });
    const registered = await server.call('/app/v1/accountRegist4', {
      account: 'phone_reg_1',
      password: 'secret-pass',
      phone,
      smsCode,
    });
    expect(registered.envelope.errcode).toBe(0);
    expect(registered.envelope.data.user).toMatchObject({
      account: 'phone_reg_1',
      mobile: phone,
      hasPassword: true,
      accountType: 2,
    });
    // Both sign-ins reach the account: account + password, and phone + code.
    const byAccount = await server.call('/app/v1/accountLogin', {
      account: 'phone_reg_1',
      password: 'secret-pass',
    });
    expect(byAccount.envelope.data.user.id).toBe(registered.envelope.data.user.id);
    expect((await signInByPhone(phone)).user.id).toBe(registered.envelope.data.user.id);

    // A taken number or account is refused before a code is asked for or spent.
    const again = await server.call('/app/v1/accountRegist4', {
      account: 'phone_reg_2',
      password: 'secret-pass',
      phone,
      smsCode: '123456',
    });
    expect(again.envelope).toMatchObject({ errcode: errorCodes.mobileTaken, data: { field: 'phone' } });
    const otherPhone = newMobile();
    const otherCode = await sendCode(otherPhone, authModes.register);
    const takenAccount = await server.call('/app/v1/accountRegist4', {
      account: 'PHONE_REG_1',
      password: 'secret-pass',
      phone: otherPhone,
      smsCode: otherCode,
    });
    expect(takenAccount.envelope.errcode).toBe(errorCodes.accountTaken);
    const withFreeAccount = await server.call('/app/v1/accountRegist4', {
      account: 'phone_reg_3',
      password: 'secret-pass',
      phone: otherPhone,
      smsCode: otherCode,
    });
    expect(withFreeAccount.envelope.errcode).toBe(0);
  });

  it('resets a forgotten password: every old session ends, the old password fails, the new one works', async () => {
    const phone = newMobile();
    const registered = await server.call('/app/v1/accountRegist4', {
      account: 'forgetful1',
      password: 'old-password',
      phone,
      smsCode: await sendCode(phone, authModes.register),
    });
    const firstToken: string = registered.envelope.data.token;
    const secondToken: string = (
      await server.call('/app/v1/accountLogin', { account: 'forgetful1', password: 'old-password' })
    ).envelope.data.token;

    const smsCode = await sendCode(phone, authModes.forget);
    const tooShort = await server.call('/app/v1/forgetPassword', { mobile: phone, smsCode, password: 'abc' });
    expect(tooShort.envelope).toMatchObject({
      errcode: errorCodes.lengthOutOfRange,
      data: { field: 'password' },
    });
    const reset = await server.call('/app/v1/forgetPassword', {
      mobile: phone,
      smsCode,
      password: 'new-password',
    });
    expect(reset.envelope).toMatchObject({ errcode: 0 });

    for (const token of [firstToken, secondToken]) {
      const refused = await server.call('/app/v1/getAfterLoginInfoWeb', {}, token);
      expect(refused.envelope.errcode).toBe(errorCodes.unauthorized);
    }
    const oldPassword = await server.call('/app/v1/accountLogin', {
      account: 'forgetful1',
      password: 'old-password',
    });
    expect(oldPassword.envelope.errcode).toBe(errorCodes.wrongCredentials);
    const newPassword = await server.call('/app/v1/accountLogin', {
      account: 'forgetful1',
      password: 'new-password',
    });
    expect(newPassword.envelope.errcode).toBe(0);
    // The bound number works as the account name too.
    const byMobile = await server.call('/app/v1/accountLogin', { account: phone, password: 'new-password' });
    expect(byMobile.envelope.data.user.account).toBe('forgetful1');

    // A reset also lifts a sign-in lock: the owner proved the number.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await server.call('/app/v1/accountLogin', { account: 'forgetful1', password: 'wrong-guess' });
    }
    const smsCodeAgain = await sendCode(phone, authModes.forget);
    await server.call('/app/v1/forgetPassword', {
      mobile: phone,
      smsCode: smsCodeAgain,
      password: 'third-password',
    });
    const afterLock = await server.call('/app/v1/accountLogin', {
      account: 'forgetful1',
      password: 'third-password',
    });
    expect(afterLock.envelope.errcode).toBe(0);
  });

  it('sets a first password only for a player without one, ending the other sessions', async () => {
    const mobile = newMobile();
    const first = await signInByPhone(mobile);
    const second = await signInByPhone(mobile);
    expect(first.user.hasPassword).toBe(false);

    const short = await server.call('/app/v1/initPassword', { password: 'abc' }, first.token);
    expect(short.envelope).toMatchObject({
      errcode: errorCodes.lengthOutOfRange,
      data: { field: 'password' },
    });
    expect(
      (await server.call('/app/v1/initPassword', { password: 'first-pass' }, first.token)).envelope.errcode,
    ).toBe(0);
    const refreshed = await server.call('/app/v1/refreshData', {}, first.token);
    expect(refreshed.envelope.data.hasPassword).toBe(true);
    expect((await server.call('/app/v1/refreshData', {}, second.token)).envelope.errcode).toBe(
      errorCodes.unauthorized,
    );

    const again = await server.call('/app/v1/initPassword', { password: 'other-pass' }, first.token);
    expect(again.envelope.errcode).toBe(errorCodes.passwordAlreadySet);
    const byMobile = await server.call('/app/v1/accountLogin', { account: mobile, password: 'first-pass' });
    expect(byMobile.envelope.data.user.id).toBe(first.user.id);
    expect((await server.call('/app/v1/initPassword', { password: 'first-pass' })).envelope.errcode).toBe(
      errorCodes.unauthorized,
    );
  });

  it('binds a number to the signed-in player, and refuses a number bound to another account', async () => {
    const player = await registerAccountUser('binder_01');
    const mobile = newMobile();
    const smsCode = await sendCode(mobile, authModes.bind, player.token);
    const bound = await server.call('/app/v1/bindAccount', { mobile, smsCode }, player.token);
    expect(bound.envelope.errcode).toBe(0);
    expect(apiCalls.bindAccount.response.parse(bound.envelope.data)).toMatchObject({
      id: player.user.id,
      mobile,
      account: 'binder_01',
    });
    // Phone sign-in now reaches the bound account.
    expect((await signInByPhone(mobile)).user.id).toBe(player.user.id);

    // The number is taken for everyone else, and this account cannot take a second one.
    const other = await registerAccountUser('binder_02');
    advance(61_000);
    const takenSend = await server.call('/app/v1/smsSend', { mobile, authMode: authModes.bind }, other.token);
    expect(takenSend.envelope).toMatchObject({ errcode: errorCodes.mobileTaken, data: { field: 'mobile' } });
    const takenBind = await server.call('/app/v1/bindAccount', { mobile, smsCode: '123456' }, other.token);
    expect(takenBind.envelope.errcode).toBe(errorCodes.mobileTaken);
    const second = await server.call(
      '/app/v1/smsSend',
      { mobile: newMobile(), authMode: authModes.bind },
      player.token,
    );
    expect(second.envelope.errcode).toBe(errorCodes.mobileAlreadyBound);
    expect((await server.call('/app/v1/bindAccount', { mobile, smsCode })).envelope.errcode).toBe(
      errorCodes.unauthorized,
    );
  });

  it('signs in by phone without a code only from a device trusted by a code sign-in', async () => {
    const mobile = newMobile();
    const withoutCode = (extra: Record<string, unknown>) =>
      server.call('/app/v1/accountLoginSms', { mobile, loginType: loginTypes.phoneWithoutOtp, ...extra });

    // An unknown number and an untrusted device answer alike.
    expect((await withoutCode({ deviceId })).envelope.errcode).toBe(errorCodes.deviceNotTrusted);
    const player = await signInByPhone(mobile, { deviceId });
    const trusted = await withoutCode({ deviceId });
    expect(trusted.envelope.errcode).toBe(0);
    expect(trusted.envelope.data.user.id).toBe(player.user.id);
    expect((await withoutCode({})).envelope.errcode).toBe(errorCodes.deviceNotTrusted);
    expect((await withoutCode({ deviceId: `${deviceId}-other` })).envelope.errcode).toBe(
      errorCodes.deviceNotTrusted,
    );
    expect((await withoutCode({ deviceId: 'short' })).envelope.errcode).toBe(errorCodes.invalidRequest);
    expect((await withoutCode({ deviceId, smsCode: '123456' })).envelope).toMatchObject({
      errcode: errorCodes.invalidRequest,
      msg: expect.stringMatching(/^smsCode/),
    });
    // Another number is not opened by this device's trust.
    const stranger = await signInByPhone(newMobile());
    const strangerWithoutCode = await server.call('/app/v1/accountLoginSms', {
      mobile: stranger.user.mobile,
      loginType: loginTypes.phoneWithoutOtp,
      deviceId,
    });
    expect(strangerWithoutCode.envelope.errcode).toBe(errorCodes.deviceNotTrusted);

    // Trust lasts 30 days from the code sign-in, and code-less sign-ins do not extend it.
    advance(29 * dayMs);
    expect((await withoutCode({ deviceId })).envelope.errcode).toBe(0);
    advance(2 * dayMs);
    expect((await withoutCode({ deviceId })).envelope.errcode).toBe(errorCodes.deviceNotTrusted);

    // A password reset withdraws the trust.
    await signInByPhone(mobile, { deviceId });
    expect((await withoutCode({ deviceId })).envelope.errcode).toBe(0);
    const forgetCode = await sendCode(mobile, authModes.forget);
    await server.call('/app/v1/forgetPassword', { mobile, smsCode: forgetCode, password: 'fresh-pass' });
    expect((await withoutCode({ deviceId })).envelope.errcode).toBe(errorCodes.deviceNotTrusted);
  });
});

describe('SMS send limits per address', () => {
  let server: TestServer;
  const leg = databaseLegs[0];

  beforeAll(async () => {
    if (!leg) throw new Error('no database leg');
    server = await startTestServer(leg, { SMS_SENDS_PER_ADDRESS_PER_HOUR: '2' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses the third code in an hour from one address, whatever the number', async () => {
    const send = (mobile: string) =>
      server.call('/app/v1/smsSend', { mobile, authMode: authModes.loginAndRegister });
    expect((await send('+639990000001')).envelope.errcode).toBe(0);
    expect((await send('+639990000002')).envelope.errcode).toBe(0);
    expect((await send('+639990000003')).envelope).toMatchObject({
      errcode: errorCodes.rateLimited,
      msg: expect.stringContaining('address'),
    });
  });
});
