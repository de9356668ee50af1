import { createHash } from 'node:crypto';
import { defaultMaxDeposit, maxMoneyAmount } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { signCallback } from '../payment-provider.js';
import {
  addCard,
  coinOf,
  fundedPlayer,
  openDeposit,
  pressOnCheckout,
  registerPlayer,
  testSigningSecret,
  walletTestEnvironment,
} from './wallet-fixtures.js';

announceDatabaseLegs('payment limits');

const refusalsPerMinute = 5;

describe.each(databaseLegs)('limits on money and on provider callbacks on $name', (leg) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(leg, {
      ...walletTestEnvironment,
      PAYMENT_CALLBACK_REFUSALS_PER_MINUTE: String(refusalsPerMinute),
    });
  });
  afterAll(async () => {
    await server.close();
  });

  /** Posts a raw JSON text to the notify endpoint from one client address. */
  const notify = (text: string, remoteAddress: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/notify',
      headers: { 'content-type': 'application/json' },
      payload: text,
      remoteAddress,
    });

  const storedCallbacks = async (reference: string) =>
    (
      await server.db.query<{
        verdict: string;
        body_sha256: string;
        body_bytes: number;
        summary: Record<string, unknown>;
        client_address: string;
      }>(
        `SELECT verdict, body_sha256, body_bytes, summary, client_address
           FROM payment_callbacks WHERE reference = $1 ORDER BY id`,
        [reference],
      )
    ).rows;

  it('refuses a callback body over 16 KiB with HTTP 413, before storing or verifying it', async () => {
    const { token } = await registerPlayer(server);
    const order = await openDeposit(server, token, 1, 10_000);
    const signed = signCallback(testSigningSecret, {
      kind: 'payment',
      reference: order.orderNo,
      amount: 10_000,
      outcome: 'paid',
      eventId: 'big',
    });
    const answer = await notify(
      JSON.stringify({ ...signed, padding: 'x'.repeat(16 * 1024) }),
      '198.51.100.1',
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ errcode: errorCodes.payloadTooLarge });
    expect(await storedCallbacks(order.orderNo)).toEqual([]);
    expect(await coinOf(server, token)).toBe(0);
  });

  it('stores a digest and a short summary of a callback, never its whole body', async () => {
    const { token } = await registerPlayer(server);
    const order = await openDeposit(server, token, 1, 10_000);
    const forged = JSON.stringify({
      kind: 'payment',
      reference: order.orderNo,
      amount: 10_000,
      outcome: 'paid',
      eventId: 'e'.repeat(500),
      timestamp: Date.now(),
      signature: 'ab'.repeat(32),
      filler: 'y'.repeat(12_000),
    });
    expect((await notify(forged, '198.51.100.2')).statusCode).toBe(401);
    const [row] = await storedCallbacks(order.orderNo);
    expect(row).toEqual({
      verdict: 'forged',
      body_sha256: createHash('sha256').update(forged).digest('hex'),
      body_bytes: Buffer.byteLength(forged),
      summary: {
        kind: 'payment',
        reference: order.orderNo,
        amount: 10_000,
        outcome: 'paid',
        eventId: 'e'.repeat(64),
        timestamp: expect.any(Number),
      },
      client_address: '198.51.100.2',
    });
    const columns = await server.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'payment_callbacks' AND table_schema = current_schema()`,
    );
    expect(columns.rows.map((column) => column.column_name)).not.toContain('body');
  });

  it('answers 429 to an address after too many refused callbacks, unstored, and keeps serving others', async () => {
    const { token } = await registerPlayer(server);
    const order = await openDeposit(server, token, 1, 10_000);
    const fields = {
      kind: 'payment',
      reference: order.orderNo,
      amount: 10_000,
      outcome: 'paid',
      eventId: 'flood',
    } as const;
    const forged = JSON.stringify({ ...signCallback('not-the-secret', fields) });
    for (let attempt = 0; attempt < refusalsPerMinute; attempt += 1) {
      expect((await notify(forged, '203.0.113.9')).statusCode).toBe(401);
    }
    const genuine = JSON.stringify(signCallback(testSigningSecret, fields));
    const limited = await notify(genuine, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errcode: errorCodes.rateLimited });
    expect((await storedCallbacks(order.orderNo)).map((row) => row.verdict)).toEqual(
      Array(refusalsPerMinute).fill('forged'),
    );
    expect((await notify(genuine, '203.0.113.10')).json()).toMatchObject({ errcode: 0, msg: 'applied' });
    expect(await coinOf(server, token)).toBe(20_000);
  });

  it('refuses any amount above the maximum: every deposit channel, channel 4 included, and withdrawals', async () => {
    const { token } = await registerPlayer(server);
    // Channel 4 (USDT) sets no maximum of its own: the default applies.
    const huge = await server.call(
      '/app/v1/createRechargeOrder',
      { channelId: 4, amount: Number.MAX_SAFE_INTEGER },
      token,
    );
    expect(huge.envelope).toMatchObject({ errcode: errorCodes.invalidRequest });
    expect(huge.envelope.msg).toMatch(/^amount: /);
    const overChannel = await server.call(
      '/app/v1/createRechargeOrder',
      { channelId: 4, amount: defaultMaxDeposit + 1 },
      token,
    );
    expect(overChannel.envelope).toMatchObject({
      errcode: errorCodes.depositAboveMaximum,
      data: { maximum: defaultMaxDeposit },
    });
    expect(
      (await server.call('/app/v1/createRechargeOrder', { channelId: 4, amount: defaultMaxDeposit }, token))
        .envelope.errcode,
    ).toBe(0);
    // Issue 18: 60,000.00 through GCash (at most 50,000.00) is above its maximum, never "below the minimum".
    const overGcash = await server.call(
      '/app/v1/createRechargeOrder',
      { channelId: 1, amount: 6_000_000 },
      token,
    );
    expect(overGcash.envelope).toMatchObject({
      errcode: errorCodes.depositAboveMaximum,
      data: { maximum: 5_000_000 },
    });

    const player = await fundedPlayer(server, 10_000);
    const card = await addCard(server, player.token);
    const withdrawal = await server.call(
      '/app/v1/exchange',
      { amount: maxMoneyAmount + 1, bankCardId: card },
      player.token,
    );
    expect(withdrawal.envelope).toMatchObject({ errcode: errorCodes.invalidRequest });
    expect(withdrawal.envelope.msg).toMatch(/^amount: /);
  });

  it('accepts only a /wallets returnPath of printable ASCII, so the hosted page never answers 500', async () => {
    const { token } = await registerPlayer(server);
    for (const returnPath of [
      '/wallets?name=deposit\r\nSet-Cookie: a=b',
      '/wallets?name=dépôt',
      '/wallets?name=deposit\u0007',
      '/wallets?name=two words',
      `/wallets?${'a'.repeat(200)}`,
      '//evil.example/wallets',
    ]) {
      const refused = await server.call(
        '/app/v1/createRechargeOrder',
        { channelId: 1, amount: 10_000, returnPath },
        token,
      );
      expect(refused.envelope.errcode, JSON.stringify(returnPath)).toBe(errorCodes.invalidRequest);
      expect(refused.envelope.msg).toMatch(/^returnPath: /);
    }
    const { envelope } = await server.call(
      '/app/v1/createRechargeOrder',
      { channelId: 1, amount: 10_000, returnPath: '/wallets?name=deposit&from=home%20page' },
      token,
    );
    expect(envelope.errcode).toBe(0);
    const paymentId = String(envelope.data.paymentUrl).split('/').pop() as string;
    expect(await pressOnCheckout(server, paymentId, 'pay')).toBe(
      `/wallets?name=deposit&from=home%20page&order=${envelope.data.orderNo}`,
    );
  });
});
