import { apiRoutes, type UserInfo, type UserStoreExtras } from '@casino/contracts';
import { activityStore } from './activity-guard';
import { callApi } from './api-client';
import { readStorage, removeStorage, writeStorage } from './browser-storage';
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

/** localStorage key of the last player the server confirmed, for a start without a network. */
const sessionSnapshotKey = 'session_snapshot';

interface SessionSnapshot {
  token: string;
  user: UserInfo;
  extras: Partial<UserStoreExtras> | null;
}

/**
 * Keeps the signed-in player (user and extras, with the token they belong to) in localStorage as
 * it changes, and drops it when the session ends, so a reload without a network can still show
 * the player signed in (`restoreSessionSnapshot`). The host calls it once at start; returns a
 * function that stops keeping it.
 */
export function keepSessionSnapshot(): () => void {
  return sessionStore.subscribe((state, previous) => {
    if (state.token === null) {
      if (previous.token !== null) removeStorage(sessionSnapshotKey);
      return;
    }
    if (state.user === null || (state.user === previous.user && state.extras === previous.extras)) return;
    const snapshot: SessionSnapshot = { token: state.token, user: state.user, extras: state.extras };
    writeStorage(sessionSnapshotKey, JSON.stringify(snapshot));
  });
}

function readSnapshot(): SessionSnapshot | null {
  try {
    const stored = JSON.parse(readStorage(sessionSnapshotKey) ?? 'null') as Partial<SessionSnapshot> | null;
    if (typeof stored?.token !== 'string' || typeof stored.user?.id !== 'number') return null;
    return { token: stored.token, user: stored.user, extras: stored.extras ?? null };
  } catch {
    return null;
  }
}

/**
 * When the server cannot be reached at start, shows the player the kept snapshot says is signed
 * in with this very token: signed in and offline, not logged out. The server's answer replaces it
 * once the network is back. Answers whether a snapshot was restored.
 */
export function restoreSessionSnapshot(): boolean {
  const session = sessionStore.getState();
  const snapshot = readSnapshot();
  if (!snapshot || session.token === null || snapshot.token !== session.token || session.user) return false;
  session.setUser(snapshot.user);
  if (snapshot.extras) session.patchExtras(snapshot.extras);
  return true;
}
