import type { PropAward } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';

export type TaskKind = 'daily' | 'weekly' | 'vip';
export type TaskMetric = 'stake' | 'rounds' | 'deposit' | 'action';

/** A task as operators configure it (`tasks`). */
export interface Task {
  id: number;
  kind: TaskKind;
  metric: TaskMetric;
  /** Hundredths for stake and deposit, a count for rounds, 1 for an action. */
  target: number;
  actionPath: string | null;
  minVip: number;
  awards: PropAward[];
  title: string;
}

/** The live tasks, in display order. */
export async function loadTasks(db: Queryable): Promise<Task[]> {
  const { rows } = await db.query<{
    id: number;
    kind: TaskKind;
    metric: TaskMetric;
    target: number;
    action_path: string | null;
    min_vip: number;
    awards: { id: number; count: number }[];
    title: string;
  }>(
    `SELECT id, kind, metric, target, action_path, min_vip, awards, title FROM tasks
      WHERE status = 1 ORDER BY sort, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    metric: row.metric,
    target: Number(row.target),
    actionPath: row.action_path,
    minVip: row.min_vip,
    awards: row.awards.map((award) => ({ propId: award.id, count: award.count })),
    title: row.title,
  }));
}

/** UTC midnight of `at`'s day, as YYYY-MM-DD. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The period a moment counts in for a task: its UTC day for daily tasks, the Monday (UTC) of its
 * ISO week for weekly and VIP tasks.
 */
export function periodOf(kind: TaskKind, at: Date): string {
  if (kind === 'daily') return dayOf(at);
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  return dayOf(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - daysSinceMonday)));
}

/** When a period ends: the next day's or the next Monday's UTC midnight. */
export function periodEnd(kind: TaskKind, period: string): Date {
  const start = new Date(`${period}T00:00:00Z`);
  return new Date(start.getTime() + (kind === 'daily' ? 1 : 7) * 86_400_000);
}

/**
 * Adds progress (one row per player, task and period) and stamps the moment a row first reaches
 * its task's target. Set-based, in one statement, rows in key order.
 */
export async function addProgress(
  tx: Queryable,
  increments: { playerId: number; task: Task; period: string; amount: number; at: Date }[],
): Promise<void> {
  if (increments.length === 0) return;
  const rows = [...increments].sort(
    (a, b) => a.playerId - b.playerId || a.task.id - b.task.id || a.period.localeCompare(b.period),
  );
  await tx.query(
    `INSERT INTO task_progress AS p (user_id, task_id, period, progress, finished_at)
     SELECT t.user_id, t.task_id, t.period, t.amount, CASE WHEN t.amount >= t.target THEN t.at END
       FROM unnest($1::bigint[], $2::int[], $3::date[], $4::bigint[], $5::bigint[], $6::timestamptz[])
         AS t (user_id, task_id, period, amount, target, at)
     ON CONFLICT (user_id, task_id, period) DO UPDATE
       SET progress = p.progress + EXCLUDED.progress,
           finished_at = coalesce(
             p.finished_at,
             CASE WHEN p.progress + EXCLUDED.progress >= (SELECT target FROM tasks WHERE id = p.task_id)
                  THEN now() END
           )`,
    [
      rows.map((row) => row.playerId),
      rows.map((row) => row.task.id),
      rows.map((row) => row.period),
      rows.map((row) => row.amount),
      rows.map((row) => row.task.target),
      rows.map((row) => row.at.toISOString()),
    ],
  );
}
