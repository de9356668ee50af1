import { bus } from '@casino/bus';
import { sessionStore } from '@casino/platform';

/**
 * The player's "chance to receive" changed (received, or earned by play): the session's reward
 * flag follows, so any red dot reading it does, and the bus says so.
 */
export function drawChanceChanged(canReceiveDrawChance: boolean): void {
  const { rewardFlags, setRewardFlags } = sessionStore.getState();
  if (rewardFlags && rewardFlags.canReceiveDrawChance !== canReceiveDrawChance) {
    setRewardFlags({ ...rewardFlags, canReceiveDrawChance });
  }
  bus.emit('jackpot.drawChanceChanged', { canReceiveDrawChance });
}
