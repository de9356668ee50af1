import type { OutboxConsumer } from '../outbox/outbox.js';
import { reduceWagering } from './wagering.js';

/**
 * Counts each settled round's stake once towards the player's turnover (`bet_total`, the user
 * info's `bet`) and the wagering requirement (ADR 0031: why at settlement, through the outbox,
 * and not at bet time). A rolled-back round returned its stake and counts for nothing.
 */
export const turnoverConsumer: OutboxConsumer = {
  name: 'wallet.turnover',
  topics: ['game.roundSettled'],
  async handle(tx, event) {
    if (event.topic !== 'game.roundSettled') return;
    const { playerId, stake, status } = event.payload;
    if (status !== 'settled' || stake === 0) return;
    // The wagering row first: it is the player's lock, taken first everywhere (wagering.ts).
    await reduceWagering(tx, playerId, stake);
    await tx.query('UPDATE users SET bet_total = bet_total + $2 WHERE id = $1', [playerId, stake]);
  },
};
