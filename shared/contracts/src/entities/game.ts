import * as z from 'zod';
import { idSchema, sortSchema } from '../schema-primitives';

/** A game in the lobby. `brand`, `type`, `platform` and `tags` are ids of `gameCategorySchema` entries. */
export const gameEntrySchema = z.object({
  id: idSchema,
  name: z.string(),
  brand: idSchema,
  type: idSchema,
  platform: idSchema,
  tags: z.array(idSchema),
  image: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
});
export type GameEntry = z.infer<typeof gameEntrySchema>;

/** A game type, brand, platform or tag the lobby filters by (our design; the spec does not show it). */
export const gameCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  icon: z.string().optional(),
  sort: sortSchema,
});
export type GameCategory = z.infer<typeof gameCategorySchema>;
