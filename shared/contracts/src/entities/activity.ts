import * as z from 'zod';
import {
  hundredthsSchema,
  idSchema,
  isoDateTimeSchema,
  sortSchema,
  switchSchema,
} from '../schema-primitives';

/**
 * An activity the server runs. `typeId`, `type` and `clickType` stay plain integers so that a
 * client released before a new kind of activity still reads the rest; see `activityTypeIds`,
 * `activityDisplayTypes` and `activityClickTypes` for the known values.
 */
export const activityEntrySchema = z.object({
  id: idSchema,
  typeId: idSchema,
  name: z.string(),
  type: z.int(),
  sort: sortSchema,
  themeUrl: z.string(),
  clickType: z.int(),
  /** An in-app path, an external URL or a game id, as `clickType` says. */
  clickAction: z.string(),
  /** 1 when logged-out visitors may open it; 0 sends them to the login page. */
  unloginShowStatus: switchSchema,
  /** 1 when it floats on the home page (the jackpot bubble). */
  homeFloatShowStatus: switchSchema,
  /** 1 when enabled. */
  status: switchSchema,
  startTime: isoDateTimeSchema.optional(),
  endTime: isoDateTimeSchema.optional(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** What getActivityIds returns and the activity store keeps (spec 3 and 7). */
export const activityIdsStoreSchema = z.object({
  /** Live activities keyed by their activity type id. */
  activityMap: z.record(idSchema, activityEntrySchema),
  /** Type ids of the live activities. */
  activityIds: z.array(idSchema),
  hasTurntable: z.boolean(),
  totalRecharge: hundredthsSchema,
  loginBonus3CanReceive: z.boolean(),
});
export type ActivityIdsStore = z.infer<typeof activityIdsStoreSchema>;
