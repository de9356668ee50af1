import { apiRoutes } from '@casino/contracts';
import { activityStore } from './activity-guard';
import { callApi } from './api-client';
import { sessionStore } from './session';

/**
 * The after-login info of start-up step 2 (spec 4) into the stores: the player, the account's
 * extras and the activity ids. For whatever plays the host (the host, the dev kit's dev app);
 * throws what the call throws, a 401 having logged the player out inside the client already.
 */
export async function loadAfterLoginInfo(): Promise<void> {
  const { user, activities, ...extras } = await callApi(apiRoutes.getAfterLoginInfoWeb, {});
  const session = sessionStore.getState();
  session.setUser(user);
  session.patchExtras({
    ...extras,
    activityIds: activities.activityIds,
    activityMap: activities.activityMap,
  });
  activityStore.getState().setActivityIds(activities);
}
