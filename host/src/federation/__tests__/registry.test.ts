import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isRegistryStale,
  loadRegistry,
  parseRegistryRemotes,
  refreshRegistry,
  registryStore,
} from '../registry';

const wallet = {
  version: '1.2.0',
  manifestUrl: '/remotes/wallet/1.2.0/mf-manifest.json',
  routePrefixes: ['/wallets', '/withdrawal'],
  overlays: [],
};
const jackpot = {
  version: '2.0.1',
  manifestUrl: '/remotes/jackpot/2.0.1/mf-manifest.json',
  routePrefixes: ['/activity/jackpot'],
  overlays: ['luckyJackpot'],
};
const registryDocument = {
  schemaVersion: 1,
  updatedAt: '2024-05-01T00:00:00.000Z',
  remotes: { wallet, jackpot },
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('parseRegistryRemotes', () => {
  it('keeps every well-formed entry', () => {
    expect(parseRegistryRemotes(registryDocument, 'device-1')).toEqual({ wallet, jackpot });
  });

  it('drops malformed entries and keeps the good ones, without failing the document', () => {
    const remotes = parseRegistryRemotes(
      {
        remotes: {
          wallet,
          noVersion: { manifestUrl: '/m.json', routePrefixes: ['/x'] },
          numericVersion: { version: 3, manifestUrl: '/m.json', routePrefixes: ['/x'] },
          noManifest: { version: '1.0.0', routePrefixes: ['/x'] },
          prefixesNotAList: { version: '1.0.0', manifestUrl: '/m.json', routePrefixes: '/x' },
          relativePrefix: { version: '1.0.0', manifestUrl: '/m.json', routePrefixes: ['member'] },
          overlaysNotAList: {
            version: '1.0.0',
            manifestUrl: '/m.json',
            routePrefixes: ['/x'],
            overlays: 'modal',
          },
          nothing: null,
          text: 'agent',
          jackpot,
        },
      },
      'device-1',
    );

    expect(remotes).toEqual({ wallet, jackpot });
  });

  it('gives an entry without overlays an empty overlay list', () => {
    const { overlays: _overlays, ...withoutOverlays } = wallet;

    expect(
      parseRegistryRemotes({ remotes: { wallet: withoutOverlays } }, 'device-1').wallet?.overlays,
    ).toEqual([]);
  });

  it.each([
    ['an empty object', {}],
    ['null', null],
    ['remotes set to null', { remotes: null }],
    ['remotes set to text', { remotes: 'wallet' }],
  ])('throws on a document without remotes (%s)', (_name, document) => {
    expect(() => parseRegistryRemotes(document, 'device-1')).toThrow('Registry document has no remotes');
  });
});

describe('canary', () => {
  const canary = { version: '1.3.0', manifestUrl: '/remotes/wallet/1.3.0/mf-manifest.json', percent: 50 };
  const devices = Array.from({ length: 1000 }, (_, index) => `device-${index}`);
  const versionFor = (deviceId: string, percent = 50) =>
    parseRegistryRemotes({ remotes: { wallet: { ...wallet, canary: { ...canary, percent } } } }, deviceId)
      .wallet;

  it('gives a device inside the split the canary version and manifest, and one outside the active one', () => {
    const versions = devices.map((deviceId) => versionFor(deviceId)?.version);
    const inside = devices[versions.indexOf('1.3.0')] ?? '';
    const outside = devices[versions.indexOf('1.2.0')] ?? '';

    expect(versionFor(inside)).toEqual({
      ...wallet,
      version: '1.3.0',
      manifestUrl: canary.manifestUrl,
      canary,
    });
    expect(versionFor(outside)).toEqual({ ...wallet, canary });
  });

  it('splits a set of devices roughly by the percent, and each device keeps its side', () => {
    const inCanary = devices.filter((deviceId) => versionFor(deviceId)?.version === '1.3.0');

    expect(inCanary.length).toBeGreaterThan(450);
    expect(inCanary.length).toBeLessThan(550);
    for (const deviceId of devices) expect(versionFor(deviceId)?.version).toBe(versionFor(deviceId)?.version);
    // Raising the percent only adds devices: nobody inside at 10% is outside at 50%.
    const atTen = devices.filter((deviceId) => versionFor(deviceId, 10)?.version === '1.3.0');
    expect(atTen.length).toBeGreaterThan(50);
    expect(atTen.every((deviceId) => inCanary.includes(deviceId))).toBe(true);
  });

  it('ignores a malformed canary and serves the active version', () => {
    const remotes = parseRegistryRemotes({ remotes: { wallet: { ...wallet, canary: { version: 1 } } } }, 'd');
    expect(remotes.wallet).toEqual(wallet);
  });
});

describe('refreshRegistry', () => {
  it('replaces the remotes with the new document, and keeps the old ones when the fetch fails', async () => {
    registryStore.setState({ status: 'ready', remotes: { wallet }, checkedAt: 0 }, true);
    expect(isRegistryStale(registryStore.getState())).toBe(true);

    await refreshRegistry('/registry.json', async () => jsonResponse(registryDocument));
    expect(registryStore.getState()).toMatchObject({ status: 'ready', remotes: { wallet, jackpot } });
    expect(isRegistryStale(registryStore.getState())).toBe(false);

    registryStore.setState({ status: 'ready', remotes: { wallet }, checkedAt: 0 }, true);
    await refreshRegistry('/registry.json', async () => jsonResponse({}, 500));
    expect(registryStore.getState()).toMatchObject({ status: 'ready', remotes: { wallet } });
    expect(isRegistryStale(registryStore.getState())).toBe(false);
  });
});

describe('loadRegistry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    registryStore.setState({ status: 'loading' }, true);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches the registry without any cache, parses it and marks the store ready', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(registryDocument));

    const remotes = await loadRegistry('/registry.json', fetchImpl);

    expect(remotes).toEqual({ wallet, jackpot });
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(fetchImpl).toHaveBeenCalledWith('/registry.json', { cache: 'no-store' });
    expect(registryStore.getState()).toEqual({
      status: 'ready',
      remotes: { wallet, jackpot },
      checkedAt: Date.now(),
    });
  });

  it('is loading while the request is in flight', async () => {
    registryStore.setState({ status: 'failed', message: 'earlier failure' });
    let answer: (response: Response) => void = () => {};
    const fetchImpl = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));

    const loading = loadRegistry('/registry.json', fetchImpl);

    expect(registryStore.getState().status).toBe('loading');
    answer(jsonResponse(registryDocument));
    await loading;
    expect(registryStore.getState().status).toBe('ready');
  });

  it('retries after 400 ms and then 1200 ms, and succeeds when a retry does', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ error: 'busy' }, 503))
      .mockResolvedValueOnce(jsonResponse(registryDocument));

    const loading = loadRegistry('/registry.json', fetchImpl);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(399);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(1199);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(registryStore.getState()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(3);

    await expect(loading).resolves.toEqual({ wallet, jackpot });
    expect(registryStore.getState().status).toBe('ready');
  });

  it('ends failed with the last error after the third attempt, and rejects', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ error: 'down' }, 502));

    const loading = loadRegistry('/registry.json', fetchImpl);
    const outcome = expect(loading).rejects.toThrow('Registry answered HTTP 502');
    await vi.advanceTimersByTimeAsync(1600);
    await outcome;

    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(registryStore.getState()).toEqual({ status: 'failed', message: 'Registry answered HTTP 502' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('treats a document without remotes as a failure worth retrying', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ schemaVersion: 1 }));

    const loading = loadRegistry('/registry.json', fetchImpl);
    const outcome = expect(loading).rejects.toThrow('Registry document has no remotes');
    await vi.advanceTimersByTimeAsync(1600);
    await outcome;

    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(registryStore.getState()).toEqual({
      status: 'failed',
      message: 'Registry document has no remotes',
    });
  });

  it('keeps the good entries of a document with one malformed remote', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse({ remotes: { wallet, jackpot: { ...jackpot, routePrefixes: 'oops' } } }),
    );

    await expect(loadRegistry('/registry.json', fetchImpl)).resolves.toEqual({ wallet });
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(registryStore.getState()).toMatchObject({ status: 'ready', remotes: { wallet } });
  });
});
