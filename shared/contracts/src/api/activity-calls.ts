import * as z from 'zod';
import { activityIdsStoreSchema } from '../entities/activity';
import { rewardFlagsSchema } from '../entities/reward-flags';
import { activityRoutes } from './activity-routes';
import { defineCall } from './define-call';

/** Live activities; public because the refresh also runs for logged-out visitors (spec 4). */
const getActivityIds = defineCall({
  ...activityRoutes.getActivityIds,
  request: z.strictObject({}),
  response: activityIdsStoreSchema,
});

/** The reward flags (red dots). */
const activityGetStatusList = defineCall({
  ...activityRoutes.activityGetStatusList,
  request: z.strictObject({}),
  response: rewardFlagsSchema,
});

/** The activity calls, keyed like `activityRoutes`. */
export const activityCalls = {
  getActivityIds,
  activityGetStatusList,
} as const;
