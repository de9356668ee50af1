import { bus } from '@casino/bus';
import type { UserInfo } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiClientOptions,
  ApiError,
  ApiTimeoutError,
  createApiClient,
  requestTimeoutMs,
  shownAsTimeoutTip,
} from '../api-client';
import { setNavigator } from '../navigation';
import { savedAccountCredentials } from '../saved-account-credentials';
import { onLogoutReset, sessionStore } from '../session';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function fetchAnswering(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(async () => jsonResponse(body, status));
}

function clientWith(fetchImpl: typeof fetch, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    apiBase: '/api',
    appVersion: '1.2.3',
    appWebName: 'casino.test',
    fetch: fetchImpl,
    ...options,
  });
}

function sentRequest(fetchImpl: ReturnType<typeof vi.fn<typeof fetch>>): { url: string; init: RequestInit } {
  const [url, init] = fetchImpl.mock.calls[0] ?? [];
  return { url: String(url), init: init ?? {} };
}

function sentHeaders(fetchImpl: ReturnType<typeof vi.fn<typeof fetch>>): Record<string, string> {
  return sentRequest(fetchImpl).init.headers as Record<string, string>;
}

function sentJson(fetchImpl: ReturnType<typeof vi.fn<typeof fetch>>): Record<string, unknown> {
  return JSON.parse(String(sentRequest(fetchImpl).init.body));
}

function setEffectiveConnectionType(effectiveType: string | undefined): void {
  Object.defineProperty(navigator, 'connection', {
    value: effectiveType === undefined ? undefined : { effectiveType },
    configurable: true,
  });
}

const player = { id: 7, nickname: 'Alice' } as UserInfo;

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/member');
  sessionStore.setState({ token: null, user: null, vip: null, rewardFlags: null, extras: null });
});

afterEach(() => {
  vi.useRealTimers();
  setEffectiveConnectionType(undefined);
});

describe('the request', () => {
  it('is a POST of JSON to the API base followed by the path', async () => {
    const fetchImpl = fetchAnswering({ errcode: 0, msg: '', data: {} });

    await clientWith(fetchImpl).call('/app/v1/getMail3', { pageNum: 1 });

    const { url, init } = sentRequest(fetchImpl);
    expect(url).toBe('/api/app/v1/getMail3');
    expect(init.method).toBe('POST');
    expect(sentHeaders(fetchImpl)['content-type']).toBe('application/json');
    expect(sentJson(fetchImpl)).toMatchObject({ pageNum: 1 });
  });

  it('carries the added fields appId, channel, clientReferrer, platform, appVersion and appWebName', async () => {
    const fetchImpl = fetchAnswering({ errcode: 0, msg: '' });

    await clientWith(fetchImpl).call('/app/v1/getMail3', { pageNum: 1 });

    // jsdom has a desktop user agent, no touch points and no referrer.
    expect(sentJson(fetchImpl)).toEqual({
      pageNum: 1,
      appId: 'web',
      channel: 'WEB',
      clientReferrer: '',
      platform: 1,
      appVersion: '1.2.3',
      appWebName: 'casino.test',
    });
  });

  it('takes appId from localStorage when one is stored', async () => {
    localStorage.setItem('appId', 'partner-7');
    const fetchImpl = fetchAnswering({ errcode: 0, msg: '' });

    await clientWith(fetchImpl).call('/app/v1/getMail3', {});

    expect(sentJson(fetchImpl).appId).toBe('partner-7');
  });

  it('uses the page host name as appWebName when none is configured', async () => {
    const fetchImpl = fetchAnswering({ errcode: 0, msg: '' });

    await clientWith(fetchImpl, { appWebName: undefined }).call('/app/v1/getMail3', {});

    expect(sentJson(fetchImpl).appWebName).toBe(location.hostname);
  });

  it('keeps a field the caller set instead of overwriting it with the added one', async () => {
    const fetchImpl = fetchAnswering({ errcode: 0, msg: '' });

    await clientWith(fetchImpl).call('/app/v1/preLogin', { appId: 'caller-app', channel: undefined });

    expect(sentJson(fetchImpl)).toMatchObject({ appId: 'caller-app', channel: 'WEB' });
  });

  it('sends the added fields alone when the caller gives no body', async () => {
    const fetchImpl = fetchAnswering({ errcode: 0, msg: '' });

    await clientWith(fetchImpl).call('/app/v1/exitGame');

    expect(Object.keys(sentJson(fetchImpl)).sort()).toEqual(
      ['appId', 'appVersion', 'appWebName', 'channel', 'clientReferrer', 'platform'].sort(),
    );
  });

  it('sends a FormData body unchanged, without added fields or a forced content type', async () => {
    const fetchImpl = fetchAnswering({ errcode: 0, msg: '' });
    const upload = new FormData();
    upload.append('file', new Blob(['id card']), 'id.png');

    await clientWith(fetchImpl).call('/app/v1/uploadKyc', upload);

    const { init } = sentRequest(fetchImpl);
    expect(init.body).toBe(upload);
    expect([...upload.keys()]).toEqual(['file']);
    expect(sentHeaders(fetchImpl)).not.toHaveProperty('content-type');
  });

  it('carries the session token in the authorization header', async () => {
    sessionStore.getState().setToken('token-abc');
    const fetchImpl = fetchAnswering({ errcode: 0, msg: '' });

    await clientWith(fetchImpl).call('/app/v1/getMail3', {});

    expect(sentHeaders(fetchImpl).authorization).toBe('token-abc');
  });

  it('has no authorization header without a token', async () => {
    const fetchImpl = fetchAnswering({ errcode: 0, msg: '' });

    await clientWith(fetchImpl).call('/anonymous/appConfig', {});

    expect(sentHeaders(fetchImpl)).not.toHaveProperty('authorization');
  });
});

describe('the answer', () => {
  it('resolves with data when errcode is 0', async () => {
    const client = clientWith(fetchAnswering({ errcode: 0, msg: 'ok', data: { coin: 1500 } }));

    await expect(client.call('/app/v1/refreshData', {})).resolves.toEqual({ coin: 1500 });
  });

  it('resolves with data when code is 200', async () => {
    const client = clientWith(fetchAnswering({ code: 200, msg: 'ok', data: { configVersion: 'v9' } }));

    await expect(client.call('/app/v1/preLogin', {})).resolves.toEqual({ configVersion: 'v9' });
  });

  it('rejects with the path, errcode and message of any other errcode', async () => {
    const client = clientWith(fetchAnswering({ errcode: 1002, msg: 'No draw chance' }));

    const failure = await client.call('/app/v1/receiveDrawChance', {}).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ path: '/app/v1/receiveDrawChance', code: 1002, msg: 'No draw chance' });
  });

  it('rejects with the code of any code other than 200', async () => {
    const client = clientWith(fetchAnswering({ code: 500, msg: 'Server busy' }));

    await expect(client.call('/app/v1/preLogin', {})).rejects.toMatchObject({
      code: 500,
      msg: 'Server busy',
    });
  });

  it('rejects with the HTTP status when the server answers with an HTTP error', async () => {
    const client = clientWith(vi.fn<typeof fetch>(async () => new Response('Bad gateway', { status: 502 })));

    await expect(client.call('/app/v1/getMail3', {})).rejects.toMatchObject({ code: 502 });
  });

  it('rejects with the HTTP status when the body is not JSON', async () => {
    const client = clientWith(vi.fn<typeof fetch>(async () => new Response('<html>', { status: 200 })));

    const failure = await client.call('/app/v1/getMail3', {}).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 200 });
  });

  it('rejects with code 0 when no response arrives at all', async () => {
    const client = clientWith(
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await expect(client.call('/app/v1/getMail3', {})).rejects.toMatchObject({
      code: 0,
      msg: 'Failed to fetch',
    });
  });
});

describe('the time-out', () => {
  it.each([
    { connection: 'an unknown', effectiveType: undefined, timeoutMs: 10_000 },
    { connection: 'a 4g', effectiveType: '4g', timeoutMs: 10_000 },
    { connection: 'a slow-2g', effectiveType: 'slow-2g', timeoutMs: 20_000 },
    { connection: 'a 2g', effectiveType: '2g', timeoutMs: 20_000 },
    { connection: 'a 3g', effectiveType: '3g', timeoutMs: 30_000 },
  ])('is $timeoutMs ms on $connection connection', ({ effectiveType, timeoutMs }) => {
    expect(requestTimeoutMs(effectiveType)).toBe(timeoutMs);
  });

  it('ignores names that are not connection types', () => {
    expect(requestTimeoutMs('toString')).toBe(10_000);
  });

  function neverAnswering() {
    return vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
  }

  function answeringAfter(delayMs: number) {
    return vi.fn<typeof fetch>(
      () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(jsonResponse({ errcode: 0, msg: '', data: 'late' })), delayMs),
        ),
    );
  }

  it.each([
    { connection: 'an unknown', effectiveType: undefined, timeoutMs: 10_000 },
    { connection: 'a slow-2g', effectiveType: 'slow-2g', timeoutMs: 20_000 },
    { connection: 'a 2g', effectiveType: '2g', timeoutMs: 20_000 },
    { connection: 'a 3g', effectiveType: '3g', timeoutMs: 30_000 },
  ])(
    'rejects a call on $connection connection with ApiTimeoutError after $timeoutMs ms',
    async ({ effectiveType, timeoutMs }) => {
      vi.useFakeTimers();
      setEffectiveConnectionType(effectiveType);
      const call = clientWith(neverAnswering()).call('/app/v1/getMail3', {});
      let settled = false;
      call
        .catch(() => {})
        .finally(() => {
          settled = true;
        });

      await vi.advanceTimersByTimeAsync(timeoutMs - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);

      const failure = await call.catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiTimeoutError);
      expect(failure).toMatchObject({ path: '/app/v1/getMail3', timeoutMs });
    },
  );

  it.each([
    { connection: 'an unknown', effectiveType: undefined, timeoutMs: 10_000 },
    { connection: 'a 2g', effectiveType: '2g', timeoutMs: 20_000 },
    { connection: 'a 3g', effectiveType: '3g', timeoutMs: 30_000 },
  ])(
    'lets a call on $connection connection that answers just before $timeoutMs ms succeed',
    async ({ effectiveType, timeoutMs }) => {
      vi.useFakeTimers();
      setEffectiveConnectionType(effectiveType);
      const onTimeoutTip = vi.fn();
      const call = clientWith(answeringAfter(timeoutMs - 1), { onTimeoutTip }).call('/app/v1/getMail3', {});

      await vi.advanceTimersByTimeAsync(timeoutMs);

      await expect(call).resolves.toBe('late');
      expect(onTimeoutTip).not.toHaveBeenCalled();
    },
  );

  it('shows the time-out tip', async () => {
    vi.useFakeTimers();
    const onTimeoutTip = vi.fn();
    const call = clientWith(neverAnswering(), { onTimeoutTip }).call('/app/v1/getMail3', {});
    const rejection = expect(call).rejects.toBeInstanceOf(ApiTimeoutError);

    await vi.advanceTimersByTimeAsync(10_000);

    await rejection;
    expect(onTimeoutTip).toHaveBeenCalledOnce();
    // The dialog told the player: the caller's own place says nothing more.
    expect(shownAsTimeoutTip(await call.catch((error: unknown) => error))).toBe(true);
  });

  it('shows no tip for a call made with timeoutTip false (the heartbeat)', async () => {
    vi.useFakeTimers();
    const onTimeoutTip = vi.fn();
    const call = clientWith(neverAnswering(), { onTimeoutTip }).call(
      '/app/v1/online',
      {},
      { timeoutTip: false },
    );
    const rejection = expect(call).rejects.toBeInstanceOf(ApiTimeoutError);

    await vi.advanceTimersByTimeAsync(10_000);

    await rejection;
    expect(onTimeoutTip).not.toHaveBeenCalled();
    // No dialog: the caller must tell it, if anyone.
    expect(shownAsTimeoutTip(await call.catch((error: unknown) => error))).toBe(false);
  });

  it('aborts the request it gave up on', async () => {
    vi.useFakeTimers();
    const fetchImpl = neverAnswering();
    const call = clientWith(fetchImpl).call('/app/v1/getMail3', {});
    const rejection = expect(call).rejects.toBeInstanceOf(ApiTimeoutError);

    await vi.advanceTimersByTimeAsync(10_000);

    await rejection;
    expect(sentRequest(fetchImpl).init.signal?.aborted).toBe(true);
  });

  it('rejects with the caller’s reason, and shows no tip, when the caller aborts', async () => {
    const onTimeoutTip = vi.fn();
    const controller = new AbortController();
    const call = clientWith(neverAnswering(), { onTimeoutTip }).call(
      '/app/v1/getMail3',
      {},
      { signal: controller.signal },
    );

    controller.abort(new Error('left the page'));

    await expect(call).rejects.toThrow('left the page');
    expect(onTimeoutTip).not.toHaveBeenCalled();
  });
});

describe('a 401 answer', () => {
  let navigatedTo: string[];
  let loggedOutReasons: string[];
  let resetterRuns: number;

  beforeEach(() => {
    navigatedTo = [];
    loggedOutReasons = [];
    resetterRuns = 0;
    sessionStore.getState().setToken('token-abc');
    sessionStore.getState().setUser(player);
    setNavigator((path) => {
      navigatedTo.push(path);
      history.replaceState(null, '', path);
    });
    const subscription = bus.on('session.loggedOut').subscribe(({ reason }) => loggedOutReasons.push(reason));
    const stopResetting = onLogoutReset(() => {
      resetterRuns += 1;
    });
    return () => {
      subscription.unsubscribe();
      stopResetting();
    };
  });

  it('to a public call rejects without logging out', async () => {
    const client = clientWith(fetchAnswering({ errcode: 401, msg: 'Unauthorized' }));

    await expect(client.call('/app/v1/refreshData', {}, { public: true })).rejects.toMatchObject({
      code: 401,
    });

    expect(sessionStore.getState().token).toBe('token-abc');
    expect(localStorage.getItem('access_token')).toBe('token-abc');
    expect(sessionStore.getState().user).toEqual(player);
    expect(navigatedTo).toEqual([]);
    expect(loggedOutReasons).toEqual([]);
  });

  it.each([
    ['errcode 401', () => fetchAnswering({ errcode: 401, msg: 'Unauthorized' })],
    ['code 401', () => fetchAnswering({ code: 401, msg: 'Unauthorized' })],
    ['HTTP 401', () => vi.fn<typeof fetch>(async () => new Response('', { status: 401 }))],
  ])('(%s) to a non-public call logs out and rejects', async (_, makeFetch) => {
    const client = clientWith(makeFetch());

    await expect(client.call('/app/v1/getMail3', {})).rejects.toMatchObject({ code: 401 });

    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(sessionStore.getState().user).toBeNull();
    expect(resetterRuns).toBe(1);
    expect(navigatedTo).toEqual(['/auth/login']);
    expect(loggedOutReasons).toEqual(['unauthorized']);
  });

  it('to a non-public call sends the player to the account login when an account was remembered', async () => {
    savedAccountCredentials.save({ account: 'alice' });
    const client = clientWith(fetchAnswering({ errcode: 401, msg: 'Unauthorized' }));

    await expect(client.call('/app/v1/getMail3', {})).rejects.toBeInstanceOf(ApiError);

    expect(navigatedTo).toEqual(['/auth/login?type=account']);
  });
});
