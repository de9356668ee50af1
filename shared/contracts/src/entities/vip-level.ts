import * as z from 'zod';
import { countSchema, hundredthsSchema, idSchema } from '../schema-primitives';
import { vipColourThemes } from '../tables';

/** One VIP level (spec 3); the app config's `appVipMap` keys them by `level`. */
export const vipLevelSchema = z.object({
  level: countSchema,
  name: z.string(),
  /** VIP experience needed to reach this level. */
  experience: countSchema,
  /** Turnover, in hundredths, needed to keep this level. */
  betLimit: hundredthsSchema,
  /** Awards claimable once a day at this level; `id` is a prop id. */
  dailyAward: z.array(z.object({ id: idSchema, count: countSchema })),
  /** Which of the six VIP colour themes the level shows in. */
  showType: z.literal(vipColourThemes),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;
