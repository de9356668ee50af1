import { bus } from '@casino/bus';
import { apiRoutes } from '@casino/contracts';
import { callApi } from '@casino/platform';

/**
 * `exitGame`: closes the game session and takes the balance the game left. Nothing waits for it
 * and a failure changes nothing for the player (the API closes a session when the next one opens,
 * and a round in flight settles either way).
 */
export function exitGame(sessionId: string): void {
  callApi(apiRoutes.exitGame, { sessionId })
    .then(({ coin }) => bus.emit('wallet.balanceChanged', { coin }))
    .catch(() => undefined);
}
