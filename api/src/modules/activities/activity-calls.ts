import type { RewardFlags } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import type { ModuleContext } from '../../module-context.js';
import { buildActivityIdsStore } from './activity-ids.js';

/**
 * The red dots. Each flag belongs to the module that pays the reward (spin, tasks, VIP, mail, ...)
 * and is false until that module lands and sets it.
 */
const nothingWaiting: RewardFlags = {
  spinAwardFlag: false,
  taskAwardFlag: false,
  agent5AwardFlag: false,
  vipAwardFlag: false,
  signInFlag: false,
  emailAwardFlag: false,
  canReceiveDrawChance: false,
  diamondMallRedDot: false,
  hasTask: false,
  hasMail: false,
  hasSignUpBonus: false,
  hasFund: false,
  hasAgent: false,
  hasFreeBonus: false,
};

/** A module's red dots for a signed-in player. */
export type RewardFlagSource = (playerId: number) => Promise<Partial<RewardFlags>>;

export function registerActivityCalls(
  { db, registerCall }: ModuleContext,
  flagSources: readonly RewardFlagSource[],
): void {
  registerCall(apiCalls.getActivityIds, async ({ session }) =>
    buildActivityIdsStore(db, session?.userId ?? null),
  );
  registerCall(apiCalls.activityGetStatusList, async ({ session }) => {
    if (!session) return nothingWaiting;
    const flags = await Promise.all(flagSources.map((source) => source(session.userId)));
    return Object.assign({ ...nothingWaiting }, ...flags);
  });
}
