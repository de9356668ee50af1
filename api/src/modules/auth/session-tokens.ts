import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import type { Session } from '../../http/session.js';
import { SessionCache } from '../../http/session-cache.js';

/** 256 random bits; the client holds the token, the database only its SHA-256. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `last_used_at` is refreshed at most this often, so reads do not each cost a write. */
const lastUsedRefreshMs = 5 * 60 * 1000;

export async function createSession(
  db: Queryable,
  options: { userId: number; ttlHours: number; clientAddress: string; userAgent: string | undefined },
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at, client_address, user_agent)
     VALUES ($1, $2, now() + make_interval(hours => $3), $4, $5)`,
    [
      hashToken(token),
      options.userId,
      options.ttlHours,
      options.clientAddress,
      options.userAgent?.slice(0, 500) ?? null,
    ],
  );
  return token;
}

/**
 * The live session of a token: not revoked, not expired, its player not frozen. With a cache, a
 * session read in the last few seconds is answered from memory (revocations below keep it honest).
 * Freezing revokes the player's sessions too; the check here also refuses a session a sign-in
 * opened while the freeze was committing.
 */
export async function resolveSession(
  db: Queryable,
  token: string,
  cache: SessionCache | null = null,
): Promise<Session | null> {
  if (token.length > 200) return null;
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const { rows } = await db.query<{ user_id: number; last_used_at: Date; expires_at: Date }>(
    `SELECT s.user_id, s.last_used_at, s.expires_at
       FROM sessions AS s JOIN users AS u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.frozen_at IS NULL`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  if (Date.now() - row.last_used_at.getTime() > lastUsedRefreshMs) {
    await db.query('UPDATE sessions SET last_used_at = now() WHERE token_hash = $1', [tokenHash]);
  }
  const session = { userId: row.user_id, tokenHash };
  cache?.set(session, row.expires_at.getTime());
  return session;
}

// Revoke only through these two: they also drop the in-memory copies of the sessions they end.

export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  SessionCache.forgetToken(tokenHash);
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash,
  ]);
}

/** Ends every live session of a player, except the one `keepTokenHash` names (the caller's own). */
export async function revokeUserSessions(
  db: Queryable,
  userId: number,
  keepTokenHash: string | null = null,
): Promise<void> {
  SessionCache.forgetUser(userId);
  await db.query(
    `UPDATE sessions SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)`,
    [userId, keepTokenHash],
  );
}
