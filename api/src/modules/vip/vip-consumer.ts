import { isEvent, type OutboxConsumer } from '../outbox/outbox.js';
import { countStake } from './vip-standing.js';
import { ladderOf, loadLevelTerms, lockStandings, saveStandings } from './vip-store.js';

/**
 * Moves VIP standings and accrues rebates from settled rounds, once per round (the outbox marks
 * each event handled in this transaction). A round's rebate is at the rate of the level the player
 * held when it settled, for its game's type. A rolled-back round counts for nothing.
 */
export const vipConsumer: OutboxConsumer = {
  name: 'vip.progress',
  topics: ['game.roundSettled'],
  async handle(tx, events) {
    const rounds = events.flatMap((event) =>
      isEvent(event, 'game.roundSettled') && event.payload.status === 'settled' && event.payload.stake > 0
        ? [event.payload]
        : [],
    );
    if (rounds.length === 0) return;
    const terms = await loadLevelTerms(tx);
    const ladder = ladderOf(terms);
    const gameTypes = await tx.query<{ id: number; type_id: number }>(
      'SELECT id, type_id FROM games WHERE id = ANY($1::int[])',
      [[...new Set(rounds.map((round) => round.gameId))]],
    );
    const typeOfGame = new Map(gameTypes.rows.map((row) => [row.id, row.type_id]));
    const earliest = new Date(Math.min(...rounds.map((round) => Date.parse(round.settledAt))));
    const standings = await lockStandings(
      tx,
      rounds.map((round) => round.playerId),
      earliest,
    );
    // Per player and game type: stake counted and accrued rebate (stake x basis points).
    const accruals = new Map<
      string,
      { playerId: number; gameTypeId: number; stake: number; accrued: number }
    >();
    for (const round of rounds) {
      const standing = standings.get(round.playerId);
      const gameTypeId = typeOfGame.get(round.gameId);
      if (!standing || gameTypeId === undefined) continue;
      const settledAt = new Date(round.settledAt);
      const rate = terms.find((level) => level.level === standing.level)?.rebateRates.get(gameTypeId) ?? 0;
      standings.set(round.playerId, countStake(standing, ladder, round.stake, settledAt));
      const key = `${round.playerId}:${gameTypeId}`;
      const accrual = accruals.get(key) ?? { playerId: round.playerId, gameTypeId, stake: 0, accrued: 0 };
      accrual.stake += round.stake;
      accrual.accrued += round.stake * rate;
      accruals.set(key, accrual);
    }
    await saveStandings(tx, standings);
    const rows = [...accruals.values()].sort(
      (a, b) => a.playerId - b.playerId || a.gameTypeId - b.gameTypeId,
    );
    await tx.query(
      `INSERT INTO rebate_accruals (user_id, game_type_id, stake, accrued)
       SELECT * FROM unnest($1::bigint[], $2::int[], $3::bigint[], $4::bigint[])
       ON CONFLICT (user_id, game_type_id) DO UPDATE
         SET stake = rebate_accruals.stake + EXCLUDED.stake, accrued = rebate_accruals.accrued + EXCLUDED.accrued`,
      [
        rows.map((row) => row.playerId),
        rows.map((row) => row.gameTypeId),
        rows.map((row) => row.stake),
        rows.map((row) => row.accrued),
      ],
    );
  },
};
