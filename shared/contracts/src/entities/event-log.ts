import * as z from 'zod';
import { countSchema } from '../schema-primitives';

/** One analytics event as appEventLogClient receives it (spec 3). */
export const eventLogItemSchema = z.strictObject({
  eventName: z.string().min(1).max(64),
  /** The screen or API the event concerns. */
  eventInterfaceId: z.string().optional(),
  /** How what the event concerns was shown (popup, banner, page ...). */
  eventShowType: z.string().optional(),
  eventInteractCount: countSchema.optional(),
  /** Where the player came from (a route name, a campaign). */
  eventFrom: z.string().optional(),
  /** The game room, when the event happened in a game. */
  eventRoomId: z.string().optional(),
  /** 0 for a logged-out visitor. */
  eventUserId: z.int().min(0),
  /** Unix time in seconds. */
  eventTime: z.int().positive(),
  channel: z.string(),
  appId: z.string(),
  version: z.string(),
});
export type EventLogItem = z.infer<typeof eventLogItemSchema>;
