import { apiCalls } from '@casino/contracts/schemas';
import { requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { createRateLimiter } from '../../http/rate-limiter.js';
import type { ModuleContext } from '../../module-context.js';
import { touchGameSession } from '../games/game-sessions.js';
import { endSessionPastLimit } from '../protection/protection-calls.js';
import type { Clock } from '../sms/sms-sender.js';

/** 9999-12-31 in Unix seconds: later times do not fit a timestamp column. */
const latestStorableEventTime = 253_402_300_799;

export function registerEventCalls({ db, registerCall }: ModuleContext, clock: Clock): void {
  // A client sends a batch every 2 s at most (spec 9); this leaves room for several tabs.
  const batchesPerAddress = createRateLimiter({ limit: 120, windowMs: 60_000 });

  registerCall(
    apiCalls.appEventLogClient,
    async ({ body, session, clientAddress }) => {
      if (!batchesPerAddress.tryHit(clientAddress)) {
        throw new ApiError(errorCodes.rateLimited, 'Too many event batches, please slow down');
      }
      // The player is taken from the session, never from `eventUserId`, which the client fills in.
      // A clock so wrong that its time cannot be a timestamp keeps the event, without the time.
      await db.query(
        `INSERT INTO client_events (user_id, event_name, event_time, event)
         SELECT $1, item->>'eventName',
                CASE WHEN (item->>'eventTime')::bigint < $3 THEN to_timestamp((item->>'eventTime')::bigint) END,
                item
         FROM jsonb_array_elements($2::jsonb) AS item`,
        [session?.userId ?? null, JSON.stringify(body.eventList), latestStorableEventTime],
      );
      return {};
    },
    // The page-hide flush uses navigator.sendBeacon, whose string body arrives as text/plain.
    { acceptsBeacon: true, bodyLimitBytes: 256 * 1024 },
  );

  registerCall(apiCalls.online, async (context) => {
    const { userId, tokenHash } = requireSession(context);
    await endSessionPastLimit(db, userId, tokenHash, clock());
    const { gameId } = context.body;
    await db.query('UPDATE users SET last_seen_at = now(), current_game_id = $2 WHERE id = $1', [
      userId,
      gameId ?? null,
    ]);
    // Inside a game the heartbeat also keeps that game's open session seen.
    if (gameId !== undefined) await touchGameSession(db, userId, gameId, clock());
    return {};
  });
}
