import { apiClient } from '@casino/platform/host';

/**
 * `/app/v1/exitGame`: tells the studio the player left the game. Nothing waits for it and a
 * failure changes nothing for the player (the studio ends idle sessions itself).
 */
export function exitGame(gameId: number): void {
  apiClient.call('/app/v1/exitGame', { gameId }).catch(() => undefined);
}
