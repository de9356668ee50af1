import { apiCalls } from '@casino/contracts/schemas';
import { requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { ModuleContext } from '../../module-context.js';
import type { Clock } from '../sms/sms-sender.js';
import { betRecordReport, betRecords } from './bet-records.js';
import type { GameProvider } from './game-provider.js';
import { closeGameSession, type ProviderLookup, startGameSession } from './game-sessions.js';

/** The player's calls about games (api/README.md, "Games"). */
export function registerGameCalls(
  context: ModuleContext,
  {
    providers,
    allProviders,
    clock,
  }: { providers: ProviderLookup; allProviders: readonly GameProvider[]; clock: Clock },
): void {
  const { db, registerCall, balanceOf } = context;

  // A seamless provider holds nothing: the player's coin never leaves the operator's wallet.
  registerCall(apiCalls.getGameWallets, async (call) => {
    const { userId } = requireSession(call);
    const list = await Promise.all(
      allProviders.map(async (provider) => ({
        providerId: provider.id,
        name: provider.name,
        walletType: provider.transferWallet ? ('transfer' as const) : ('seamless' as const),
        balance: provider.transferWallet ? await provider.transferWallet.balanceOf(userId) : 0,
      })),
    );
    return { list };
  });

  registerCall(apiCalls.retrieveBalance, async (call) => {
    const { userId } = requireSession(call);
    let retrieved = 0;
    for (const provider of allProviders) {
      if (provider.transferWallet) retrieved += await provider.transferWallet.retrieveAll(userId);
    }
    return { retrieved, coin: await balanceOf(userId) };
  });

  registerCall(apiCalls.startGame, async (call) => {
    const { userId } = requireSession(call);
    const { gameId, tryIt = false, activityId, locale } = call.body;
    return startGameSession(db, providers, { userId, gameId, tryIt, activityId, locale, now: clock() });
  });

  registerCall(apiCalls.exitGame, async (call) => {
    const { userId } = requireSession(call);
    const closed = await closeGameSession(db, userId, call.body.sessionId, clock());
    return { closed, coin: await balanceOf(userId) };
  });

  registerCall(apiCalls.gameLike, async (call) => {
    const { userId } = requireSession(call);
    const { gameId, like } = call.body;
    if (like) {
      const { rows } = await db.query(
        `INSERT INTO user_game_likes (user_id, game_id)
         SELECT $1, id FROM games WHERE id = $2 AND status = 1
         ON CONFLICT (user_id, game_id) DO UPDATE SET liked_at = user_game_likes.liked_at
         RETURNING game_id`,
        [userId, gameId],
      );
      if (rows.length === 0) throw new ApiError(errorCodes.unknownGame, `gameId: no game ${gameId}`);
    } else {
      await db.query('DELETE FROM user_game_likes WHERE user_id = $1 AND game_id = $2', [userId, gameId]);
    }
    const { rows } = await db.query<{ game_id: number }>(
      `SELECT l.game_id FROM user_game_likes AS l JOIN games AS g ON g.id = l.game_id
        WHERE l.user_id = $1 AND g.status = 1 ORDER BY l.liked_at DESC, l.game_id`,
      [userId],
    );
    return { gameLikeIds: rows.map((row) => row.game_id) };
  });

  registerCall(apiCalls.betRecord, async (call) =>
    betRecords(db, providers, requireSession(call).userId, call.body),
  );

  registerCall(apiCalls.betRecordReport, async (call) =>
    betRecordReport(db, requireSession(call).userId, call.body),
  );
}
