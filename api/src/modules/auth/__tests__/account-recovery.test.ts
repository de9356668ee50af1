import { authModes } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { maskEmail, maskMobile } from '../recovery-calls.js';

announceDatabaseLegs('e-mail binding and password recovery by account name');

let lastNumber = 0;
function newMobile(): string {
  lastNumber += 1;
  return `+63918${String(lastNumber).padStart(7, '0')}`;
}

describe('masking what a recovery code went to', () => {
  it('shows the country code, three digits and the last four of a number; two letters of a mailbox', () => {
    expect(maskMobile('+639171234567', '63')).toBe('+63 917 *** 4567');
    expect(maskMobile('+14155550123', '63')).toBe('+14 *** 0123');
    expect(maskEmail('ana.santos@example.com')).toBe('an***@example.com');
    expect(maskEmail('jo@example.ph')).toBe('j***@example.ph');
  });
});

describe.each(databaseLegs)('e-mail binding and password recovery by account name on $name', (leg) => {
  let server: TestServer;
  // The codes' clock: tests move it forward to pass the one-code-a-minute gap.
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
        ACCOUNT_CHANGES_PER_MINUTE: '1000',
        ACCOUNT_RECOVERY_ANSWER_MS: '0',
      },
      { clock: () => new Date(Date.now() + clockOffsetMs) },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  async function register(account: string, password = 'old-password') {
    const answer = await server.call('/app/v1/accountRegist', { account, password });
    expect(answer.envelope.errcode, `register ${account}`).toBe(0);
    return apiCalls.accountRegist.response.parse(answer.envelope.data);
  }

  async function latestEmailCode(email: string): Promise<string> {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/dev/email-outbox?email=${encodeURIComponent(email)}`,
    });
    const text: string = response.json().messages[0]?.text ?? '';
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`no code in the e-mail outbox for ${email}: ${text}`);
    return code;
  }

  async function latestSmsCode(mobile: string): Promise<string> {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`,
    });
    const text: string = response.json().messages[0]?.text ?? '';
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`no code in the SMS outbox for ${mobile}: ${text}`);
    return code;
  }

  async function bindEmail(token: string, email: string) {
    advance(61_000);
    const sent = await server.call('/app/v1/emailSend', { email }, token);
    expect(sent.envelope).toMatchObject({
      errcode: 0,
      data: { expiresInSeconds: 300, resendAfterSeconds: 60 },
    });
    const emailCode = await latestEmailCode(email.toLowerCase());
    const bound = await server.call('/app/v1/bindEmail', { email, emailCode }, token);
    expect(bound.envelope.errcode, `bindEmail ${email}`).toBe(0);
    return apiCalls.bindEmail.response.parse(bound.envelope.data);
  }

  async function bindMobile(token: string, mobile: string) {
    advance(61_000);
    await server.call('/app/v1/smsSend', { mobile, authMode: authModes.bind }, token);
    const smsCode = await latestSmsCode(mobile);
    const bound = await server.call('/app/v1/bindAccount', { mobile, smsCode }, token);
    expect(bound.envelope.errcode).toBe(0);
  }

  async function recoverySend(account: string) {
    advance(61_000);
    const answer = await server.call('/app/v1/accountRecoverySend', { account });
    expect(answer.envelope.errcode, `accountRecoverySend ${account}`).toBe(0);
    return apiCalls.accountRecoverySend.response.parse(answer.envelope.data);
  }

  async function signIn(account: string, password: string) {
    return (await server.call('/app/v1/accountLogin', { account, password })).envelope;
  }

  it('binds an e-mail address with a code, once, lower-cased, and to one player only', async () => {
    const { token, user } = await register('mail_binder');
    expect(user.email).toBeNull();
    const bound = await bindEmail(token, 'Mail.Binder@Example.com');
    expect(bound.email).toBe('mail.binder@example.com');

    const again = await server.call('/app/v1/emailSend', { email: 'other@example.com' }, token);
    expect(again.envelope).toMatchObject({ errcode: errorCodes.emailAlreadyBound, data: { field: 'email' } });

    const other = await register('mail_binder2');
    const taken = await server.call('/app/v1/emailSend', { email: 'mail.binder@example.com' }, other.token);
    expect(taken.envelope).toMatchObject({ errcode: errorCodes.emailTaken, data: { field: 'email' } });

    // Only a signed-in player binds; the code is the address's own and single use.
    const anonymous = await server.call('/app/v1/emailSend', { email: 'nobody@example.com' });
    expect(anonymous.envelope.errcode).toBe(errorCodes.unauthorized);
    advance(61_000);
    await server.call('/app/v1/emailSend', { email: 'second@example.com' }, other.token);
    const secondCode = await latestEmailCode('second@example.com');
    const wrongCode = secondCode === '000000' ? '111111' : '000000';
    const wrong = await server.call(
      '/app/v1/bindEmail',
      { email: 'second@example.com', emailCode: wrongCode },
      other.token,
    );
    expect(wrong.envelope).toMatchObject({ errcode: errorCodes.wrongSmsCode, data: { field: 'emailCode' } });
  });

  it('recovers an e-mail-bound account: a masked address, a code by e-mail, every session ended', async () => {
    const { token } = await register('mail_recover');
    await bindEmail(token, 'ana.santos@example.com');

    const sent = await recoverySend('MAIL_RECOVER');
    expect(sent).toEqual({
      channel: 'email',
      maskedTo: 'an***@example.com',
      expiresInSeconds: 300,
      resendAfterSeconds: 60,
    });
    const code = await latestEmailCode('ana.santos@example.com');
    const reset = await server.call('/app/v1/accountRecoveryReset', {
      account: 'mail_recover',
      code,
      password: 'new-password',
    });
    expect(reset.envelope).toMatchObject({ errcode: 0 });

    const refused = await server.call('/app/v1/getAfterLoginInfoWeb', {}, token);
    expect(refused.envelope.errcode).toBe(errorCodes.unauthorized);
    expect((await signIn('mail_recover', 'old-password')).errcode).toBe(errorCodes.wrongCredentials);
    expect((await signIn('mail_recover', 'new-password')).errcode).toBe(0);

    // The code is spent.
    const replay = await server.call('/app/v1/accountRecoveryReset', {
      account: 'mail_recover',
      code,
      password: 'third-password',
    });
    expect(replay.envelope).toMatchObject({ errcode: errorCodes.smsCodeUnusable, data: { field: 'code' } });
  });

  it('recovers a phone-bound account by SMS to the masked number, the phone first when both are bound', async () => {
    const { token } = await register('phone_recover');
    const mobile = newMobile();
    await bindMobile(token, mobile);
    await bindEmail(token, 'phone.recover@example.com');

    const sent = await recoverySend('phone_recover');
    expect(sent).toMatchObject({
      channel: 'mobile',
      maskedTo: `+63 918 *** ${mobile.slice(-4)}`,
    });
    const code = await latestSmsCode(mobile);
    const reset = await server.call('/app/v1/accountRecoveryReset', {
      account: 'phone_recover',
      code,
      password: 'new-password',
    });
    expect(reset.envelope.errcode).toBe(0);
    expect((await signIn('phone_recover', 'new-password')).errcode).toBe(0);
  });

  it('answers an account with nothing bound exactly as an account name nobody has', async () => {
    await register('bare_account');
    const bare = await server.call('/app/v1/accountRecoverySend', { account: 'bare_account' });
    const unknown = await server.call('/app/v1/accountRecoverySend', { account: 'no_such_player' });
    expect(bare.envelope).toEqual({ errcode: 0, msg: 'ok', data: { channel: 'none' } });
    expect(unknown.envelope).toEqual(bare.envelope);

    for (const account of ['bare_account', 'no_such_player']) {
      const reset = await server.call('/app/v1/accountRecoveryReset', {
        account,
        code: '123456',
        password: 'new-password',
      });
      expect(reset.envelope).toMatchObject({ errcode: errorCodes.smsCodeUnusable, data: { field: 'code' } });
    }
    expect((await signIn('bare_account', 'old-password')).errcode).toBe(0);
  });

  it('counts wrong codes and kills the code after five', async () => {
    const { token } = await register('wrong_coder');
    await bindEmail(token, 'wrong.coder@example.com');
    await recoverySend('wrong_coder');
    const code = await latestEmailCode('wrong.coder@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const first = await server.call('/app/v1/accountRecoveryReset', {
      account: 'wrong_coder',
      code: wrongCode,
      password: 'new-password',
    });
    expect(first.envelope).toMatchObject({
      errcode: errorCodes.wrongSmsCode,
      data: { field: 'code', attemptsLeft: 4 },
    });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await server.call('/app/v1/accountRecoveryReset', {
        account: 'wrong_coder',
        code: wrongCode,
        password: 'new-password',
      });
    }
    const right = await server.call('/app/v1/accountRecoveryReset', {
      account: 'wrong_coder',
      code,
      password: 'new-password',
    });
    expect(right.envelope.errcode).toBe(errorCodes.smsCodeUnusable);
    expect((await signIn('wrong_coder', 'old-password')).errcode).toBe(0);
  });

  it('rate limits the codes: one a minute to a recipient', async () => {
    const { token } = await register('rate_limited');
    await bindEmail(token, 'rate.limited@example.com');
    await recoverySend('rate_limited');
    const tooSoon = await server.call('/app/v1/accountRecoverySend', { account: 'rate_limited' });
    expect(tooSoon.envelope).toMatchObject({
      errcode: errorCodes.rateLimited,
      data: { retryAfterSeconds: expect.any(Number) },
    });
  });

  it("cannot reset another player's password with a code sent to one's own address", async () => {
    const victim = await register('victim_player', 'victim-password');
    await bindEmail(victim.token, 'victim@example.com');
    const attacker = await register('attacker_player');
    await bindEmail(attacker.token, 'attacker@example.com');

    await recoverySend('attacker_player');
    const attackerCode = await latestEmailCode('attacker@example.com');
    const stolen = await server.call('/app/v1/accountRecoveryReset', {
      account: 'victim_player',
      code: attackerCode,
      password: 'hijacked-password',
    });
    expect(stolen.envelope.errcode).toBe(errorCodes.smsCodeUnusable);

    // With a code out for the victim too, the attacker's code is still the wrong one.
    await recoverySend('victim_player');
    const victimCode = await latestEmailCode('victim@example.com');
    const guessed = await server.call('/app/v1/accountRecoveryReset', {
      account: 'victim_player',
      code: attackerCode === victimCode ? '000000' : attackerCode,
      password: 'hijacked-password',
    });
    expect(guessed.envelope.errcode).toBe(errorCodes.wrongSmsCode);
    expect((await signIn('victim_player', 'victim-password')).errcode).toBe(0);
    // And the bind codes of an address are no recovery codes.
    const info = await server.call('/app/v1/getAfterLoginInfoWeb', {}, victim.token);
    expect(info.envelope.data.user.email).toBe('victim@example.com');
  });

  it('answers no sooner than the floor, refusals too, and limits the codes asked for from one address', async () => {
    const strict = await startTestServer(leg, {
      SMS_SENDS_PER_ADDRESS_PER_HOUR: '2',
      ACCOUNT_RECOVERY_ANSWER_MS: '300',
    });
    try {
      const answers = [];
      for (const account of ['nobody_a', 'nobody_b', 'nobody_c']) {
        const started = performance.now();
        answers.push((await strict.call('/app/v1/accountRecoverySend', { account })).envelope);
        expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      }
      expect(answers.map((answer) => answer.errcode)).toEqual([0, 0, errorCodes.rateLimited]);
      expect(answers[0]?.data).toEqual({ channel: 'none' });
    } finally {
      await strict.close();
    }
  });
});
