import * as z from 'zod';
import { activityIdsStoreSchema } from '../entities/activity';
import { rewardFlagsSchema } from '../entities/reward-flags';
import { defineCall } from './define-call';
import { apiRoutes } from './routes';

/** Live activities; public because the refresh also runs for logged-out visitors (spec 4). */
export const getActivityIds = defineCall({
  ...apiRoutes.getActivityIds,
  request: z.strictObject({}),
  response: activityIdsStoreSchema,
});

/** The reward flags (red dots). */
export const activityGetStatusList = defineCall({
  ...apiRoutes.activityGetStatusList,
  request: z.strictObject({}),
  response: rewardFlagsSchema,
});
