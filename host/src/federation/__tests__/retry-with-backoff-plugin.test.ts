import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describe, expect, it, vi } from 'vitest';
import { retryWithBackoffPlugin } from '../retry-with-backoff-plugin';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];
type RemoteEntry = NonNullable<Awaited<ReturnType<LoadEntryErrorArgs['getRemoteEntry']>>>;

const manifestUrl = 'https://casino.example/remotes/wallet/1.2.0/mf-manifest.json';

function answer(status: number): Response {
  return new Response(status === 200 ? '{"metaData":{}}' : 'nope', { status });
}

/** A fetch that gives the queued answers in order (an Error is thrown, a number is a status). */
function scriptedFetch(...answers: (number | Error)[]) {
  return vi.fn<typeof fetch>(async () => {
    const next = answers.shift();
    if (next === undefined) throw new Error('fetch called more often than scripted');
    if (next instanceof Error) throw next;
    return answer(next);
  });
}

function recordingSleep() {
  const waits: number[] = [];
  const sleep = vi.fn(async (ms: number) => {
    waits.push(ms);
  });
  return { waits, sleep };
}

async function fetchManifest(plugin: ModuleFederationRuntimePlugin): Promise<Response> {
  const hook = plugin.fetch;
  if (!hook) throw new Error('the plugin has no fetch hook');
  return (await hook(manifestUrl, {})) as Response;
}

describe('retryWithBackoffPlugin fetch', () => {
  it('returns the manifest response after waiting the configured backoff for each failed attempt', async () => {
    const fetchImpl = scriptedFetch(503, 500, 200);
    const { waits, sleep } = recordingSleep();
    const plugin = retryWithBackoffPlugin({ backoffMs: [300, 1000], sleep, fetch: fetchImpl });

    const response = await fetchManifest(plugin);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ metaData: {} });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([300, 1000]);
  });

  it('passes the url and request options through to fetch unchanged', async () => {
    const fetchImpl = scriptedFetch(200);
    const plugin = retryWithBackoffPlugin({ backoffMs: [10], sleep: async () => {}, fetch: fetchImpl });
    const hook = plugin.fetch;
    if (!hook) throw new Error('the plugin has no fetch hook');
    const init: RequestInit = { credentials: 'omit' };

    await hook(manifestUrl, init);

    expect(fetchImpl).toHaveBeenCalledWith(manifestUrl, init);
  });

  it('does not wait at all when the first attempt succeeds', async () => {
    const fetchImpl = scriptedFetch(200);
    const { waits, sleep } = recordingSleep();
    const plugin = retryWithBackoffPlugin({ backoffMs: [300, 1000], sleep, fetch: fetchImpl });

    await fetchManifest(plugin);

    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(waits).toEqual([]);
  });

  it('throws an error naming HTTP 404 when the manifest keeps answering 404, after one attempt per backoff plus one', async () => {
    const fetchImpl = scriptedFetch(404, 404, 404);
    const { waits, sleep } = recordingSleep();
    const plugin = retryWithBackoffPlugin({ backoffMs: [300, 1000], sleep, fetch: fetchImpl });

    const failure = fetchManifest(plugin);

    await expect(failure).rejects.toThrow('HTTP 404');
    await expect(failure).rejects.toThrow(manifestUrl);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([300, 1000]);
  });

  it('reports the status of the last attempt when the statuses differ', async () => {
    const plugin = retryWithBackoffPlugin({
      backoffMs: [1],
      sleep: async () => {},
      fetch: scriptedFetch(404, 503),
    });

    await expect(fetchManifest(plugin)).rejects.toThrow('HTTP 503');
  });

  it('retries network errors and succeeds when the network comes back', async () => {
    const fetchImpl = scriptedFetch(new TypeError('Failed to fetch'), 200);
    const { waits, sleep } = recordingSleep();
    const plugin = retryWithBackoffPlugin({ backoffMs: [300, 1000], sleep, fetch: fetchImpl });

    const response = await fetchManifest(plugin);

    expect(response.ok).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([300]);
  });

  it('rethrows the network error itself when the network never comes back', async () => {
    const offline = new TypeError('Failed to fetch');
    const fetchImpl = scriptedFetch(offline, offline, offline);
    const plugin = retryWithBackoffPlugin({
      backoffMs: [300, 1000],
      sleep: async () => {},
      fetch: fetchImpl,
    });

    await expect(fetchManifest(plugin)).rejects.toBe(offline);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});

describe('retryWithBackoffPlugin loadEntryError', () => {
  const entry = { get: vi.fn(), init: vi.fn() } as unknown as RemoteEntry;

  function entryErrorArgs(getRemoteEntry: LoadEntryErrorArgs['getRemoteEntry']) {
    const globalLoading: LoadEntryErrorArgs['globalLoading'] = {
      'wallet@https://casino.example/remoteEntry.js': Promise.reject(new Error('RUNTIME-008')).catch(
        () => undefined,
      ),
      'jackpot@https://casino.example/remoteEntry.js': Promise.resolve(),
    };
    const args = {
      getRemoteEntry,
      origin: { name: 'host' },
      remoteInfo: { name: 'wallet', entry: 'https://casino.example/remoteEntry.js' },
      globalLoading,
      uniqueKey: 'wallet@https://casino.example/remoteEntry.js',
    } as unknown as LoadEntryErrorArgs;
    return { args, globalLoading };
  }

  async function runHook(plugin: ModuleFederationRuntimePlugin, args: LoadEntryErrorArgs) {
    const hook = plugin.loadEntryError;
    if (!hook) throw new Error('the plugin has no loadEntryError hook');
    return await hook(args);
  }

  it('retries the remote entry with the cached loading removed and returns the entry once a retry succeeds', async () => {
    const { waits, sleep } = recordingSleep();
    let calls = 0;
    const cachedLoadingAtEachRetry: unknown[] = [];
    const { args, globalLoading } = entryErrorArgs(
      vi.fn(async () => {
        calls += 1;
        cachedLoadingAtEachRetry.push(globalLoading[args.uniqueKey]);
        // What a real getRemoteEntry does: it caches its own loading under the key.
        globalLoading[args.uniqueKey] = Promise.resolve();
        if (calls === 1) throw new Error('ScriptNetworkError');
        return entry;
      }),
    );
    const plugin = retryWithBackoffPlugin({ backoffMs: [300, 1000, 3000], sleep });

    const recovered = await runHook(plugin, args);

    expect(recovered).toBe(entry);
    expect(args.getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(args.getRemoteEntry).toHaveBeenCalledWith({
      origin: args.origin,
      remoteInfo: args.remoteInfo,
      remoteEntryExports: undefined,
    });
    expect(waits).toEqual([300, 1000]);
    // Every retry starts a fresh load instead of awaiting the failed one.
    expect(cachedLoadingAtEachRetry).toEqual([undefined, undefined]);
    expect(globalLoading['jackpot@https://casino.example/remoteEntry.js']).toBeDefined();
  });

  it('returns undefined after one retry per backoff entry when every retry fails', async () => {
    const { waits, sleep } = recordingSleep();
    const { args } = entryErrorArgs(
      vi.fn(async () => {
        throw new Error('ScriptNetworkError');
      }),
    );
    const plugin = retryWithBackoffPlugin({ backoffMs: [300, 1000], sleep });

    expect(await runHook(plugin, args)).toBeUndefined();
    expect(args.getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([300, 1000]);
  });

  it('keeps retrying when a retry yields no entry instead of throwing', async () => {
    let calls = 0;
    const { args } = entryErrorArgs(
      vi.fn(async () => {
        calls += 1;
        return calls === 1 ? undefined : entry;
      }),
    );
    const plugin = retryWithBackoffPlugin({ backoffMs: [1, 1], sleep: async () => {} });

    expect(await runHook(plugin, args)).toBe(entry);
    expect(args.getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
