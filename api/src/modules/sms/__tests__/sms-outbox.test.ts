import { authModes } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import {
  productionEnvironment,
  startTestServer,
  type TestServer,
} from '../../../test-support/test-server.js';
import type { SmsMessage } from '../sms-sender.js';

announceDatabaseLegs('SMS outbox');

describe.each(databaseLegs)('SMS outbox on $name', (leg) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(leg);
  });
  afterAll(async () => {
    await server.close();
  });

  const readOutbox = async (query: string) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/dev/sms-outbox${query}` });
    return { status: response.statusCode, body: response.json() };
  };

  it('lists the messages of a number, newest first, and all numbers without one', async () => {
    await server.call('/app/v1/smsSend', { mobile: '+639170000001', authMode: authModes.loginAndRegister });
    await server.call('/app/v1/smsSend', { mobile: '+639170000002', authMode: authModes.register });
    // A second code to the first number, past the resend gap.
    await server.db.query(`UPDATE sms_codes SET created_at = created_at - interval '2 minutes'`);
    await server.call('/app/v1/smsSend', { mobile: '+639170000001', authMode: authModes.loginAndRegister });

    const first = await readOutbox('?mobile=%2B639170000001');
    expect(first.status).toBe(200);
    expect(first.body.messages).toHaveLength(2);
    expect(first.body.messages[0]).toEqual({
      id: expect.any(Number),
      mobile: '+639170000001',
      text: expect.stringMatching(/^\d{6} is your code to sign in\. It expires in 5 minutes\./),
      authMode: authModes.loginAndRegister,
      createdAt: expect.any(String),
    });
    expect(first.body.messages[0].id).toBeGreaterThan(first.body.messages[1].id);
    // An unencoded `+` (a space once decoded) works too.
    expect((await readOutbox('?mobile=+639170000001')).body).toEqual(first.body);
    expect((await readOutbox('')).body.messages).toHaveLength(3);
    expect((await readOutbox('?mobile=0917')).body).toMatchObject({ errcode: errorCodes.invalidRequest });
  });

  it("rewinds one number's codes so the next send is past the one-code-a-minute gap", async () => {
    const mobile = '+639170000003';
    const send = async () =>
      (await server.call('/app/v1/smsSend', { mobile, authMode: authModes.loginAndRegister })).envelope;
    expect((await send()).errcode).toBe(0);
    expect(await send()).toMatchObject({ errcode: errorCodes.rateLimited });
    const rewind = (payload: { mobile: string; seconds: number }) =>
      server.app.inject({ method: 'POST', url: '/api/dev/sms-codes/rewind', payload });
    expect((await rewind({ mobile, seconds: 60 })).json()).toEqual({ rewound: 1 });
    expect((await send()).errcode).toBe(0);
    expect((await rewind({ mobile, seconds: 0 })).json()).toMatchObject({
      errcode: errorCodes.invalidRequest,
    });
  });
});

describe.each(databaseLegs)('SMS adapters on $name', (leg) => {
  it('sends through an injected adapter instead of the outbox', async () => {
    const sent: SmsMessage[] = [];
    const server = await startTestServer(
      leg,
      {},
      { smsSender: { send: async (message) => void sent.push(message) } },
    );
    try {
      const answer = await server.call('/app/v1/smsSend', {
        mobile: '+639170000009',
        authMode: authModes.register,
      });
      expect(answer.envelope.errcode).toBe(0);
      expect(sent).toEqual([
        { mobile: '+639170000009', authMode: authModes.register, text: expect.any(String) },
      ]);
      expect((await server.db.query('SELECT 1 FROM sms_outbox')).rows).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('never registers the outbox route in production mode', async () => {
    const server = await startTestServer(leg, productionEnvironment);
    try {
      await server.call('/app/v1/smsSend', { mobile: '+639170000010', authMode: authModes.register });
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/dev/sms-outbox?mobile=%2B639170000010',
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/\d{6} is your code/);
    } finally {
      await server.close();
    }
  });
});
