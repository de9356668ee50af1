import { describe, expect, it, vi } from 'vitest';
import { clearChunkReloadMarker, isChunkLoadError, reloadOnceForChunkError } from '../chunk-reload';

/** A Storage kept in memory, so each test starts with nothing marked. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

describe('reloadOnceForChunkError', () => {
  it('reloads the target path on the first chunk failure', () => {
    const storage = memoryStorage();
    const assign = vi.fn();

    expect(reloadOnceForChunkError('/wallets/record?page=2', storage, assign)).toBe(true);

    expect(assign).toHaveBeenCalledExactlyOnceWith('/wallets/record?page=2');
  });

  it('does not reload the same path a second time, so a broken page cannot loop', () => {
    const storage = memoryStorage();
    const assign = vi.fn();

    reloadOnceForChunkError('/wallets/record', storage, assign);
    expect(reloadOnceForChunkError('/wallets/record', storage, assign)).toBe(false);

    expect(assign).toHaveBeenCalledOnce();
  });

  it('still reloads once for a different path', () => {
    const storage = memoryStorage();
    const assign = vi.fn();

    reloadOnceForChunkError('/wallets/record', storage, assign);
    expect(reloadOnceForChunkError('/activity/spin', storage, assign)).toBe(true);

    expect(assign.mock.calls).toEqual([['/wallets/record'], ['/activity/spin']]);
  });

  it('reloads again after the page rendered and cleared its marker', () => {
    const storage = memoryStorage();
    const assign = vi.fn();

    reloadOnceForChunkError('/vip/level', storage, assign);
    clearChunkReloadMarker('/vip/level', storage);

    expect(reloadOnceForChunkError('/vip/level', storage, assign)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('keeps the marker when another page clears its own', () => {
    const storage = memoryStorage();
    const assign = vi.fn();

    reloadOnceForChunkError('/vip/level', storage, assign);
    clearChunkReloadMarker('/member/profile', storage);

    expect(reloadOnceForChunkError('/vip/level', storage, assign)).toBe(false);
    expect(assign).toHaveBeenCalledOnce();
  });

  it('uses the session storage and the real location by default, across calls', () => {
    window.sessionStorage.clear();
    const assign = vi.fn();

    reloadOnceForChunkError('/agent', undefined, assign);

    expect(reloadOnceForChunkError('/agent', undefined, assign)).toBe(false);
    clearChunkReloadMarker('/agent');
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('isChunkLoadError', () => {
  function chunkLoadError(): Error {
    const error = new Error('Loading chunk 734 failed.\n(error: https://casino.example/734.js)');
    error.name = 'ChunkLoadError';
    return error;
  }

  it.each([
    ['a webpack ChunkLoadError', chunkLoadError()],
    ['a CSS chunk failure', new Error('Loading CSS chunk wallet-page failed.')],
    [
      'a failed dynamic import',
      new TypeError('Failed to fetch dynamically imported module: https://casino.example/remotes/x.js'),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'coin')")],
    ['a plain network failure', new TypeError('Failed to fetch')],
    ['a thrown string', 'Loading chunk 734 failed.'],
    ['nothing', undefined],
  ])('does not take %s for a chunk failure', (_name, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
