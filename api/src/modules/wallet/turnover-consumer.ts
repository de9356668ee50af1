import { isEvent, type OutboxConsumer } from '../outbox/outbox.js';

/**
 * Counts each settled round's stake once towards the player's turnover (`bet_total`, the user
 * info's `bet`) and the wagering requirement (ADR 0031: why at settlement, through the outbox,
 * and not at bet time). A rolled-back round returned its stake and counts for nothing. A batch
 * is summed per player and applied in two statements, so the players' wagering rows (their
 * locks, wagering.ts) are held for as short as possible.
 */
export const turnoverConsumer: OutboxConsumer = {
  name: 'wallet.turnover',
  topics: ['game.roundSettled'],
  async handle(tx, events) {
    const stakes = new Map<number, number>();
    for (const event of events) {
      if (!isEvent(event, 'game.roundSettled') || event.payload.status !== 'settled') continue;
      const { playerId, stake } = event.payload;
      stakes.set(playerId, (stakes.get(playerId) ?? 0) + stake);
    }
    if (stakes.size === 0) return;
    const players = [...stakes.keys()].sort((a, b) => a - b);
    const amounts = players.map((player) => stakes.get(player) ?? 0);
    // The lock order every writer of these rows keeps (ARCHITECTURE.md "Domain events"): wagering
    // rows, then users rows, each by id. The VIP consumer runs beside this one and writes users rows.
    await tx.query(
      'SELECT 1 FROM wagering_requirements WHERE user_id = ANY($1::bigint[]) ORDER BY user_id FOR UPDATE',
      [players],
    );
    // NO KEY, as the update itself takes: it changes no key, and a wallet call's foreign-key check
    // on the player (KEY SHARE, e.g. a spin's second update of the player's account) need not wait
    // for this batch to commit.
    await tx.query('SELECT 1 FROM users WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE', [
      players,
    ]);
    // As reduceWagering does: a stake beyond what remains is simply not needed.
    await tx.query(
      `UPDATE wagering_requirements AS w SET remaining = greatest(w.remaining - t.stake, 0), updated_at = now()
         FROM unnest($1::bigint[], $2::bigint[]) AS t (user_id, stake) WHERE w.user_id = t.user_id`,
      [players, amounts],
    );
    await tx.query(
      `UPDATE users AS u SET bet_total = u.bet_total + t.stake
         FROM unnest($1::bigint[], $2::bigint[]) AS t (user_id, stake) WHERE u.id = t.user_id`,
      [players, amounts],
    );
  },
};
