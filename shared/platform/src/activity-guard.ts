import type { ActivityIdsStore } from '@casino/contracts';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { onLogoutReset } from './session';

/**
 * The `auth-activity` guard's rule: an activity is enabled when its type id is in `activityMap`
 * (the server lists only activities live for the player), its `status` is 1, and now is within
 * its optional window (`startTime` inclusive, `endTime` exclusive). A logged-out visitor also
 * needs `unloginShowStatus` 1.
 */
export function isActivityEnabled(
  activityIdsStore: Pick<ActivityIdsStore, 'activityMap'>,
  typeId: number,
  loggedIn: boolean,
  now: number = Date.now(),
): boolean {
  const activity = activityIdsStore.activityMap[typeId];
  if (activity?.status !== 1) return false;
  if (activity.startTime !== undefined && now < Date.parse(activity.startTime)) return false;
  if (activity.endTime !== undefined && now >= Date.parse(activity.endTime)) return false;
  return loggedIn || activity.unloginShowStatus === 1;
}

export interface ActivityState extends ActivityIdsStore {
  /** Whether getActivityIds has answered since the start or the last logout (guards wait for it). */
  loaded: boolean;
  /** Replaces the store with what getActivityIds returned. */
  setActivityIds: (activityIds: ActivityIdsStore) => void;
}

const noActivities: Omit<ActivityState, 'setActivityIds'> = {
  loaded: false,
  activityMap: {},
  activityIds: [],
  hasTurntable: false,
  totalRecharge: 0,
  loginBonus3CanReceive: false,
};

/** The shared activity ids store (spec 3). */
export const activityStore = createStore<ActivityState>()((set) => ({
  ...noActivities,
  setActivityIds: ({ activityMap, activityIds, hasTurntable, totalRecharge, loginBonus3CanReceive }) =>
    set({ loaded: true, activityMap, activityIds, hasTurntable, totalRecharge, loginBonus3CanReceive }),
}));

// The list is per player (totalRecharge, sign-in bonus); the next refresh fills it for the visitor.
onLogoutReset(() => activityStore.setState(noActivities));

/** Reads the activity store in a component; re-renders when the selected value changes. */
export function useActivities<Selected>(selector: (state: ActivityState) => Selected): Selected {
  return useStore(activityStore, selector);
}
