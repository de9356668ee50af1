import { apiRoutes } from '@casino/contracts';
import { sessionStore } from '@casino/platform';
import { apiQueryOptions, useQuery } from '@casino/platform/query';
import { useEffect } from 'react';
import { memberDomain } from './member-query-keys';

/**
 * The player's liked and recently played games, read again (`getAfterLoginInfoWeb`): the session
 * keeps what sign-in brought, and play since then has changed the recent list.
 */
export function useMyGames() {
  const query = useQuery(apiQueryOptions(memberDomain, apiRoutes.getAfterLoginInfoWeb, {}));
  useEffect(() => {
    if (!query.data) return;
    const { gameLikes, gameHistory, gameLikeIds } = query.data;
    sessionStore.getState().patchExtras({ gameLikes, gameHistory, gameLikeIds });
  }, [query.data]);
  return query;
}
