import { apiClient } from '@casino/platform/host';
import { queryOptions, useQuery } from '@casino/platform/query';

/** What the game launch takes: the game, free play or not, and the activity it is played for. */
export interface StartGameRequest {
  gameId: number;
  tryIt: boolean;
  activityId?: number;
}

/**
 * `/app/v1/startGame`: a new session at the game's studio, answered with the address to frame. It
 * has no contract (the studio's answer passes through), so it goes by path, which only the host
 * may do. Every visit to the page starts its own session: the answer is dropped as soon as the
 * page is left, and it is never fetched again underneath a running game (coming back to the app,
 * reconnecting); only "Try again" asks again.
 */
const startGameQuery = (request: StartGameRequest) =>
  queryOptions({
    queryKey: ['host', 'startGame', request] as const,
    queryFn: ({ signal }) => apiClient.call<{ url: string }>('/app/v1/startGame', { ...request }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useStartGame = (request: StartGameRequest) => useQuery(startGameQuery(request));
