import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { openDeposit, registerPlayer } from '../../modules/wallet/__tests__/wallet-fixtures.js';
import { databaseLegs } from '../../test-support/database-legs.js';
import { productionEnvironment, startTestServer, type TestServer } from '../../test-support/test-server.js';

const leg = databaseLegs[0];

/** The CSP source allowing exactly this inline text, as a browser computes it. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

const splashStyle = 'html { background: #0d0b1e; }';

/** A policy's directives by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  expect(policy).toBeTypeOf('string');
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectCommonHeaders(response: LightMyRequestResponse, label: string): void {
  expect(response.headers, label).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': expect.stringContaining('camera=()'),
  });
  const policy = directives(response.headers['content-security-policy'] as string);
  expect(policy['frame-ancestors'], label).toEqual(["'none'"]);
  expect(policy['script-src'] ?? policy['default-src'], label).not.toContain("'unsafe-inline'");
  expect(policy['style-src'] ?? [], label).not.toContain("'unsafe-inline'");
}

/** The inline style of an HTML page must be allowed by the page's own policy, by its hash. */
function expectInlineStyleAllowed(response: LightMyRequestResponse, label: string): void {
  const style = /<style>([\s\S]*?)<\/style>/.exec(response.body)?.[1];
  expect(style, label).toBeTypeOf('string');
  const policy = directives(response.headers['content-security-policy'] as string);
  expect(policy['style-src'], label).toContain(hashSource(String(style)));
  expect(policy['script-src'] ?? policy['default-src'], label).not.toContain("'self'");
}

describe('security headers on every response', () => {
  let server: TestServer;
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    if (!leg) throw new Error('no database leg');
    server = await startTestServer(leg, {
      GAME_LAUNCH_ORIGINS: 'https://games.example https://slots.example:8443',
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
    });
    const { hostDist, remoteStore } = server.config;
    const files: Record<string, string> = {
      [join(hostDist, 'index.html')]: `<!doctype html><style>${splashStyle}</style><title>casino</title>`,
      // Written by the host build (host/build/inline-style-hashes.mjs).
      [join(hostDist, 'csp-style-hashes.json')]: JSON.stringify([hashSource(splashStyle)]),
      [join(hostDist, 'main.js')]: 'console.log("host")',
      [join(hostDist, 'sw.js')]: 'self.addEventListener("fetch", () => {})',
      [join(remoteStore, 'registry.json')]: '{"remotes":{}}',
      [join(remoteStore, 'remotes/wallet/1.2.0/remoteEntry.js')]: 'entry',
    };
    for (const [path, content] of Object.entries(files)) {
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, content);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives host pages and files the app policy: scripts from the origin, the splash style by its hash', async () => {
    for (const url of [
      '/',
      '/auth/login',
      '/main.js',
      '/sw.js',
      '/registry.json',
      '/remotes/wallet/1.2.0/remoteEntry.js',
      '/missing.js',
    ]) {
      const response = await get(url);
      expectCommonHeaders(response, url);
      const policy = directives(response.headers['content-security-policy'] as string);
      expect(policy, url).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", hashSource(splashStyle)],
        'img-src': [
          "'self'",
          'https:',
          'data:',
          'blob:',
          'https://games.example',
          'https://slots.example:8443',
        ],
        'connect-src': ["'self'"],
        'frame-src': ["'self'", 'https://games.example', 'https://slots.example:8443'],
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      });
    }
  });

  it('gives API answers a policy that loads nothing', async () => {
    const answers = [
      await server.app.inject({ method: 'POST', url: '/api/anonymous/appTheme', payload: {} }),
      await server.app.inject({ method: 'POST', url: '/api/app/v1/noSuchCall', payload: {} }),
      await get('/api/health'),
    ];
    for (const response of answers) {
      expectCommonHeaders(response, response.raw.req.url ?? '');
      expect(directives(response.headers['content-security-policy'] as string)['default-src']).toEqual([
        "'none'",
      ]);
    }
  });

  it('allows the sandbox checkout page its own inline style, and no script', async () => {
    const { token } = await registerPlayer(server);
    const { paymentId } = await openDeposit(server, token, 1, 10_000);
    const page = await get(`/api/sandbox-pay/checkout/${paymentId}`);
    expect(page.statusCode).toBe(200);
    expectCommonHeaders(page, 'checkout');
    expectInlineStyleAllowed(page, 'checkout');
    expect(directives(page.headers['content-security-policy'] as string)['form-action']).toEqual(["'self'"]);
  });

  it("gives the local sign-in provider's pages and its own answers the headers too", async () => {
    const problem = await get('/api/dev-oidc/google/interaction/unknown');
    expect(problem.statusCode).toBe(400);
    expectCommonHeaders(problem, 'problem page');
    expectInlineStyleAllowed(problem, 'problem page');
    // Answered by oidc-provider itself (a Koa app behind a hijacked reply).
    const discovery = await get('/api/dev-oidc/google/.well-known/openid-configuration');
    expect(discovery.statusCode).toBe(200);
    expectCommonHeaders(discovery, 'discovery');
    const providerError = await get('/api/dev-oidc/google/auth?client_id=nobody&response_type=code');
    expect(providerError.statusCode).toBe(400);
    expectCommonHeaders(providerError, 'provider error page');
    expectInlineStyleAllowed(providerError, 'provider error page');
  });

  it('sends HSTS only when the request came over TLS, as a trusted proxy says', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    // Nobody is trusted to say so: the header is ignored.
    const untrusted = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();

    if (!leg) throw new Error('no database leg');
    const behindProxy = await startTestServer(leg, { TRUST_PROXY: '1' });
    try {
      for (const url of ['/', '/api/health']) {
        const overTls = await behindProxy.app.inject({
          method: 'GET',
          url,
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(overTls.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        const plain = await behindProxy.app.inject({
          method: 'GET',
          url,
          headers: { 'x-forwarded-proto': 'http' },
        });
        expect(plain.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await behindProxy.close();
    }
  });
});

describe('GAME_LAUNCH_ORIGINS', () => {
  it('lists the origins games may be framed from; none besides the app by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).gameLaunchOrigins).toEqual([]);
    expect(
      loadConfig({ NODE_ENV: 'test', GAME_LAUNCH_ORIGINS: ' https://games.example  http://localhost:9000 ' })
        .gameLaunchOrigins,
    ).toEqual(['https://games.example', 'http://localhost:9000']);
  });

  it('refuses anything but origins, and plain http in production', () => {
    for (const value of [
      'https://games.example/play',
      'games.example',
      "'unsafe-inline'",
      'https://a.example,https://b.example',
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'test', GAME_LAUNCH_ORIGINS: value }), value).toThrow(
        /GAME_LAUNCH_ORIGINS/,
      );
    }
    expect(() =>
      loadConfig({
        ...productionEnvironment,
        GAME_LAUNCH_ORIGINS: 'http://games.example',
      }),
    ).toThrow(/GAME_LAUNCH_ORIGINS: .*https/);
  });
});
