import { apiCalls } from '@casino/contracts/schemas';
import { requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { ModuleContext } from '../../module-context.js';
import { buildActivityIdsStore } from '../activities/activity-ids.js';
import type { AppConfigSource } from '../config/app-config-source.js';
import { gameArtUrlOf, loadLikedGames, loadRecentGames } from '../games/game-catalogue.js';
import { registerProfileCalls } from './profile-calls.js';
import { loadRefreshData, loadUserInfo } from './user-info.js';

export function registerMemberCalls(context: ModuleContext, appConfig: AppConfigSource): void {
  const { db, registerCall, balanceOf } = context;
  const artUrl = gameArtUrlOf(context.gameProviders);
  // Public in the contract so a failure never logs the player out; without a session it answers
  // 401 and touches nothing.
  registerCall(apiCalls.refreshData, async ({ session }) => {
    if (!session) throw new ApiError(errorCodes.unauthorized, 'Sign in required');
    const refreshed = await loadRefreshData(db, session.userId, balanceOf);
    if (!refreshed) throw new ApiError(errorCodes.unauthorized, 'Sign in required');
    return refreshed;
  });

  registerCall(apiCalls.getAfterLoginInfoWeb, async (context) => {
    const { userId } = requireSession(context);
    const [user, gameLikes, gameHistory, activities, codes] = await Promise.all([
      loadUserInfo(db, userId, balanceOf),
      loadLikedGames(db, userId, artUrl),
      loadRecentGames(db, userId, artUrl),
      buildActivityIdsStore(db, userId),
      db.query<{ invite_code: string }>('SELECT invite_code FROM users WHERE id = $1', [userId]),
    ]);
    if (!user || !codes.rows[0]) throw new ApiError(errorCodes.unauthorized, 'Sign in required');
    return {
      user,
      gameLikes,
      gameHistory,
      gameLikeIds: gameLikes.map((game) => game.id),
      inviteCode: codes.rows[0].invite_code,
      // The agent programme assigns agents; nobody has one until it lands.
      aid: 0,
      activities,
    };
  });

  registerProfileCalls(context, appConfig);
}
