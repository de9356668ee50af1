import { apiRoutes } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCallRoute, callApi } from '../api-client';
import { configurePlatform } from '../platform-config';
import { sessionStore } from '../session';

function answering(body: unknown) {
  const fetchImpl = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
  configurePlatform({ apiBase: '/api', appVersion: '1.0.0', onTimeoutTip: () => {} });
  vi.stubGlobal('fetch', fetchImpl);
  return fetchImpl;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ token: null, user: null });
});

describe('callApi', () => {
  it('routes a call by its route', async () => {
    const fetchImpl = answering({ errcode: 0, msg: '', data: { coin: 1 } });
    await expect(callApi(apiRoutes.refreshData, {})).resolves.toEqual({ coin: 1 });
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe('/api/app/v1/refreshData');
  });

  it('routes a call by the route a remote passes, even one the platform was built without', async () => {
    const fetchImpl = answering({ errcode: 0, msg: '', data: { list: [] } });
    // What a remote built with newer contracts hands an older host's platform.
    const newerRoute = { path: '/app/v1/aCallNewerThanTheHost', public: false } as unknown as ApiCallRoute;
    await callApi(newerRoute, {} as never);
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe('/api/app/v1/aCallNewerThanTheHost');
  });

  it("keeps a passed route's public flag: its 401 does not log the player out", async () => {
    answering({ errcode: 401, msg: 'Unauthorized' });
    sessionStore.setState({ token: 'kept' });
    await expect(callApi(apiRoutes.getActivityIds, {})).rejects.toMatchObject({ code: 401 });
    expect(sessionStore.getState().token).toBe('kept');
  });

  it('honours the caller’s abort signal: the request is aborted and the call rejects', async () => {
    configurePlatform({ apiBase: '/api', appVersion: '1.0.0', onTimeoutTip: () => {} });
    let sentSignal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((_input, init) => {
        sentSignal = init?.signal ?? undefined;
        return new Promise(() => {});
      }),
    );
    const controller = new AbortController();
    const call = callApi(apiRoutes.refreshData, {}, { signal: controller.signal });
    controller.abort(new Error('left the page'));

    await expect(call).rejects.toThrow('left the page');
    expect(sentSignal?.aborted).toBe(true);
  });
});
