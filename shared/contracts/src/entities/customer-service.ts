import * as z from 'zod';
import { sortSchema } from '../schema-primitives';

/**
 * A way to reach customer service (spec 3). For the online chat (`itemType` 1, see
 * `customerServiceItemTypes`) `param1` and `param2` are the live-chat parameters the native app
 * needs; for other kinds `param1` is the link to open and `param2` its label.
 */
export const customerServiceEntrySchema = z.object({
  itemType: z.int(),
  param1: z.string(),
  param2: z.string(),
  sort: sortSchema,
});
export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;
