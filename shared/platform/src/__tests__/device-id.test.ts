import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDeviceId } from '../device-id';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('getDeviceId', () => {
  it('creates one id and returns the same one afterwards, from storage', () => {
    const first = getDeviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(getDeviceId()).toBe(first);
    expect(localStorage.getItem('device_id')).toBe(first);
  });

  it('keeps one id for the page when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    const first = getDeviceId();
    expect(getDeviceId()).toBe(first);
  });
});
