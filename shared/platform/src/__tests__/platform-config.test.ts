import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function freshPlatform() {
  vi.resetModules();
  // The host's view: the shared entry and the host-only one, from the same fresh modules.
  return { ...(await import('../index')), ...(await import('../host')) };
}

describe('platformInstanceId', () => {
  it('is the same for everyone importing the evaluated module', async () => {
    const platform = await freshPlatform();
    const { platformInstanceId } = await import('../platform-config');

    expect(platformInstanceId).toBe(platform.platformInstanceId);
    expect(platformInstanceId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('differs for a second evaluation of the module, as a bundled copy would have', async () => {
    const first = await freshPlatform();
    const second = await freshPlatform();

    expect(second.platformInstanceId).not.toBe(first.platformInstanceId);
  });
});

describe('the shared apiClient', () => {
  it('refuses to call before configurePlatform has run', async () => {
    const { apiClient } = await freshPlatform();

    await expect(apiClient.call('/app/v1/getMail3', {})).rejects.toThrow('configurePlatform');
  });

  it('uses the configuration given to configurePlatform', async () => {
    const { apiClient, configurePlatform } = await freshPlatform();
    const fetchImpl = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ errcode: 0, msg: '', data: 42 })),
    );
    vi.stubGlobal('fetch', fetchImpl);
    configurePlatform({ apiBase: 'https://casino.test/api', appVersion: '2.0.0', onTimeoutTip: () => {} });

    await expect(apiClient.call('/app/v1/getMail3', {})).resolves.toBe(42);

    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://casino.test/api/app/v1/getMail3');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      appVersion: '2.0.0',
      appWebName: location.hostname,
    });
  });

  it('shows the tip configured by the host on time-out', async () => {
    vi.useFakeTimers();
    const { apiClient, configurePlatform, ApiTimeoutError } = await freshPlatform();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>(() => {})),
    );
    const onTimeoutTip = vi.fn();
    configurePlatform({ apiBase: '/api', appVersion: '2.0.0', onTimeoutTip });
    const rejection = expect(apiClient.call('/app/v1/getMail3', {})).rejects.toBeInstanceOf(ApiTimeoutError);

    await vi.advanceTimersByTimeAsync(10_000);

    await rejection;
    expect(onTimeoutTip).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
