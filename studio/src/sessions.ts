import { createHash, randomBytes } from 'node:crypto';
import type { Database } from './db/database.js';
import { GameError } from './http/game-error.js';
import { type OperatorWallet, WalletRefusal, WalletUnreachable } from './operator-wallet.js';

/** A player's session at the studio, made from one launch token. */
export interface StudioSession {
  operatorSessionId: string;
  playerId: string;
  gameCode: string;
  demo: boolean;
  nickname: string;
  currency: string;
  lang: string;
}

/** How long a studio session lasts after the launch: a long evening of play, not days. */
const sessionHours = 12;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The page holds the studio token in memory and its tab's sessionStorage and sends it as a bearer
 * token: the game runs in the operator's frame on another origin, where browsers drop third-party
 * cookies. Only its SHA-256 is stored.
 */
export async function exchangeLaunchToken(
  db: Database,
  operator: OperatorWallet,
  input: { launchToken: string; gameCode: string; lang: string },
): Promise<{ token: string; session: StudioSession }> {
  // The operator's tokens are 32 bytes, base64url; anything else is not worth a call.
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(input.launchToken)) throw expiredLink();
  let operatorSession: Awaited<ReturnType<OperatorWallet['session']>>;
  try {
    operatorSession = await operator.session(input.launchToken);
  } catch (error) {
    if (error instanceof WalletRefusal) throw expiredLink();
    if (error instanceof WalletUnreachable) throw operatorUnavailable();
    throw error;
  }
  if (operatorSession.gameCode !== input.gameCode) {
    throw new GameError('LAUNCH_TOKEN_INVALID', 'This link opens another game.', 401);
  }
  const session: StudioSession = {
    operatorSessionId: operatorSession.sessionId,
    playerId: operatorSession.playerId,
    gameCode: operatorSession.gameCode,
    demo: operatorSession.demo,
    nickname: operatorSession.nickname,
    currency: operatorSession.currency,
    lang: input.lang,
  };
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO studio_sessions
       (token_hash, operator_session_id, player_id, game_code, demo, nickname, currency, lang, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(hours => $9))`,
    [
      hashToken(token),
      session.operatorSessionId,
      session.playerId,
      session.gameCode,
      session.demo,
      session.nickname,
      session.currency,
      session.lang,
      sessionHours,
    ],
  );
  return { token, session };
}

export async function findSession(db: Database, authorization: string | undefined): Promise<StudioSession> {
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
  if (!token) throw expiredLink();
  const { rows } = await db.query<{
    operator_session_id: string;
    player_id: string;
    game_code: string;
    demo: boolean;
    nickname: string;
    currency: string;
    lang: string;
  }>(
    `SELECT operator_session_id, player_id, game_code, demo, nickname, currency, lang
       FROM studio_sessions WHERE token_hash = $1 AND expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) throw expiredLink();
  return {
    operatorSessionId: row.operator_session_id,
    playerId: row.player_id,
    gameCode: row.game_code,
    demo: row.demo,
    nickname: row.nickname,
    currency: row.currency,
    lang: row.lang,
  };
}

function expiredLink(): GameError {
  return new GameError(
    'LAUNCH_TOKEN_INVALID',
    'This game link has expired. Go back and open the game again.',
    401,
  );
}

export function operatorUnavailable(): GameError {
  return new GameError(
    'WALLET_UNAVAILABLE',
    'The casino cannot be reached right now. Try again in a moment.',
    503,
  );
}
