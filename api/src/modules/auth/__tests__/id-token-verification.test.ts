import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';

announceDatabaseLegs('ID token verification');

const clientId = 'casino-web';
const clientSecret = 'client-secret-for-tests';
const nonce = 'nonce-of-this-sign-in';
const proof = { code: 'code-from-the-issuer', codeVerifier: 'v'.repeat(43), nonce };

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

/**
 * A third-party issuer on loopback whose token endpoint hands out whatever ID token the test
 * prepared: the API must accept only tokens that are signed by the issuer's published key and
 * name the issuer, this client and this sign-in's nonce.
 */
async function startFakeIssuer() {
  const issuerKey = await generateKeyPair('ES256');
  const publicJwk = {
    ...(await exportJWK(issuerKey.publicKey)),
    kid: 'issuer-key',
    alg: 'ES256',
    use: 'sig',
  };
  let answer: { status: number; body: unknown } = { status: 500, body: {} };
  const tokenRequests: { authorization: string | undefined; form: URLSearchParams }[] = [];
  const server: Server = createServer((request, response) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/openid-configuration') {
      return send(200, {
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/jwks`,
      });
    }
    if (request.url === '/jwks') return send(200, { keys: [publicJwk] });
    if (request.url === '/token' && request.method === 'POST') {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        tokenRequests.push({ authorization: request.headers.authorization, form: new URLSearchParams(text) });
        send(answer.status, answer.body);
      });
      return;
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    issuerKey,
    tokenRequests,
    /** The next token request answers this ID token (signed by `key`, the issuer's by default). */
    async willIssue(
      claims: JWTPayload,
      options: { key?: KeyPair['privateKey'] | Uint8Array; alg?: string } = {},
    ) {
      const now = Math.floor(Date.now() / 1000);
      const idToken = await new SignJWT({
        iss: issuer,
        aud: clientId,
        sub: 'subject-1',
        nonce,
        iat: now,
        exp: now + 300,
        email: 'pat@example.com',
        name: 'Pat',
        ...claims,
      })
        .setProtectedHeader({ alg: options.alg ?? 'ES256', kid: 'issuer-key' })
        .sign(options.key ?? issuerKey.privateKey);
      answer = { status: 200, body: { access_token: 'at', token_type: 'Bearer', id_token: idToken } };
    },
    willRefuse(error: string) {
      answer = { status: 400, body: { error } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseLegs)('ID tokens from a configured issuer on $name', (leg) => {
  let issuer: Awaited<ReturnType<typeof startFakeIssuer>>;
  let server: TestServer;

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    server = await startTestServer(leg, {
      DEV_OIDC: 'false',
      PUBLIC_URL: 'https://casino.example',
      OIDC_GOOGLE_ISSUER: issuer.issuer,
      OIDC_GOOGLE_CLIENT_ID: clientId,
      OIDC_GOOGLE_CLIENT_SECRET: clientSecret,
      // A port nothing listens on: the issuer is down.
      OIDC_FACEBOOK_ISSUER: 'http://127.0.0.1:9',
      OIDC_FACEBOOK_CLIENT_ID: 'fb',
      OIDC_FACEBOOK_CLIENT_SECRET: 'fb-secret',
    });
  });
  afterAll(async () => {
    await server.close();
    await issuer.close();
  });
  beforeEach(() => {
    issuer.tokenRequests.length = 0;
  });

  const googleLogin = () => server.call('/app/v1/googleLogin', proof);

  it('redeems the code with PKCE and the client secret, and signs in on a valid ID token', async () => {
    await issuer.willIssue({});
    const answer = await googleLogin();
    expect(answer.envelope.errcode).toBe(0);
    expect(answer.envelope.data.user).toMatchObject({ accountType: 5, googleAccount: 'pat@example.com' });
    const [request] = issuer.tokenRequests;
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      grant_type: 'authorization_code',
      code: proof.code,
      redirect_uri: 'https://casino.example/auth/social-callback',
      code_verifier: proof.codeVerifier,
    });
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    );
  });

  it.each([
    ['another audience', { aud: 'someone-elses-client' }, 'aud'],
    ['another issuer', { iss: 'https://evil.example' }, 'iss'],
    ['another sign-in (nonce)', { nonce: 'replayed-nonce' }, 'nonce'],
    ['an expired token', { iat: 1_000_000_000, exp: 1_000_000_300 }, 'expired'],
    [
      'several audiences without this client as authorized party',
      { aud: [clientId, 'other'], azp: 'other' },
      'authorized party',
    ],
  ])('refuses an ID token for %s', async (_case, claims, reason) => {
    await issuer.willIssue(claims);
    const answer = await googleLogin();
    expect(answer.envelope.errcode).toBe(errorCodes.idTokenRejected);
    expect(answer.envelope.msg).toContain(reason);
  });

  it('refuses a forged ID token: signed by a key the issuer never published', async () => {
    const forger = await generateKeyPair('ES256');
    await issuer.willIssue({}, { key: forger.privateKey });
    const answer = await googleLogin();
    expect(answer.envelope).toMatchObject({
      errcode: errorCodes.idTokenRejected,
      msg: expect.stringContaining('signature'),
    });
  });

  it('refuses an ID token signed with the client secret (a symmetric algorithm)', async () => {
    await issuer.willIssue({}, { key: new TextEncoder().encode(clientSecret), alg: 'HS256' });
    const answer = await googleLogin();
    expect(answer.envelope).toMatchObject({
      errcode: errorCodes.idTokenRejected,
      msg: expect.stringContaining('algorithm'),
    });
  });

  it('answers a code the issuer refuses with 1118, and nobody is signed up by refused tokens', async () => {
    issuer.willRefuse('invalid_grant');
    expect((await googleLogin()).envelope.errcode).toBe(errorCodes.socialCodeRejected);
    const { rows } = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM social_identities',
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('answers 1117 when the issuer cannot be reached, and 1116 for a provider that is off', async () => {
    expect((await server.call('/app/v1/facebookLogin', proof)).envelope.errcode).toBe(
      errorCodes.socialProviderUnavailable,
    );
    expect((await server.call('/app/v1/lineLogin', proof)).envelope.errcode).toBe(
      errorCodes.socialProviderDisabled,
    );
    const listed = await server.call('/anonymous/socialLoginProviders');
    expect(listed.envelope.data.providers.map((entry: { provider: string }) => entry.provider)).toEqual([
      'google',
    ]);
  });
});
