import type { ActivityEntry, ActivityIdsStore } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { activityStore, isActivityEnabled } from '../activity-guard';
import { setNavigator } from '../navigation';
import { logout } from '../session';

const lotteryTypeId = 55;
const now = Date.parse('2025-06-15T12:00:00Z');

function lottery(changes: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 1,
    typeId: lotteryTypeId,
    name: 'Weekly lottery',
    type: 0,
    sort: 1,
    themeUrl: '',
    clickType: 1,
    clickAction: '/activity/lottery',
    unloginShowStatus: 0,
    homeFloatShowStatus: 0,
    status: 1,
    ...changes,
  };
}

function storeWith(activity?: ActivityEntry): Pick<ActivityIdsStore, 'activityMap'> {
  return { activityMap: activity ? { [activity.typeId]: activity } : {} };
}

describe('isActivityEnabled', () => {
  it('enables a listed, enabled activity for a logged-in player', () => {
    expect(isActivityEnabled(storeWith(lottery()), lotteryTypeId, true, now)).toBe(true);
  });

  it('disables an activity the server did not list', () => {
    expect(isActivityEnabled(storeWith(), lotteryTypeId, true, now)).toBe(false);
  });

  it('disables a listed activity whose status is off', () => {
    expect(isActivityEnabled(storeWith(lottery({ status: 0 })), lotteryTypeId, true, now)).toBe(false);
  });

  it('disables an activity before its start time and enables it from that moment', () => {
    const startsNow = storeWith(lottery({ startTime: '2025-06-15T12:00:00Z' }));

    expect(isActivityEnabled(startsNow, lotteryTypeId, true, now - 1)).toBe(false);
    expect(isActivityEnabled(startsNow, lotteryTypeId, true, now)).toBe(true);
  });

  it('disables an activity from its end time on', () => {
    const endsNow = storeWith(lottery({ endTime: '2025-06-15T12:00:00Z' }));

    expect(isActivityEnabled(endsNow, lotteryTypeId, true, now - 1)).toBe(true);
    expect(isActivityEnabled(endsNow, lotteryTypeId, true, now)).toBe(false);
  });

  it('shows an activity to a logged-out visitor only when unloginShowStatus is 1', () => {
    expect(isActivityEnabled(storeWith(lottery({ unloginShowStatus: 0 })), lotteryTypeId, false, now)).toBe(
      false,
    );
    expect(isActivityEnabled(storeWith(lottery({ unloginShowStatus: 1 })), lotteryTypeId, false, now)).toBe(
      true,
    );
  });
});

describe('activityStore', () => {
  const activityIds: ActivityIdsStore = {
    activityMap: { [lotteryTypeId]: lottery() },
    activityIds: [lotteryTypeId],
    hasTurntable: true,
    totalRecharge: 5000,
    loginBonus3CanReceive: true,
  };

  it('is not loaded before getActivityIds has answered', () => {
    expect(activityStore.getState().loaded).toBe(false);
  });

  it('holds what setActivityIds was given, and is then loaded', () => {
    activityStore.getState().setActivityIds(activityIds);

    expect(activityStore.getState()).toMatchObject({ ...activityIds, loaded: true });
  });

  it('forgets the player’s activities on logout', () => {
    activityStore.getState().setActivityIds(activityIds);
    const unregisterNavigator = setNavigator(() => {});

    logout({ reason: 'user' });
    unregisterNavigator();

    expect(activityStore.getState()).toMatchObject({
      loaded: false,
      activityMap: {},
      activityIds: [],
      hasTurntable: false,
      totalRecharge: 0,
      loginBonus3CanReceive: false,
    });
  });
});
