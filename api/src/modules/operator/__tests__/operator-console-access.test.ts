import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { registerPlayer, walletTestEnvironment } from '../../wallet/__tests__/wallet-fixtures.js';
import { type OperatorRole, operatorRoles, operatorRoutePermissions, roleMay } from '../operator-access.js';
import { totpCode, totpStep } from '../totp.js';

announceDatabaseLegs('operator console access');

const token = 'an-operator-token-of-32-characters';
const password = 'a long operator passphrase';

interface Console {
  cookie: string;
  csrfToken: string;
}

describe.each(databaseLegs)('operator console access on $name', (leg) => {
  let server: TestServer;
  let now = new Date();
  beforeAll(async () => {
    server = await startTestServer(
      leg,
      { ...walletTestEnvironment, OPERATOR_TOKEN: token },
      { clock: () => now },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  let logins = 0;
  /** An operator made with the deployment token, as the CLI makes the first owner. */
  async function newOperator(role: OperatorRole) {
    logins += 1;
    const login = `${role}.${logins}@casino.test`;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/operator/v1/operators',
      headers: { authorization: `Bearer ${token}` },
      payload: { login, name: `A ${role}`, role, password },
    });
    expect(response.statusCode).toBe(200);
    const { operator, totpSecret, totpUri } = response.json().data;
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+/);
    return { id: operator.id as number, login, secret: totpSecret as string };
  }

  const signIn = (login: string, code: string, pass = password) =>
    server.app.inject({
      method: 'POST',
      url: '/api/operator/v1/session',
      payload: { login, password: pass, code },
    });

  /** Signs in with the code of the current step (a later step each time, as a code works once). */
  async function signedIn(operator: { login: string; secret: string }): Promise<Console> {
    now = new Date(now.getTime() + 30_000);
    const response = await signIn(operator.login, totpCode(operator.secret, totpStep(now)));
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^ops_session=[^;]+; Path=\/api\/operator; HttpOnly; SameSite=Strict/);
    return { cookie: cookie.split(';')[0] as string, csrfToken: response.json().data.csrfToken };
  }

  const call = (
    method: string,
    url: string,
    who: Console | { bearer: string },
    payload?: object,
    csrf = true,
  ) =>
    server.app.inject({
      method: method as 'GET',
      url,
      headers:
        'bearer' in who
          ? { authorization: `Bearer ${who.bearer}` }
          : { cookie: who.cookie, ...(csrf ? { 'x-csrf-token': who.csrfToken } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** A route's URL with its parameters filled in. */
  const concrete = (url: string) =>
    url.replace(':level', '1').replace(':playerId', '1').replace(':id', '999999999');

  it('signs in with a password and a TOTP code that works once, then knows who is calling', async () => {
    const owner = await newOperator('owner');
    const code = totpCode(owner.secret, totpStep(now));
    expect((await signIn(owner.login, '000000')).json().errcode).toBe(1807);
    expect((await signIn(owner.login, code, 'a wrong passphrase')).json().errcode).toBe(1807);
    expect((await signIn(owner.login, code)).statusCode).toBe(200);
    expect((await signIn(owner.login, code)).json().errcode).toBe(1807);

    const session = await signedIn(owner);
    const me = await call('GET', '/api/operator/v1/session', session);
    expect(me.json().data).toMatchObject({
      operator: { login: owner.login, role: 'owner' },
      csrfToken: session.csrfToken,
    });

    // Half an hour without a request ends the session.
    now = new Date(now.getTime() + 31 * 60_000);
    expect((await call('GET', '/api/operator/v1/session', session)).statusCode).toBe(401);
  });

  it('answers no operator route to a player token', async () => {
    const player = await registerPlayer(server);
    for (const key of Object.keys(operatorRoutePermissions)) {
      const [method, url] = key.split(' ') as [string, string];
      const answer = await call(
        method,
        concrete(url),
        { bearer: player.token },
        method === 'GET' ? undefined : {},
      );
      expect(answer.statusCode, key).toBe(401);
    }
  });

  it('refuses a console change without the session CSRF token, and logs it', async () => {
    const owner = await signedIn(await newOperator('owner'));
    const body = { withdrawalsNeedKyc: false };
    expect((await call('PUT', '/api/operator/v1/settings/reviews', owner, body, false)).json().errcode).toBe(
      1805,
    );
    const forged = { ...owner, csrfToken: 'a-token-the-attacker-guessed' };
    expect((await call('PUT', '/api/operator/v1/settings/reviews', forged, body)).statusCode).toBe(403);
    expect((await call('PUT', '/api/operator/v1/settings/reviews', owner, body)).statusCode).toBe(200);
    const audit = await call('GET', '/api/operator/v1/audit?action=settings.change', owner);
    expect(
      audit
        .json()
        .data.list.slice(0, 3)
        .map((row: { outcome: string }) => row.outcome),
    ).toEqual(['done', 'refused', 'refused']);
  });

  it.each(operatorRoles)(
    'lets the %s role call exactly its routes, refusing and logging the rest',
    async (role) => {
      const operator = await newOperator(role);
      const session = await signedIn(operator);
      const routes = Object.entries(operatorRoutePermissions).sort(([a]) =>
        a.startsWith('DELETE') ? 1 : -1,
      );
      for (const [key, permission] of routes) {
        const [method, url] = key.split(' ') as [string, string];
        const answer = await call(method, concrete(url), session, method === 'GET' ? undefined : {});
        const refused = answer.statusCode === 403 && answer.json().errcode === 1806;
        expect(refused, `${role} ${key}`).toBe(!roleMay(role, permission));
      }
      if (role !== 'owner') {
        const owner = await signedIn(await newOperator('owner'));
        // Every page of the operator's audit rows: there are more refusals than one page holds.
        const rows: { id: number; status: number }[] = [];
        for (let before = ''; ; ) {
          const page = await call(
            'GET',
            `/api/operator/v1/audit?actor=${encodeURIComponent(operator.login)}${before}`,
            owner,
          );
          const list = page.json().data.list as { id: number; status: number }[];
          rows.push(...list);
          if (list.length === 0) break;
          before = `&before=${list.at(-1)?.id}`;
        }
        const refusals = rows.filter((row) => row.status === 403);
        expect(refusals.length).toBe(
          Object.values(operatorRoutePermissions).filter((permission) => !roleMay(role, permission)).length,
        );
      }
    },
  );

  it('locks an account after five wrong sign-ins, even for the right code, for 15 minutes', async () => {
    const operator = await newOperator('finance');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(operator.login, '123456', 'not the passphrase')).statusCode).toBe(401);
    }
    now = new Date(now.getTime() + 30_000);
    const locked = await signIn(operator.login, totpCode(operator.secret, totpStep(now)));
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ errcode: 1808, data: { until: expect.any(String) } });
    now = new Date(now.getTime() + 15 * 60_000);
    await signedIn(operator);
  });

  it('throttles one address after 20 failed sign-ins across any logins, even with the right code, for 15 minutes', async () => {
    const operator = await newOperator('support');
    const remoteAddress = '203.0.113.7';
    const fromThere = (login: string, code: string, pass = password) =>
      server.app.inject({
        method: 'POST',
        url: '/api/operator/v1/session',
        payload: { login, password: pass, code },
        remoteAddress,
      });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await fromThere(`guess.${attempt}@casino.test`, '123456', 'a guess')).statusCode).toBe(401);
    }
    now = new Date(now.getTime() + 30_000);
    const throttled = await fromThere(operator.login, totpCode(operator.secret, totpStep(now)));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ errcode: 1823, data: { until: expect.any(String) } });
    // Other addresses are not slowed, and the operator's own account is not locked.
    await signedIn(operator);
    now = new Date(now.getTime() + 15 * 60_000);
    expect((await fromThere(operator.login, totpCode(operator.secret, totpStep(now)))).statusCode).toBe(200);
  });

  it('keeps the audit log append-only: no route changes it, and the database refuses to', async () => {
    const owner = await signedIn(await newOperator('owner'));
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH'] as const) {
      expect((await call(method, '/api/operator/v1/audit', owner, {})).statusCode).toBe(404);
    }
    await expect(server.db.query("UPDATE operator_audit SET actor = 'someone else'")).rejects.toThrow(
      /append-only/,
    );
    await expect(server.db.query('DELETE FROM operator_audit')).rejects.toThrow(/append-only/);
    const { rows } = await server.db.query<{ count: string }>('SELECT count(*) FROM operator_audit');
    expect(Number(rows[0]?.count)).toBeGreaterThan(0);
  });
});
