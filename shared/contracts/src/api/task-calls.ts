import * as z from 'zod';
import { propAwardSchema } from '../entities/prop-award';
import { catalogueIdSchema, countSchema, hundredthsSchema, isoDateTimeSchema } from '../schema-primitives';
import { defineCall } from './define-call';
import { taskRoutes } from './task-routes';

// Tasks (spec 3 activity types Tasks 42, vipTask 49, Tasks1 10000; spec 7 getTaskUser, finishTask,
// receiveTaskAward, receiveVipTask, receiveVipTaskUnReceiveBonus). The spec shows no fields: our
// design, ADR 0035 and api/README.md "Tasks".

const taskKinds = ['daily', 'weekly', 'vip'] as const;
const taskMetrics = ['stake', 'rounds', 'deposit', 'action'] as const;
const taskStatuses = ['locked', 'open', 'finished', 'claimed'] as const;

/** One task in the player's current period. */
const taskRowSchema = z.object({
  id: catalogueIdSchema,
  /** daily: per UTC day; weekly and vip: per ISO week (Monday, UTC). */
  kind: z.enum(taskKinds),
  /** What counts: settled stake and paid deposits in hundredths, settled rounds, an action in the app. */
  metric: z.enum(taskMetrics),
  title: z.string(),
  target: countSchema,
  /** How far along this period, capped at `target`. */
  progress: countSchema,
  /** locked: a VIP task above the player's level; open; finished (claimable); claimed. */
  status: z.enum(taskStatuses),
  awards: z.array(propAwardSchema),
  minVip: countSchema,
  /** Where an action task is done (an in-app path); null for the others. */
  actionPath: z.string().nullable(),
  /** When this period ends and the task starts over. */
  periodEnd: isoDateTimeSchema,
});

/** What a claim granted, and the coin balance after it (hundredths). */
const taskClaimSchema = z.object({ awards: z.array(propAwardSchema), coin: hundredthsSchema });

/** The live tasks with the player's progress in the current period (spec 7: getTaskUser). */
const getTaskUser = defineCall({
  ...taskRoutes.getTaskUser,
  request: z.strictObject({}),
  response: z.object({ tasks: z.array(taskRowSchema) }),
});

/** Reports an action task done (it was opened at its `actionPath`); answers the task. */
const finishTask = defineCall({
  ...taskRoutes.finishTask,
  request: z.strictObject({ id: catalogueIdSchema }),
  response: z.object({ task: taskRowSchema }),
});

/** Claims a finished daily or weekly task of this period (spec 7: receiveTaskAward). */
const receiveTaskAward = defineCall({
  ...taskRoutes.receiveTaskAward,
  request: z.strictObject({ id: catalogueIdSchema }),
  response: taskClaimSchema,
});

/** Claims a finished VIP task of this week (spec 7: receiveVipTask (id)). */
const receiveVipTask = defineCall({
  ...taskRoutes.receiveVipTask,
  request: z.strictObject({ id: catalogueIdSchema }),
  response: taskClaimSchema,
});

/** Claims every finished, unclaimed VIP task of this week at once (spec 7). */
const receiveVipTaskUnReceiveBonus = defineCall({
  ...taskRoutes.receiveVipTaskUnReceiveBonus,
  request: z.strictObject({}),
  response: taskClaimSchema,
});

/** The task calls, keyed like `taskRoutes`. */
export const taskCalls = {
  getTaskUser,
  finishTask,
  receiveTaskAward,
  receiveVipTask,
  receiveVipTaskUnReceiveBonus,
} as const;

export type TaskRow = z.infer<typeof taskRowSchema>;
