import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleApiError, consoleCall, signIn, whenSessionEnds } from '../console-api';

/** The operator API as fetch sees it: each call's method, path and headers; answers in order. */
function fakeApi(answers: { status: number; body: unknown }[]) {
  const calls: { method: string; path: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      method: init.method ?? 'GET',
      path: url,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const answer = answers.shift() ?? { status: 500, body: null };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

const ok = (data: unknown) => ({ status: 200, body: { errcode: 0, msg: 'ok', data } });

afterEach(() => vi.unstubAllGlobals());

describe('the console API client', () => {
  it('sends the CSRF token of its sign-in with every change, never with a read', async () => {
    const calls = fakeApi([
      ok({ operator: { id: 1, login: 'sam', name: 'Sam', role: 'support' }, csrfToken: 'the-csrf-token' }),
      ok({ list: [] }),
      ok({ id: 7 }),
    ]);
    await signIn('sam', 'a passphrase', '123456');
    await consoleCall('GET', '/kyc');
    await consoleCall('POST', '/kyc/7/approve', {});
    expect(calls.map((call) => [call.method, call.path, call.headers['x-csrf-token']])).toEqual([
      ['POST', '/api/operator/v1/session', undefined],
      ['GET', '/api/operator/v1/kyc', undefined],
      ['POST', '/api/operator/v1/kyc/7/approve', 'the-csrf-token'],
    ]);
  });

  it('says why a call was refused, and reports a session that has ended', async () => {
    const ended = vi.fn();
    whenSessionEnds(ended);
    fakeApi([
      { status: 403, body: { errcode: 1806, msg: 'The support role may not withdrawals.list', data: null } },
      { status: 401, body: { errcode: 1802, msg: 'Sign in', data: null } },
    ]);
    const refused = await consoleCall('GET', '/withdrawals').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConsoleApiError);
    expect(refused).toMatchObject({
      status: 403,
      code: 1806,
      message: 'The support role may not withdrawals.list',
    });
    expect(ended).not.toHaveBeenCalled();
    await consoleCall('GET', '/kyc').catch(() => undefined);
    expect(ended).toHaveBeenCalledOnce();
  });
});
