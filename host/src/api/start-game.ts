import { apiRoutes } from '@casino/contracts';
import { callApi } from '@casino/platform';
import { queryOptions, type RouteRequest, useQuery } from '@casino/platform/query';

export type StartGameRequest = RouteRequest<typeof apiRoutes.startGame>;

/**
 * `startGame`: a new session at the game's provider, answered with the one-time launch address to
 * frame. Every visit to the page starts its own session: the answer is dropped as soon as the
 * page is left, and it is never fetched again underneath a running game (coming back to the app,
 * reconnecting); only "Try again" asks again.
 */
const startGameQuery = (request: StartGameRequest) =>
  queryOptions({
    queryKey: ['host', 'startGame', request] as const,
    queryFn: ({ signal }) => callApi(apiRoutes.startGame, request, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useStartGame = (request: StartGameRequest) => useQuery(startGameQuery(request));
