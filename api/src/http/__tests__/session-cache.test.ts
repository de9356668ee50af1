import { afterEach, describe, expect, it } from 'vitest';
import { SessionCache } from '../session-cache.js';

const player = { userId: 7, tokenHash: 'hash-a' };
const sameTabletOtherToken = { userId: 7, tokenHash: 'hash-b' };
const otherPlayer = { userId: 8, tokenHash: 'hash-c' };

describe('the session cache', () => {
  const caches: SessionCache[] = [];
  const createCache = (ttlMs: number) => {
    const cache = new SessionCache(ttlMs, 3);
    caches.push(cache);
    return cache;
  };
  afterEach(() => {
    for (const cache of caches.splice(0)) cache.dispose();
  });

  it('answers a session for its time to live, never past the session expiry', () => {
    const cache = createCache(5_000);
    cache.set(player, 100_000, 1_000);
    expect(cache.get(player.tokenHash, 5_999)).toEqual(player);
    expect(cache.get(player.tokenHash, 6_000)).toBeNull();
    cache.set(player, 2_000, 1_000);
    expect(cache.get(player.tokenHash, 1_999)).toEqual(player);
    expect(cache.get(player.tokenHash, 2_000)).toBeNull();
  });

  it('keeps nothing with a time to live of 0', () => {
    const cache = createCache(0);
    cache.set(player, 100_000, 1_000);
    expect(cache.get(player.tokenHash, 1_000)).toBeNull();
  });

  it('drops a logged-out token from every cache at once, and does not take it back while the logout commits', () => {
    const first = createCache(5_000);
    const second = createCache(5_000);
    for (const cache of [first, second]) {
      cache.set(player, 100_000, 1_000);
      cache.set(sameTabletOtherToken, 100_000, 1_000);
    }
    SessionCache.forgetToken(player.tokenHash, 2_000);
    expect(first.get(player.tokenHash, 2_000)).toBeNull();
    expect(second.get(player.tokenHash, 2_000)).toBeNull();
    expect(first.get(sameTabletOtherToken.tokenHash, 2_000)).toEqual(sameTabletOtherToken);
    // A read that raced with the revoking transaction saw the session still live: not cached.
    first.set(player, 100_000, 2_500);
    expect(first.get(player.tokenHash, 2_600)).toBeNull();
    // Once the time to live has passed, the database has long answered "revoked" to every reader.
    first.set(player, 100_000, 7_001);
    expect(first.get(player.tokenHash, 7_002)).toEqual(player);
  });

  it('drops every token of a player whose sessions were ended, and only theirs', () => {
    const cache = createCache(5_000);
    cache.set(player, 100_000, 1_000);
    cache.set(sameTabletOtherToken, 100_000, 1_000);
    cache.set(otherPlayer, 100_000, 1_000);
    SessionCache.forgetUser(player.userId, 2_000);
    expect(cache.get(player.tokenHash, 2_000)).toBeNull();
    expect(cache.get(sameTabletOtherToken.tokenHash, 2_000)).toBeNull();
    expect(cache.get(otherPlayer.tokenHash, 2_000)).toEqual(otherPlayer);
    cache.set(sameTabletOtherToken, 100_000, 3_000);
    expect(cache.get(sameTabletOtherToken.tokenHash, 3_000)).toBeNull();
  });

  it('holds at most its maximum of sessions, dropping the oldest', () => {
    const cache = createCache(5_000);
    for (const [index, tokenHash] of ['t1', 't2', 't3', 't4'].entries()) {
      cache.set({ userId: index + 1, tokenHash }, 100_000, 1_000);
    }
    expect(cache.get('t1', 1_000)).toBeNull();
    expect(cache.get('t4', 1_000)).toEqual({ userId: 4, tokenHash: 't4' });
  });
});
