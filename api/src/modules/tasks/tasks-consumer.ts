import { isEvent, type OutboxConsumer } from '../outbox/outbox.js';
import { addProgress, loadTasks, periodOf, type Task } from './task-store.js';

/**
 * Task progress from what players do, once per event: settled rounds count their stake and
 * themselves, paid deposits their amount, each in the period the event happened in. A VIP task
 * counts only for a player at its `minVip` or above when the event is handled.
 */
export const tasksConsumer: OutboxConsumer = {
  name: 'tasks.progress',
  topics: ['game.roundSettled', 'wallet.depositPaid'],
  async handle(tx, events) {
    const tasks = (await loadTasks(tx)).filter((task) => task.metric !== 'action');
    if (tasks.length === 0) return;
    const players = [...new Set(events.map((event) => event.payload.playerId))];
    const { rows } = await tx.query<{ id: number; vip: number }>(
      'SELECT id, vip FROM users WHERE id = ANY($1::bigint[])',
      [players],
    );
    const vipOf = new Map(rows.map((row) => [Number(row.id), row.vip]));
    const increments = new Map<
      string,
      { playerId: number; task: Task; period: string; amount: number; at: Date }
    >();
    const count = (playerId: number, task: Task, at: Date, amount: number) => {
      if (amount <= 0 || (vipOf.get(playerId) ?? 0) < task.minVip) return;
      const period = periodOf(task.kind, at);
      const key = `${playerId}:${task.id}:${period}`;
      const increment = increments.get(key) ?? { playerId, task, period, amount: 0, at };
      increment.amount += amount;
      increment.at = at;
      increments.set(key, increment);
    };
    for (const event of events) {
      if (isEvent(event, 'game.roundSettled')) {
        const round = event.payload;
        if (round.status !== 'settled' || round.stake === 0) continue;
        for (const task of tasks) {
          if (task.metric === 'stake') count(round.playerId, task, new Date(round.settledAt), round.stake);
          if (task.metric === 'rounds') count(round.playerId, task, new Date(round.settledAt), 1);
        }
      } else if (isEvent(event, 'wallet.depositPaid')) {
        const deposit = event.payload;
        for (const task of tasks)
          if (task.metric === 'deposit')
            count(deposit.playerId, task, new Date(deposit.paidAt), deposit.amount);
      }
    }
    await addProgress(tx, [...increments.values()]);
  },
};
