import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
import { buildServer } from '../../../server.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { hashToken } from '../session-tokens.js';

announceDatabaseLegs('logout');

describe.each(databaseLegs)('logout on $name', (leg) => {
  let server: TestServer;

  beforeAll(async () => {
    // A long cache time: a cached copy outliving the logout would show.
    server = await startTestServer(leg, { SESSION_CACHE_SECONDS: '60' });
  });
  afterAll(async () => {
    await server.close();
  });

  async function signedInToken(): Promise<string> {
    const account = `out${randomBytes(5).toString('hex')}`;
    const { envelope } = await server.call('/app/v1/accountRegist', { account, password: 'secret-pass' });
    expect(envelope.errcode, envelope.msg).toBe(0);
    return envelope.data.token;
  }

  it('refuses the token at once, though every cache of the process held it', async () => {
    const token = await signedInToken();
    // A second server on the same database, as a second API instance in this process would be.
    const sibling = await buildServer(server.config, { database: server.db });
    try {
      const refreshOn = async (app: typeof sibling) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/app/v1/refreshData',
            headers: { authorization: token },
            payload: {},
          })
        ).json().errcode;
      // Both have read the session and keep it for a minute.
      expect(await refreshOn(server.app)).toBe(0);
      expect(await refreshOn(sibling)).toBe(0);

      expect((await server.call('/app/v1/logout', {}, token)).envelope).toMatchObject({
        errcode: 0,
        data: {},
      });

      expect(await refreshOn(server.app)).toBe(errorCodes.unauthorized);
      expect(await refreshOn(sibling)).toBe(errorCodes.unauthorized);
      const afterLogin = await server.call('/app/v1/getAfterLoginInfoWeb', {}, token);
      expect(afterLogin.envelope.errcode).toBe(errorCodes.unauthorized);
      const { rows } = await server.db.query<{ revoked: boolean }>(
        'SELECT revoked_at IS NOT NULL AS revoked FROM sessions WHERE token_hash = $1',
        [hashToken(token)],
      );
      expect(rows).toEqual([{ revoked: true }]);
    } finally {
      await sibling.close();
    }
  });

  it('answers a logout without a session, or a second one, quietly', async () => {
    const token = await signedInToken();
    expect((await server.call('/app/v1/logout', {})).envelope).toMatchObject({ errcode: 0 });
    expect((await server.call('/app/v1/logout', {}, token)).envelope).toMatchObject({ errcode: 0 });
    expect((await server.call('/app/v1/logout', {}, token)).envelope).toMatchObject({ errcode: 0 });
    expect((await server.call('/app/v1/refreshData', {}, token)).envelope.errcode).toBe(
      errorCodes.unauthorized,
    );
  });
});
