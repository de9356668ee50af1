import type { RewardFlags } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import type { ModuleContext } from '../../module-context.js';
import { buildActivityIdsStore } from './activity-ids.js';

/**
 * The red dots. Each flag belongs to the module that pays the reward (spin, tasks, VIP, mail, ...);
 * none of them exist yet, so nothing is waiting for anyone.
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

export function registerActivityCalls({ db, registerCall }: ModuleContext): void {
  registerCall(apiCalls.getActivityIds, async ({ session }) =>
    buildActivityIdsStore(db, session?.userId ?? null),
  );
  registerCall(apiCalls.activityGetStatusList, async () => nothingWaiting);
}
