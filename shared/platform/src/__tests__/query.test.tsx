import { bus } from '@casino/bus';
import { apiRoutes, type CoinDetailRow, hostOverlayIds, type RewardFlags } from '@casino/contracts';
import { rewardFlagsSchema } from '@casino/contracts/schemas';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { setNavigator } from '../navigation';
import { configurePlatform } from '../platform-config';
import {
  apiQueryKey,
  apiQueryOptions,
  invalidateOn,
  pagedQueryOptions,
  queryClient,
  useInfiniteQuery,
  useQuery,
  useRewardClaim,
  walletQueryKeys,
} from '../query';
import { shouldRetryQuery } from '../query/query-client';
import { sessionStore } from '../session';

type Answer = { status?: number; body: unknown };

/** A fetch that answers each call by its name (the path's last segment), recording every body. */
function serve(answers: Record<string, (body: Record<string, unknown>) => Answer>) {
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    const call = String(input).slice(String(input).lastIndexOf('/') + 1);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const answer = answers[call]?.(body) ?? { status: 404, body: { errcode: 404, msg: 'Unknown call' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchImpl);
  return fetchImpl;
}

const ok = (data: unknown): Answer => ({ body: { errcode: 0, msg: 'ok', data } });
const callsTo = (fetchImpl: ReturnType<typeof serve>, call: string) =>
  fetchImpl.mock.calls.filter(([input]) => String(input).endsWith(`/${call}`));

beforeEach(() => {
  configurePlatform({ apiBase: '/api', appVersion: '1.0.0', onTimeoutTip: () => {} });
  sessionStore.setState({ token: 'token-abc', user: { id: 7 } as never });
  return setNavigator(() => {});
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  sessionStore.setState({ token: null, user: null });
});

describe('query keys', () => {
  it('are [domain, call, params], the call named by its route', () => {
    expect(apiQueryKey('wallet', apiRoutes.getExchange, {})).toEqual(['wallet', 'getExchange', {}]);
    expect(apiQueryOptions('wallet', apiRoutes.getRechargeOrder, { orderNo: 'R1' }).queryKey).toEqual([
      'wallet',
      'getRechargeOrder',
      { orderNo: 'R1' },
    ]);
  });
});

describe('the invalidation map', () => {
  it('refetches the balance and the records when the balance changes on the bus', async () => {
    let coin = 100;
    const fetchImpl = serve({
      refreshData: () => ok({ coin }),
      appUserCoinDetail: () => ok({ list: [], total: 0, pages: 0 }),
    });
    const balance = renderHook(() => useQuery(apiQueryOptions('wallet', apiRoutes.refreshData, {})));
    const records = renderHook(() =>
      useInfiniteQuery(
        pagedQueryOptions('wallet', apiRoutes.appUserCoinDetail, { type: 'all' }, { pageSize: 10 }),
      ),
    );
    await waitFor(() => expect(balance.result.current.data).toEqual({ coin: 100 }));
    await waitFor(() => expect(records.result.current.isSuccess).toBe(true));

    coin = 250;
    act(() => bus.emit('wallet.balanceChanged', { coin: 250 }));

    await waitFor(() => expect(balance.result.current.data).toEqual({ coin: 250 }));
    expect(callsTo(fetchImpl, 'refreshData')).toHaveLength(2);
    await waitFor(() => expect(callsTo(fetchImpl, 'appUserCoinDetail')).toHaveLength(2));
    expect(walletQueryKeys.balance).toEqual(['wallet', 'refreshData']);
  });

  it('lets a domain add its own keys, and take them back', async () => {
    const fetchImpl = serve({ getBankInfoList: () => ok({ list: [], banks: [] }) });
    const remove = invalidateOn('member.profileUpdated', [['wallet', 'getBankInfoList']]);
    const cards = renderHook(() => useQuery(apiQueryOptions('wallet', apiRoutes.getBankInfoList, {})));
    await waitFor(() => expect(cards.result.current.isSuccess).toBe(true));

    act(() => bus.emit('member.profileUpdated', {}));
    await waitFor(() => expect(callsTo(fetchImpl, 'getBankInfoList')).toHaveLength(2));

    remove();
    act(() => bus.emit('member.profileUpdated', {}));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchImpl, 'getBankInfoList')).toHaveLength(2);
  });

  it('leaves queries of other keys alone', async () => {
    const fetchImpl = serve({ getBankInfoList: () => ok({ list: [], banks: [] }) });
    const cards = renderHook(() => useQuery(apiQueryOptions('wallet', apiRoutes.getBankInfoList, {})));
    await waitFor(() => expect(cards.result.current.isSuccess).toBe(true));

    act(() => bus.emit('wallet.balanceChanged', { coin: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(callsTo(fetchImpl, 'getBankInfoList')).toHaveLength(1);
    expect(queryClient.getQueryState(['wallet', 'getBankInfoList', {}])?.isInvalidated).toBe(false);
  });
});

describe('logging out', () => {
  it('clears every cached query', async () => {
    serve({ getExchange: () => ok({ exchange: 500 }), logout: () => ok({}) });
    const exchange = renderHook(() => useQuery(apiQueryOptions('wallet', apiRoutes.getExchange, {})));
    await waitFor(() => expect(exchange.result.current.isSuccess).toBe(true));
    exchange.unmount();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);

    const { logout } = await import('../session');
    logout({ reason: 'user' });

    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('follows a 401: the player is logged out, nothing is retried, and the cache is empty', async () => {
    const fetchImpl = serve({
      getExchange: () => ({ status: 401, body: { errcode: 401, msg: 'Unauthorized' } }),
    });
    const exchange = renderHook(() => useQuery(apiQueryOptions('wallet', apiRoutes.getExchange, {})));

    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(callsTo(fetchImpl, 'getExchange')).toHaveLength(1);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    exchange.unmount();
  });
});

describe('the retry policy', () => {
  it('retries no answer, a time-out and a server error, twice', () => {
    for (const code of [0, 408, 500, 503]) {
      expect(shouldRetryQuery(0, new ApiError('/app/v1/x', code, ''))).toBe(true);
      expect(shouldRetryQuery(1, new ApiError('/app/v1/x', code, ''))).toBe(true);
      expect(shouldRetryQuery(2, new ApiError('/app/v1/x', code, ''))).toBe(false);
    }
  });

  it('never retries a refusal, a 401, a business code or an abort', () => {
    for (const code of [400, 401, 404, 429, 1302, 1313]) {
      expect(shouldRetryQuery(0, new ApiError('/app/v1/x', code, ''))).toBe(false);
    }
    expect(shouldRetryQuery(0, new DOMException('left', 'AbortError'))).toBe(false);
  });

  it('asks again after a server error and shows the answer', async () => {
    let tries = 0;
    const fetchImpl = serve({
      getExchange: () => {
        tries += 1;
        return tries === 1 ? { status: 503, body: {} } : ok({ exchange: 1 });
      },
    });
    const exchange = renderHook(() =>
      useQuery({ ...apiQueryOptions('wallet', apiRoutes.getExchange, {}), retryDelay: 0 }),
    );
    await waitFor(() => expect(exchange.result.current.data).toEqual({ exchange: 1 }));
    expect(callsTo(fetchImpl, 'getExchange')).toHaveLength(2);
  });
});

describe('paged lists', () => {
  const row = (id: number) => ({ id }) as CoinDetailRow;

  it('loads page after page and stops at the last one', async () => {
    const fetchImpl = serve({
      appUserCoinDetail: ({ pageNum }) =>
        ok({ list: [row(Number(pageNum) * 10 + 1), row(Number(pageNum) * 10 + 2)], total: 5, pages: 3 }),
    });
    const records = renderHook(() =>
      useInfiniteQuery(
        pagedQueryOptions('wallet', apiRoutes.appUserCoinDetail, { type: 'deposit' }, { pageSize: 2 }),
      ),
    );
    await waitFor(() => expect(records.result.current.data).toHaveLength(2));
    expect(records.result.current.hasNextPage).toBe(true);

    // Each page is awaited as the list shows it: a busy machine may render after `act` returns.
    await act(() => records.result.current.fetchNextPage());
    await waitFor(() => expect(records.result.current.data).toHaveLength(4));
    await act(() => records.result.current.fetchNextPage());
    await waitFor(() =>
      expect(records.result.current.data?.map(({ id }) => id)).toEqual([11, 12, 21, 22, 31, 32]),
    );
    expect(records.result.current.hasNextPage).toBe(false);
    const bodies = callsTo(fetchImpl, 'appUserCoinDetail').map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies.map(({ pageNum, pageSize, type }) => ({ pageNum, pageSize, type }))).toEqual([
      { pageNum: 1, pageSize: 2, type: 'deposit' },
      { pageNum: 2, pageSize: 2, type: 'deposit' },
      { pageNum: 3, pageSize: 2, type: 'deposit' },
    ]);
  });

  it('has no next page for an empty list', async () => {
    serve({ appUserCoinDetail: () => ok({ list: [], total: 0, pages: 0 }) });
    const records = renderHook(() =>
      useInfiniteQuery(
        pagedQueryOptions('wallet', apiRoutes.appUserCoinDetail, { type: 'all' }, { pageSize: 20 }),
      ),
    );
    await waitFor(() => expect(records.result.current.isSuccess).toBe(true));
    expect(records.result.current.data).toEqual([]);
    expect(records.result.current.hasNextPage).toBe(false);
  });

  it('keeps each filter under its own key', () => {
    const deposits = pagedQueryOptions(
      'wallet',
      apiRoutes.appUserCoinDetail,
      { type: 'deposit' },
      { pageSize: 20 },
    );
    expect(deposits.queryKey).toEqual(['wallet', 'appUserCoinDetail', { type: 'deposit', pageSize: 20 }]);
  });
});

describe('leaving a page before the answer', () => {
  it('aborts the request', async () => {
    let requestSignal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        (_input, init) =>
          new Promise((_resolve, reject) => {
            requestSignal = init?.signal ?? undefined;
            requestSignal?.addEventListener('abort', () => reject(requestSignal?.reason));
          }),
      ),
    );
    const exchange = renderHook(() => useQuery(apiQueryOptions('wallet', apiRoutes.getExchange, {})));
    await waitFor(() => expect(requestSignal).toBeDefined());
    expect(requestSignal?.aborted).toBe(false);

    exchange.unmount();

    await waitFor(() => expect(requestSignal?.aborted).toBe(true));
  });
});

describe('claiming a reward', () => {
  const awards = [{ propId: 1, count: 500 }];
  const flags = Object.fromEntries(
    Object.keys(rewardFlagsSchema.shape).map((flag) => [flag, false]),
  ) as RewardFlags;

  it('puts the new balance in the session and on the bus, opens the reward modal and reads the red dots again', async () => {
    sessionStore.setState({ user: { id: 7, coin: 1_000 } as never });
    serve({ receiveMail: () => ok({ awards, coin: 1_500 }), activityGetStatusList: () => ok(flags) });
    const seen: string[] = [];
    const subscriptions = [
      bus.on('wallet.balanceChanged').subscribe(({ coin, delta }) => seen.push(`balance ${coin} (${delta})`)),
      bus.on('overlay.open').subscribe(({ id }) => seen.push(`overlay ${id}`)),
      bus.on('rewardFlags.changed').subscribe(() => seen.push('flags')),
    ];
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const claim = renderHook(() => useRewardClaim(apiRoutes.receiveMail, 'member'));

    await act(() => claim.result.current.mutateAsync({ id: 3 }));
    await waitFor(() => expect(seen).toContain('flags'));
    for (const subscription of subscriptions) subscription.unsubscribe();

    expect(seen).toEqual(['balance 1500 (500)', `overlay ${hostOverlayIds.reward}`, 'flags']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member'] });
    expect(sessionStore.getState().user?.coin).toBe(1_500);
    expect(sessionStore.getState().rewardFlags).toEqual(flags);
  });

  it("reads the domain's queries again after a refusal, since the page showed something stale", async () => {
    serve({ receiveMail: () => ({ body: { errcode: 2003, msg: 'Received already' } }) });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const claim = renderHook(() => useRewardClaim(apiRoutes.receiveMail, 'member'));

    await act(() => claim.result.current.mutateAsync({ id: 3 }).catch(() => undefined));

    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member'] });
  });
});
