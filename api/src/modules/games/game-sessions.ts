import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { defaultLocale } from '@casino/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { refuseFrozenAccount } from '../auth/account-freeze.js';
import type { GameProvider } from './game-provider.js';

/** How long a launch token may wait for its one exchange (docs/game-provider-protocol.md). */
const launchTokenSeconds = 60;

/** 32 random bytes in base64url: 43 characters. */
const launchTokenPattern = /^[A-Za-z0-9_-]{43}$/;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export type ProviderLookup = (id: string) => GameProvider | undefined;

interface LaunchRequest {
  userId: number;
  gameId: number;
  tryIt: boolean;
  activityId: number | undefined;
  locale: string | undefined;
  now: Date;
}

/**
 * startGame: checks the game is listed and launchable by a configured provider, closes the
 * player's open session, opens a new one with a one-time launch token (only its SHA-256 is
 * stored) and marks the game recently played.
 */
export async function startGameSession(db: Database, providers: ProviderLookup, request: LaunchRequest) {
  const { userId, gameId, tryIt, now } = request;
  const { rows } = await db.query<{
    name: string;
    status: number;
    launchable: boolean;
    provider: string | null;
    provider_game_code: string | null;
  }>('SELECT name, status, launchable, provider, provider_game_code FROM games WHERE id = $1', [gameId]);
  const game = rows[0];
  if (game?.status !== 1) throw new ApiError(errorCodes.unknownGame, `gameId: no game ${gameId}`);
  const provider = game.provider === null ? undefined : providers(game.provider);
  if (!game.launchable || !provider || game.provider_game_code === null) {
    throw new ApiError(
      errorCodes.gameNotLaunchable,
      `${game.name} cannot be played yet: no provider launches it`,
    );
  }
  const launchToken = randomBytes(32).toString('base64url');
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + launchTokenSeconds * 1000);
  await db.transaction(async (tx) => {
    // The users row orders two launches of one player: the second closes the first's session.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    // Freezing takes the same lock: a freeze that committed after this call's session was read
    // has already closed the player's game sessions, so no new one opens.
    await refuseFrozenAccount(tx, userId);
    await tx.query('UPDATE game_sessions SET closed_at = $2 WHERE user_id = $1 AND closed_at IS NULL', [
      userId,
      now,
    ]);
    await tx.query(
      `INSERT INTO game_sessions (id, user_id, game_id, provider, demo, activity_id, launch_token_sha256,
         launch_token_expires_at, opened_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        sessionId,
        userId,
        gameId,
        provider.id,
        tryIt,
        request.activityId ?? null,
        sha256Hex(launchToken),
        expiresAt,
        now,
      ],
    );
    await tx.query(
      `INSERT INTO user_game_history (user_id, game_id, last_played_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, game_id) DO UPDATE SET last_played_at = EXCLUDED.last_played_at`,
      [userId, gameId, now],
    );
  });
  return {
    launchUrl: provider.launchUrl({
      gameCode: game.provider_game_code,
      launchToken,
      locale: request.locale ?? defaultLocale,
    }),
    sessionId,
    demo: tryIt,
  };
}

/** exitGame: closes the player's open session (only `sessionId` when given); false when none was open. */
export async function closeGameSession(
  db: Queryable,
  userId: number,
  sessionId: string | undefined,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE game_sessions SET closed_at = $3
      WHERE user_id = $1 AND closed_at IS NULL AND ($2::uuid IS NULL OR id = $2::uuid)
      RETURNING id`,
    [userId, sessionId ?? null, now],
  );
  return rows.length > 0;
}

/** The heartbeat inside a game: the open session of that game was seen now. */
export async function touchGameSession(
  db: Queryable,
  userId: number,
  gameId: number,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE game_sessions SET last_seen_at = $3 WHERE user_id = $1 AND game_id = $2 AND closed_at IS NULL',
    [userId, gameId, now],
  );
}

export type LaunchRefusal = 'LAUNCH_TOKEN_INVALID' | 'LAUNCH_TOKEN_EXPIRED' | 'SESSION_CLOSED';

export interface ExchangedSession {
  sessionId: string;
  playerId: number;
  gameCode: string;
  demo: boolean;
  nickname: string;
}

/** The provider's `session` call: the launch token is good for one exchange within its minute. */
export async function exchangeLaunchToken(
  db: Database,
  providerId: string,
  launchToken: string,
  now: Date,
): Promise<ExchangedSession | LaunchRefusal> {
  if (!launchTokenPattern.test(launchToken)) return 'LAUNCH_TOKEN_INVALID';
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: string;
      user_id: number;
      demo: boolean;
      expires_at: Date;
      used_at: Date | null;
      closed_at: Date | null;
      game_code: string;
      nickname: string;
    }>(
      `SELECT s.id, s.user_id, s.demo, s.launch_token_expires_at AS expires_at,
              s.launch_token_used_at AS used_at, s.closed_at, g.provider_game_code AS game_code, u.nickname
         FROM game_sessions AS s
         JOIN games AS g ON g.id = s.game_id
         JOIN users AS u ON u.id = s.user_id
        WHERE s.launch_token_sha256 = $1 AND s.provider = $2
          FOR UPDATE OF s`,
      [sha256Hex(launchToken), providerId],
    );
    const session = rows[0];
    if (!session || session.used_at !== null) return 'LAUNCH_TOKEN_INVALID';
    if (new Date(session.expires_at).getTime() <= now.getTime()) return 'LAUNCH_TOKEN_EXPIRED';
    if (session.closed_at !== null) return 'SESSION_CLOSED';
    await tx.query('UPDATE game_sessions SET launch_token_used_at = $2 WHERE id = $1', [session.id, now]);
    return {
      sessionId: session.id,
      playerId: Number(session.user_id),
      gameCode: session.game_code,
      demo: session.demo,
      nickname: session.nickname,
    };
  });
}
