import { describe, expect, it } from 'vitest';
import type { CommonBodyFields } from '../api/define-call';
import { apiCalls } from '../api/index';
import { envelopeSchema } from '../envelope-schema';
import { loginTypes, socialLoginTypes } from '../tables';

const commonFields: CommonBodyFields = {
  appId: 'web',
  channel: 'WEB',
  clientReferrer: 'https://www.google.com/',
  platform: 0,
  appVersion: '1.0.0',
  appWebName: 'Casino',
};

const player = {
  id: 1001,
  uuid: 'c0a8012e-7d1f-4b6a-9e0f-3c2b1a000001',
  account: 'lucky7',
  accountType: 2,
  avatar: '/avatars/3.png',
  avatarOther: null,
  facebookAccount: null,
  googleAccount: null,
  lineAccount: null,
  facebookName: null,
  googleName: null,
  lineName: null,
  hasPassword: true,
  hasSafeboxPassword: false,
  hasKyc: false,
  hasUserOther: false,
  mobile: '+639171234567',
  email: null,
  nickname: 'Lucky Seven',
  regPeriod: 12,
  pid: 0,
  vip: 2,
  vipExp: 340,
  userLevel: 5,
  coin: 125_050,
  lottery: 0,
  safebox: 0,
  totalRecharge: 50_000,
  bet: 310_000,
  exchange: 100_000,
};

describe('apiCalls', () => {
  it('names every call after the last segment of its path, under /app/v1/ or /anonymous/', () => {
    for (const [name, call] of Object.entries(apiCalls)) {
      expect(call.path).toMatch(new RegExp(`^/(app/v1|anonymous)/${name}$`));
    }
  });

  it('puts the config, theme and event log calls under /anonymous/', () => {
    expect(apiCalls.appConfig.path).toBe('/anonymous/appConfig');
    expect(apiCalls.appThemePreview.path).toBe('/anonymous/appThemePreview');
    expect(apiCalls.appEventLogClient.path).toBe('/anonymous/appEventLogClient');
    expect(apiCalls.accountLogin.path).toBe('/app/v1/accountLogin');
  });

  it('marks the calls whose 401 must not log the player out as public', () => {
    expect(apiCalls.preLogin.public).toBe(true);
    expect(apiCalls.refreshData.public).toBe(true);
    expect(apiCalls.activityGetStatusList.public).toBe(true);
    expect(apiCalls.getAfterLoginInfoWeb.public).toBe(false);
    expect(apiCalls.online.public).toBe(false);
  });
});

describe('accountLogin request', () => {
  it('accepts an account and password', () => {
    expect(apiCalls.accountLogin.request.safeParse({ account: 'lucky7', password: 'secret' }).success).toBe(
      true,
    );
  });

  it('accepts the common fields the client adds to every body', () => {
    const body = { account: 'lucky7', password: 'secret', ...commonFields };
    expect(apiCalls.accountLogin.request.parse(body)).toEqual(body);
  });

  it('rejects unknown keys', () => {
    const result = apiCalls.accountLogin.request.safeParse({
      account: 'lucky7',
      password: 'secret',
      isAdmin: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('rejects a common field with the wrong value', () => {
    const body = { account: 'lucky7', password: 'secret', ...commonFields, channel: 'APP' };
    expect(apiCalls.accountLogin.request.safeParse(body).success).toBe(false);
  });

  it('returns the session token and the player', () => {
    const envelope = envelopeSchema(apiCalls.accountLogin.response).parse({
      errcode: 0,
      msg: 'ok',
      data: { token: 'eyJhbGciOi.token', user: player },
    });
    expect(envelope.data?.user.coin).toBe(125_050);
  });
});

describe('social login requests', () => {
  const proof = { code: 'auth-code', codeVerifier: 'v'.repeat(43), nonce: 'n'.repeat(22) };

  it('accept an authorization code with its PKCE verifier and nonce', () => {
    expect(apiCalls.googleLogin.request.safeParse({ ...proof, ...commonFields }).success).toBe(true);
    expect(apiCalls.lineLogin.request.safeParse({ ...proof, inviteCode: 'ABCD2345' }).success).toBe(true);
  });

  it('refuse a bare ID token, a short verifier and a missing nonce', () => {
    expect(apiCalls.facebookLogin.request.safeParse({ idToken: 'a.b.c' }).success).toBe(false);
    expect(apiCalls.facebookLogin.request.safeParse({ ...proof, codeVerifier: 'short' }).success).toBe(false);
    const { nonce: _nonce, ...withoutNonce } = proof;
    expect(apiCalls.facebookLogin.request.safeParse(withoutNonce).success).toBe(false);
  });

  it('bind only the known providers', () => {
    const bind = apiCalls.bindSocialAccount.request;
    expect(bind.safeParse({ socialType: socialLoginTypes.line, ...proof }).success).toBe(true);
    expect(bind.safeParse({ socialType: 9, ...proof }).success).toBe(false);
  });
});

describe('accountLoginSms request', () => {
  it('needs an SMS code for a phone login with OTP', () => {
    const request = apiCalls.accountLoginSms.request;
    expect(request.safeParse({ mobile: '+639171234567', loginType: loginTypes.phone }).success).toBe(false);
    expect(
      request.safeParse({ mobile: '+639171234567', loginType: loginTypes.phone, smsCode: '123456' }).success,
    ).toBe(true);
    expect(
      request.safeParse({ mobile: '+639171234567', loginType: loginTypes.phoneWithoutOtp }).success,
    ).toBe(true);
  });

  it('refuses the account login type and numbers not in E.164 form', () => {
    const request = apiCalls.accountLoginSms.request;
    expect(request.safeParse({ mobile: '+639171234567', loginType: loginTypes.account }).success).toBe(false);
    expect(request.safeParse({ mobile: '09171234567', loginType: loginTypes.phoneWithoutOtp }).success).toBe(
      false,
    );
  });
});

describe('preLogin response', () => {
  it('reads maintenance and the config fields that changed, in the code envelope', () => {
    const envelope = envelopeSchema(apiCalls.preLogin.response).parse({
      code: 200,
      msg: 'ok',
      data: {
        maintenance: { status: 1, message: 'Back soon', endTime: '2025-03-01T06:00:00Z' },
        configVersion: '42',
        minRechargeStatus: 1,
      },
    });
    expect(envelope.data?.maintenance.status).toBe(1);
    expect(envelope.data?.minRechargeStatus).toBe(1);
    expect(envelope.data?.gameList).toBeUndefined();
  });
});

describe('updateAppUserOther request', () => {
  it('updates any subset of the personal details but refuses an empty update', () => {
    const request = apiCalls.updateAppUserOther.request;
    expect(request.safeParse({ birthDate: '1990-04-30', occupation: 'Nurse' }).success).toBe(true);
    expect(request.safeParse({ birthDate: '30/04/1990' }).success).toBe(false);
    expect(request.safeParse({}).success).toBe(false);
  });
});
