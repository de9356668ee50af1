import { couponExpiry, type PropAward, type RewardFlags, type TaskRow } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import type { Queryable } from '../../db/database.js';
import { requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { ModuleContext } from '../../module-context.js';
import { grantReward, sourceKeyOf } from '../rewards/rewards.js';
import type { Clock } from '../sms/sms-sender.js';
import { loadTasks, periodEnd, periodOf, type Task } from './task-store.js';

/** Coin from tasks is staked once before it can be withdrawn, as VIP awards (ADR 0035). */
const taskWageringMultiple = 1;

const claimKey = (playerId: number, task: Task, period: string) =>
  sourceKeyOf({
    module: 'task',
    event: 'claim',
    playerId,
    period: `${task.id}:${period}`,
  });

interface PlayerTasks {
  rows: TaskRow[];
  byId: Map<number, { task: Task; row: TaskRow; period: string }>;
}

/** Every live task with the player's progress and claim in its current period. */
async function playerTasks(db: Queryable, playerId: number, now: Date): Promise<PlayerTasks> {
  const tasks = await loadTasks(db);
  const { rows: users } = await db.query<{ vip: number }>('SELECT vip FROM users WHERE id = $1', [playerId]);
  const vip = users[0]?.vip ?? 0;
  const periods = tasks.map((task) => periodOf(task.kind, now));
  const { rows: progress } = await db.query<{
    task_id: number;
    period: string;
    progress: number;
    finished: boolean;
  }>(
    `SELECT task_id, to_char(period, 'YYYY-MM-DD') AS period, progress, finished_at IS NOT NULL AS finished
       FROM task_progress WHERE user_id = $1 AND (task_id, period) IN (
         SELECT * FROM unnest($2::int[], $3::date[]))`,
    [playerId, tasks.map((task) => task.id), periods],
  );
  const claimed = new Set(
    (
      await db.query<{ source_key: string }>(
        'SELECT source_key FROM reward_grants WHERE source_key = ANY($1::text[])',
        [tasks.map((task, index) => claimKey(playerId, task, periods[index] ?? ''))],
      )
    ).rows.map((row) => row.source_key),
  );
  const byId: PlayerTasks['byId'] = new Map();
  const rows = tasks.map((task, index) => {
    const period = periods[index] ?? '';
    const mine = progress.find((row) => row.task_id === task.id && row.period === period);
    const status: TaskRow['status'] =
      vip < task.minVip
        ? 'locked'
        : claimed.has(claimKey(playerId, task, period))
          ? 'claimed'
          : mine?.finished
            ? 'finished'
            : 'open';
    const row: TaskRow = {
      id: task.id,
      kind: task.kind,
      metric: task.metric,
      title: task.title,
      target: task.target,
      progress: Math.min(Number(mine?.progress ?? 0), task.target),
      status,
      awards: task.awards,
      minVip: task.minVip,
      actionPath: task.actionPath,
      periodEnd: periodEnd(task.kind, period).toISOString(),
    };
    byId.set(task.id, { task, row, period });
    return row;
  });
  return { rows, byId };
}

/** The red dots tasks own: a finished task to claim, and whether there are tasks at all. */
export async function taskRewardFlags(
  db: Queryable,
  playerId: number,
  now: Date,
): Promise<Pick<RewardFlags, 'taskAwardFlag' | 'hasTask'>> {
  const { rows } = await playerTasks(db, playerId, now);
  return {
    taskAwardFlag: rows.some((row) => row.status === 'finished'),
    hasTask: rows.some((row) => row.status !== 'locked'),
  };
}

export function registerTaskCalls(
  { db, registerCall, balanceOf }: ModuleContext,
  { clock }: { clock: Clock },
) {
  /** Grants the awards of finished tasks of this period in one transaction, once per task and period. */
  async function claimTasks(
    playerId: number,
    pick: (tasks: PlayerTasks) => { task: Task; period: string }[],
  ) {
    const awards = await db.transaction(async (tx) => {
      const now = clock();
      const granted: PropAward[] = [];
      for (const { task, period } of pick(await playerTasks(tx, playerId, now))) {
        const grant = await grantReward(tx, {
          module: 'task',
          event: 'claim',
          playerId,
          period: `${task.id}:${period}`,
          awards: task.awards,
          wageringMultiple: taskWageringMultiple,
          // A coupon among the awards expires a week after the claim (ADR 0037).
          expiresAt: couponExpiry(now),
        });
        if (grant.replayed)
          throw new ApiError(errorCodes.rewardAlreadyClaimed, 'This task was claimed already');
        granted.push(...grant.awards);
      }
      return granted;
    });
    return { awards, coin: await balanceOf(playerId) };
  }

  /** The one task a claim names, if it is of the kinds the call claims and finished. */
  const finishedTask = (kinds: Task['kind'][], id: number) => (tasks: PlayerTasks) => {
    const found = tasks.byId.get(id);
    if (!found || !kinds.includes(found.task.kind))
      throw new ApiError(errorCodes.unknownTask, `There is no task ${id}`);
    if (found.row.status === 'locked')
      throw new ApiError(errorCodes.vipLevelNotReached, `Reach VIP ${found.task.minVip} for this task`);
    if (found.row.status === 'claimed')
      throw new ApiError(errorCodes.rewardAlreadyClaimed, 'This task was claimed already');
    if (found.row.status !== 'finished')
      throw new ApiError(errorCodes.taskNotFinished, 'This task is not finished yet');
    return [found];
  };

  registerCall(apiCalls.getTaskUser, async (call) => ({
    tasks: (await playerTasks(db, requireSession(call).userId, clock())).rows,
  }));

  registerCall(apiCalls.finishTask, async (call) => {
    const playerId = requireSession(call).userId;
    const now = clock();
    const found = (await playerTasks(db, playerId, now)).byId.get(call.body.id);
    if (!found) throw new ApiError(errorCodes.unknownTask, `There is no task ${call.body.id}`);
    if (found.task.metric !== 'action')
      throw new ApiError(errorCodes.taskNotAnAction, 'This task counts what you play and deposit');
    if (found.row.status === 'locked')
      throw new ApiError(errorCodes.vipLevelNotReached, `Reach VIP ${found.task.minVip} for this task`);
    // Done once per period; a repeat changes nothing.
    await db.query(
      `INSERT INTO task_progress (user_id, task_id, period, progress, finished_at) VALUES ($1, $2, $3, 1, $4)
       ON CONFLICT (user_id, task_id, period) DO NOTHING`,
      [playerId, found.task.id, found.period, now.toISOString()],
    );
    const task = (await playerTasks(db, playerId, now)).byId.get(found.task.id)?.row ?? found.row;
    return { task };
  });

  registerCall(apiCalls.receiveTaskAward, async (call) =>
    claimTasks(requireSession(call).userId, finishedTask(['daily', 'weekly'], call.body.id)),
  );
  registerCall(apiCalls.receiveVipTask, async (call) =>
    claimTasks(requireSession(call).userId, finishedTask(['vip'], call.body.id)),
  );
  registerCall(apiCalls.receiveVipTaskUnReceiveBonus, async (call) =>
    claimTasks(requireSession(call).userId, (tasks) => {
      const finished = [...tasks.byId.values()].filter(
        ({ task, row }) => task.kind === 'vip' && row.status === 'finished',
      );
      if (finished.length === 0)
        throw new ApiError(errorCodes.nothingToClaim, 'No finished VIP task to claim');
      return finished;
    }),
  );
}
