import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from '../config.js';
import {
  coinOf,
  openDeposit,
  pressOnCheckout,
  registerPlayer,
  testSigningSecret,
} from '../modules/wallet/__tests__/wallet-fixtures.js';
import { signCallback } from '../modules/wallet/payment-provider.js';
import { announceDatabaseLegs, databaseLegs } from '../test-support/database-legs.js';
import { productionEnvironment, startTestServer, type TestServer } from '../test-support/test-server.js';

/** `KEY=value` lines, `#` comments: what docker-compose's `env_file` reads. */
function readEnvFile(path: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const separator = trimmed.indexOf('=');
    settings[trimmed.slice(0, separator)] = trimmed.slice(separator + 1);
  }
  return settings;
}

describe("docker-compose's production settings", () => {
  const composeFile = readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8');
  const apiSettings = readEnvFile(join(repoRoot, 'deploy/api.env'));

  it('are the API service env_file: production, one proxy in front', () => {
    expect(composeFile).toMatch(/\n {4}env_file:\n {6}- deploy\/api\.env\n/);
    expect(apiSettings).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: '1' });
  });

  it('cannot credit an unpaid order: without a real payment provider the API refuses to start', () => {
    expect(() => loadConfig(apiSettings)).toThrow(/PAYMENT_PROVIDER: required in production/);
    // Naming the sandbox is not enough: its demo opt-in is never docker-compose's to give.
    expect(() => loadConfig({ ...apiSettings, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /ALLOW_SANDBOX_PAYMENTS: .*credits deposits nobody paid/,
    );
    expect(composeFile).not.toContain('ALLOW_SANDBOX_PAYMENTS');
    expect(apiSettings).not.toHaveProperty('ALLOW_SANDBOX_PAYMENTS');
  });
});

announceDatabaseLegs('safe defaults');

describe.each(databaseLegs)('a production server on $name', (leg) => {
  let server: TestServer;
  const logLines: { level: number; msg: string }[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const warnings = () => logLines.filter((line) => line.level === 40).map((line) => line.msg);

  beforeAll(async () => {
    server = await startTestServer(
      leg,
      { ...productionEnvironment, LOG_LEVEL: 'warn', REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000' },
      { logStream },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves no development route and no local sign-in provider', async () => {
    for (const [method, url] of [
      ['POST', '/api/dev/sms-codes/rewind'],
      ['PUT', '/api/dev/players/1'],
      ['GET', '/api/dev/sms-outbox'],
      ['GET', '/api/dev/email-outbox'],
      ['POST', '/api/dev/email-codes/rewind'],
      ['PUT', '/api/dev/settings'],
      ['POST', '/api/dev/wallet/play-round'],
      ['POST', '/api/dev/wallet/payouts/W1'],
      ['GET', '/api/dev-oidc/google/.well-known/openid-configuration'],
    ] as const) {
      const response = await server.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('answers its health at /api/health, never cached', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a paid callback signed with the development secret: the order stays unpaid', async () => {
    const { token } = await registerPlayer(server);
    const order = await openDeposit(server, token, 1, 5_000_000);
    const forged = signCallback(testSigningSecret, {
      kind: 'payment',
      reference: order.orderNo,
      amount: 5_000_000,
      outcome: 'paid',
      eventId: 'forged-1',
    });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/notify',
      payload: forged,
    });
    expect(response.statusCode).toBe(401);
    expect(await coinOf(server, token)).toBe(0);
    const status = await server.call('/app/v1/getRechargeOrder', { orderNo: order.orderNo }, token);
    expect(status.envelope.data.status).toBe('pending');
  });

  it('warns at start that the sandbox pays for nothing, and again on every sandbox payment', async () => {
    expect(warnings()).toContainEqual(expect.stringMatching(/ALLOW_SANDBOX_PAYMENTS.*no real money/));
    const { token } = await registerPlayer(server);
    const order = await openDeposit(server, token, 1, 10_000);
    const before = warnings().length;
    await pressOnCheckout(server, order.paymentId, 'pay');
    expect(warnings().slice(before)).toEqual([
      expect.stringMatching(/sandbox payment credited without real money/),
    ]);
  });
});
