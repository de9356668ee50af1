import { apiRoutes } from '@casino/contracts';
import { callApi, sessionStore } from '@casino/platform';

/**
 * `exitGame`: closes the game session, then refreshes the balance the game changed. Nothing waits
 * for it and a failure changes nothing for the player (the API closes a session when the next one
 * opens, and a round in flight settles either way).
 */
export function exitGame(sessionId: string | undefined): void {
  callApi(apiRoutes.exitGame, sessionId ? { sessionId } : {})
    .catch(() => undefined)
    .then(() => callApi(apiRoutes.refreshData, {}))
    .then((data) => sessionStore.getState().patchUser(data))
    .catch(() => undefined);
}
