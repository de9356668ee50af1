import type { Session } from './session.js';

interface CachedSession {
  session: Session;
  /** The session's own expiry (`sessions.expires_at`). */
  expiresAtMs: number;
  /** When this copy must be read from the database again. */
  staleAtMs: number;
}

/** Every cache of this process: a revocation anywhere reaches all of them (tests run several servers). */
const liveCaches = new Set<SessionCache>();

/**
 * Sessions read in the last `ttlMs`, by token hash, so a signed-in player's calls do not each cost a
 * database read. Revocation is respected: `forgetToken` and `forgetUser` (called by every revoking
 * function) drop the copies at once, and for `ttlMs` afterwards the revoked token or player is not
 * cached at all, so a read racing with the revoking transaction cannot bring back a stale copy.
 * Other processes learn of a revocation when their copy goes stale, within `ttlMs`.
 */
export class SessionCache {
  private readonly sessions = new Map<string, CachedSession>();
  private readonly revokedTokens = new Map<string, number>();
  private readonly revokedUsers = new Map<number, number>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {
    if (ttlMs > 0) liveCaches.add(this);
  }

  get(tokenHash: string, now = Date.now()): Session | null {
    const cached = this.sessions.get(tokenHash);
    if (!cached) return null;
    if (now >= cached.staleAtMs || now >= cached.expiresAtMs) {
      this.sessions.delete(tokenHash);
      return null;
    }
    return cached.session;
  }

  set(session: Session, expiresAtMs: number, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if ((this.revokedTokens.get(session.tokenHash) ?? 0) > now) return;
    if ((this.revokedUsers.get(session.userId) ?? 0) > now) return;
    if (this.sessions.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest copy.
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    this.sessions.set(session.tokenHash, { session, expiresAtMs, staleAtMs: now + this.ttlMs });
  }

  private remember<Key>(revoked: Map<Key, number>, key: Key, now: number): void {
    if (revoked.size >= this.maxEntries) {
      for (const [entry, until] of revoked) if (until <= now) revoked.delete(entry);
    }
    revoked.set(key, now + this.ttlMs);
  }

  /** Drops one token (logout), on every cache of the process. */
  static forgetToken(tokenHash: string, now = Date.now()): void {
    for (const cache of liveCaches) {
      cache.sessions.delete(tokenHash);
      cache.remember(cache.revokedTokens, tokenHash, now);
    }
  }

  /** Drops every token of a player (password change or reset), on every cache of the process. */
  static forgetUser(userId: number, now = Date.now()): void {
    for (const cache of liveCaches) {
      for (const [tokenHash, cached] of cache.sessions) {
        if (cached.session.userId === userId) cache.sessions.delete(tokenHash);
      }
      cache.remember(cache.revokedUsers, userId, now);
    }
  }

  /** Stops taking part in revocations (the server closed). */
  dispose(): void {
    liveCaches.delete(this);
    this.sessions.clear();
  }
}
