import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pwaStore } from '../pwa-state';
import { checkForNewBuild, registerServiceWorker, registrationFailedKey } from '../service-worker';

class FakeContainer extends EventTarget {
  controller: object | null;
  register = vi.fn(async (_url: string) => ({}) as ServiceWorkerRegistration);
  constructor(controller: object | null) {
    super();
    this.controller = controller;
  }
  asContainer() {
    return this as unknown as ServiceWorkerContainer;
  }
}

beforeEach(() => {
  pwaStore.setState({ offline: false, updateReady: false, registrationFailed: false });
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('registerServiceWorker', () => {
  it('registers /sw.js', async () => {
    const container = new FakeContainer(null);
    await registerServiceWorker({ container: container.asContainer() });
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it('does not offer a reload when the first worker claims an uncontrolled page', async () => {
    const container = new FakeContainer(null);
    await registerServiceWorker({ container: container.asContainer() });

    container.dispatchEvent(new Event('controllerchange'));

    expect(pwaStore.getState().updateReady).toBe(false);
  });

  it('offers a reload when a new worker takes control of a controlled page', async () => {
    const container = new FakeContainer({});
    await registerServiceWorker({ container: container.asContainer() });

    container.dispatchEvent(new Event('controllerchange'));

    expect(pwaStore.getState().updateReady).toBe(true);
  });

  it('offers a reload on the second change after the first install', async () => {
    const container = new FakeContainer(null);
    await registerServiceWorker({ container: container.asContainer() });
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));

    expect(pwaStore.getState().updateReady).toBe(true);
  });

  it('records a failed registration as a flag', async () => {
    const container = new FakeContainer(null);
    container.register.mockRejectedValueOnce(new Error('SecurityError'));

    expect(await registerServiceWorker({ container: container.asContainer() })).toBeNull();

    expect(pwaStore.getState().registrationFailed).toBe(true);
    expect(JSON.parse(localStorage.getItem(registrationFailedKey) ?? '{}').message).toContain(
      'SecurityError',
    );
  });
});

describe('checkForNewBuild', () => {
  const latest = (body: unknown, ok = true) =>
    vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        ({ ok, json: async () => body }) as Response,
    );

  it('asks with a timestamp query and no cache', async () => {
    const fetchImpl = latest({ buildId: 'a' });
    await checkForNewBuild({ buildId: 'a', registration: () => null, fetchImpl });
    expect(String(fetchImpl.mock.calls[0]?.[0])).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    expect(fetchImpl.mock.calls[0]?.[1]).toEqual({ cache: 'no-store' });
  });

  it('does nothing while the running build is the latest', async () => {
    const update = vi.fn(async () => undefined);
    const registration = { update } as unknown as ServiceWorkerRegistration;

    expect(
      await checkForNewBuild({
        buildId: 'a',
        registration: () => registration,
        fetchImpl: latest({ buildId: 'a' }),
      }),
    ).toBe(false);

    expect(update).not.toHaveBeenCalled();
    expect(pwaStore.getState().updateReady).toBe(false);
  });

  it('asks the service worker to update when a new build is out', async () => {
    const update = vi.fn(async () => undefined);
    const registration = { update } as unknown as ServiceWorkerRegistration;

    expect(
      await checkForNewBuild({
        buildId: 'a',
        registration: () => registration,
        fetchImpl: latest({ buildId: 'b' }),
      }),
    ).toBe(true);

    expect(update).toHaveBeenCalledOnce();
  });

  it('offers the reload itself when there is no service worker', async () => {
    await checkForNewBuild({ buildId: 'a', registration: () => null, fetchImpl: latest({ buildId: 'b' }) });

    expect(pwaStore.getState().updateReady).toBe(true);
  });

  it('ignores a failed or malformed answer', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await checkForNewBuild({ buildId: 'a', registration: () => null, fetchImpl: offline })).toBe(
      false,
    );
    expect(
      await checkForNewBuild({ buildId: 'a', registration: () => null, fetchImpl: latest({}, false) }),
    ).toBe(false);
    expect(
      await checkForNewBuild({ buildId: 'a', registration: () => null, fetchImpl: latest({ buildId: 7 }) }),
    ).toBe(false);
    expect(pwaStore.getState().updateReady).toBe(false);
  });
});
