import { type ActivityIdsStore, activityTypeIds } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';
import { loadLiveActivities } from './activity-catalogue.js';

/** getActivityIds (spec 7): the live activities, and the player's facts the popups depend on. */
export async function buildActivityIdsStore(db: Queryable, userId: number | null): Promise<ActivityIdsStore> {
  const [activities, totals] = await Promise.all([
    loadLiveActivities(db),
    userId === null
      ? Promise.resolve({ rows: [] })
      : db.query<{ total_recharge: number }>('SELECT total_recharge FROM users WHERE id = $1', [userId]),
  ]);
  return {
    activityMap: Object.fromEntries(activities.map((activity) => [activity.typeId, activity])),
    activityIds: activities.map((activity) => activity.typeId),
    // The turntable is the invite-friends spin wheel.
    hasTurntable: activities.some((activity) => activity.typeId === activityTypeIds.InviteUserSpin),
    totalRecharge: totals.rows[0]?.total_recharge ?? 0,
    // The free sign-in bonus module decides this; until it lands nothing is waiting.
    loginBonus3CanReceive: false,
  };
}
