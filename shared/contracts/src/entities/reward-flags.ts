import * as z from 'zod';

/** The red dots: what the player has waiting (spec 3); activityGetStatusList returns them. */
export const rewardFlagsSchema = z.object({
  spinAwardFlag: z.boolean(),
  taskAwardFlag: z.boolean(),
  agent5AwardFlag: z.boolean(),
  vipAwardFlag: z.boolean(),
  signInFlag: z.boolean(),
  emailAwardFlag: z.boolean(),
  canReceiveDrawChance: z.boolean(),
  diamondMallRedDot: z.boolean(),
  hasTask: z.boolean(),
  hasMail: z.boolean(),
  hasSignUpBonus: z.boolean(),
  hasFund: z.boolean(),
  hasAgent: z.boolean(),
  hasFreeBonus: z.boolean(),
});
export type RewardFlags = z.infer<typeof rewardFlagsSchema>;
