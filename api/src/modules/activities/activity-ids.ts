import { type ActivityIdsStore, activityTypeIds, signInDayKey } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';
import { loadLiveActivities } from './activity-catalogue.js';

/**
 * Whether the player may claim today's free sign-in bonus: no claim yet under today's sign-in day
 * key (the UTC ISO date, spec 9).
 */
export async function canClaimFreeSignIn(
  db: Queryable,
  userId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM free_sign_in_claims WHERE user_id = $1 AND day_key = $2::date',
    [userId, signInDayKey(now)],
  );
  return rows.length === 0;
}

/** getActivityIds (spec 7): the live activities, and the player's facts the popups depend on. */
export async function buildActivityIdsStore(
  db: Queryable,
  userId: number | null,
  now: Date = new Date(),
): Promise<ActivityIdsStore> {
  const [activities, totals, signInOpen] = await Promise.all([
    loadLiveActivities(db),
    userId === null
      ? Promise.resolve({ rows: [] })
      : db.query<{ total_recharge: number }>('SELECT total_recharge FROM users WHERE id = $1', [userId]),
    userId === null ? Promise.resolve(false) : canClaimFreeSignIn(db, userId, now),
  ]);
  return {
    activityMap: Object.fromEntries(activities.map((activity) => [activity.typeId, activity])),
    activityIds: activities.map((activity) => activity.typeId),
    // The turntable is the invite-friends spin wheel.
    hasTurntable: activities.some((activity) => activity.typeId === activityTypeIds.InviteUserSpin),
    totalRecharge: totals.rows[0]?.total_recharge ?? 0,
    // The sign-in popup (spec 4) shows while the free sign-in runs and today's bonus is unclaimed.
    loginBonus3CanReceive:
      signInOpen && activities.some((activity) => activity.typeId === activityTypeIds.FreeSign),
  };
}
