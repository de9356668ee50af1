import { storageKeys } from '@casino/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { readApiMode } from '../api-mode';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the API mode', () => {
  it("is the dev server's default on a first visit, and is remembered", () => {
    expect(readApiMode('mock')).toBe('mock');
    expect(readApiMode('real')).toBe('mock');
  });

  it('follows ?api= in the address, each mode keeping its own signed-in token', () => {
    readApiMode('real');
    localStorage.setItem(storageKeys.accessToken, 'real-token');
    window.history.replaceState(null, '', '/wallets?api=mock');
    expect(readApiMode('real')).toBe('mock');
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    localStorage.setItem(storageKeys.accessToken, 'mock-token');
    window.history.replaceState(null, '', '/wallets?api=real');
    expect(readApiMode('real')).toBe('real');
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('real-token');
    window.history.replaceState(null, '', '/wallets');
    expect(readApiMode('mock')).toBe('real');
  });
});
