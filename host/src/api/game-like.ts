import { apiRoutes } from '@casino/contracts';
import { callApi } from '@casino/platform';

/** `gameLike`: adds a game to the player's favourites or takes it out; answers the liked ids. */
export function likeGame(gameId: number, like: boolean) {
  return callApi(apiRoutes.gameLike, { gameId, like });
}
