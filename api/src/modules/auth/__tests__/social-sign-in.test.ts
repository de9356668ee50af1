import { type SocialLoginProvider, socialLoginTypes } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import {
  authorizationUrl,
  newAuthorizationRequest,
  signInAtDevProvider,
} from '../../../test-support/dev-oidc-browser.js';
import { startListeningTestServer, type TestServer } from '../../../test-support/test-server.js';

announceDatabaseLegs('social sign-in');

describe.each(databaseLegs)('social sign-in with the local OpenID Connect providers on $name', (leg) => {
  let server: TestServer & { publicUrl: string };
  let providers: Record<string, SocialLoginProvider>;

  beforeAll(async () => {
    server = await startListeningTestServer(leg);
    const listed = await server.call('/anonymous/socialLoginProviders');
    const { providers: list } = apiCalls.socialLoginProviders.response.parse(listed.envelope.data);
    providers = Object.fromEntries(list.map((entry) => [entry.provider, entry]));
  });
  afterAll(async () => {
    await server.close();
  });

  /** The whole browser leg: authorization request, identity form, consent, back with a code. */
  async function authorize(provider: string, identity: { name: string; email: string }) {
    const entry = providers[provider];
    if (!entry) throw new Error(`${provider} is not listed`);
    const request = newAuthorizationRequest();
    const answer = await signInAtDevProvider(authorizationUrl(entry, request), identity, entry.redirectUri);
    expect(answer.get('state')).toBe(request.state);
    const code = answer.get('code');
    if (!code) throw new Error(`no code: ${answer.toString()}`);
    return { code, codeVerifier: request.codeVerifier, nonce: request.nonce };
  }

  it('lists the three providers with their authorization endpoints and the callback page', () => {
    expect(Object.keys(providers).sort()).toEqual(['facebook', 'google', 'line']);
    expect(providers.google).toMatchObject({
      socialType: socialLoginTypes.google,
      authorizationEndpoint: expect.stringMatching(`^${server.publicUrl}/api/dev-oidc/google/`),
      scope: 'openid profile email',
      redirectUri: `${server.publicUrl}/auth/social-callback`,
    });
    expect(providers.line?.socialType).toBe(4);
    expect(providers.facebook?.socialType).toBe(3);
  });

  it('signs a new player up with Google, then signs the same player in again', async () => {
    const maria = { name: 'Maria Santos', email: 'maria@example.com' };
    const first = await server.call('/app/v1/googleLogin', await authorize('google', maria));
    expect(first.envelope.errcode).toBe(0);
    const { user } = apiCalls.googleLogin.response.parse(first.envelope.data);
    expect(user).toMatchObject({
      accountType: 5,
      account: '',
      hasPassword: false,
      googleAccount: 'maria@example.com',
      googleName: 'Maria Santos',
      nickname: 'Maria Santos',
      lineAccount: null,
      coin: 0,
    });

    const again = await server.call('/app/v1/googleLogin', await authorize('google', maria));
    expect(again.envelope.data.user.id).toBe(user.id);
    expect(again.envelope.data.token).not.toBe(first.envelope.data.token);
    const info = await server.call('/app/v1/getAfterLoginInfoWeb', {}, again.envelope.data.token);
    expect(info.envelope.data.user.googleName).toBe('Maria Santos');
  });

  it('refuses a code used twice, a wrong PKCE verifier, a wrong nonce and another provider', async () => {
    const juan = { name: 'Juan', email: 'juan@example.com' };
    const proof = await authorize('line', juan);
    expect((await server.call('/app/v1/lineLogin', proof)).envelope.errcode).toBe(0);
    const replay = await server.call('/app/v1/lineLogin', proof);
    expect(replay.envelope.errcode).toBe(errorCodes.socialCodeRejected);

    const otherVerifier = { ...(await authorize('line', juan)), codeVerifier: 'x'.repeat(43) };
    expect((await server.call('/app/v1/lineLogin', otherVerifier)).envelope.errcode).toBe(
      errorCodes.socialCodeRejected,
    );

    const otherNonce = { ...(await authorize('line', juan)), nonce: 'n'.repeat(22) };
    const nonceAnswer = await server.call('/app/v1/lineLogin', otherNonce);
    expect(nonceAnswer.envelope).toMatchObject({
      errcode: errorCodes.idTokenRejected,
      msg: expect.stringContaining('nonce'),
    });

    // A Google code is redeemed at Google only: LINE's issuer does not know it.
    const googleCode = await authorize('google', juan);
    expect((await server.call('/app/v1/lineLogin', googleCode)).envelope.errcode).toBe(
      errorCodes.socialCodeRejected,
    );
  });

  it('binds a LINE identity to an account player, once, and to nobody else', async () => {
    const registered = await server.call('/app/v1/accountRegist', {
      account: 'binder_01',
      password: 'secret-pass',
    });
    const token: string = registered.envelope.data.token;
    const ana = { name: 'Ana Cruz', email: 'ana@example.com' };

    const bound = await server.call(
      '/app/v1/bindSocialAccount',
      { socialType: socialLoginTypes.line, ...(await authorize('line', ana)) },
      token,
    );
    expect(bound.envelope.errcode).toBe(0);
    expect(apiCalls.bindSocialAccount.response.parse(bound.envelope.data)).toMatchObject({
      account: 'binder_01',
      lineAccount: 'ana@example.com',
      lineName: 'Ana Cruz',
    });

    // Signing in with that LINE identity now reaches the account player.
    const viaLine = await server.call('/app/v1/lineLogin', await authorize('line', ana));
    expect(viaLine.envelope.data.user.id).toBe(registered.envelope.data.user.id);

    const second = await server.call(
      '/app/v1/bindSocialAccount',
      {
        socialType: socialLoginTypes.line,
        ...(await authorize('line', { name: 'B', email: 'b@example.com' })),
      },
      token,
    );
    expect(second.envelope.errcode).toBe(errorCodes.socialProviderAlreadyLinked);

    const other = await server.call('/app/v1/accountRegist', {
      account: 'binder_02',
      password: 'secret-pass',
    });
    const stolen = await server.call(
      '/app/v1/bindSocialAccount',
      { socialType: socialLoginTypes.line, ...(await authorize('line', ana)) },
      other.envelope.data.token,
    );
    expect(stolen.envelope.errcode).toBe(errorCodes.socialIdentityTaken);

    const unsigned = await server.call('/app/v1/bindSocialAccount', {
      socialType: socialLoginTypes.line,
      ...(await authorize('line', ana)),
    });
    expect(unsigned.envelope.errcode).toBe(errorCodes.unauthorized);
  });

  it('credits an invite code to the inviter on a social sign-up', async () => {
    const inviter = await server.call('/app/v1/accountRegist', {
      account: 'inviter_01',
      password: 'secret-pass',
    });
    const after = await server.call('/app/v1/getAfterLoginInfoWeb', {}, inviter.envelope.data.token);
    const proof = await authorize('facebook', { name: 'Invited', email: 'invited@example.com' });
    const joined = await server.call('/app/v1/facebookLogin', {
      ...proof,
      inviteCode: after.envelope.data.inviteCode,
    });
    expect(joined.envelope.data.user).toMatchObject({ accountType: 3, pid: inviter.envelope.data.user.id });

    const badInvite = await authorize('facebook', { name: 'Other', email: 'other@example.com' });
    const refused = await server.call('/app/v1/facebookLogin', { ...badInvite, inviteCode: 'NOSUCH22' });
    expect(refused.envelope.errcode).toBe(errorCodes.unknownInviteCode);
  });
});
