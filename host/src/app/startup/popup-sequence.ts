import { bus } from '@casino/bus';
import {
  type ActivityEntry,
  type ActivityIdsStore,
  activityDisplayTypes,
  activityPopupOverlayId,
  activityTypeIds,
  hostOverlayIds,
} from '@casino/contracts';
import type { AppEnvironment } from '@casino/platform';

export interface PopupContext {
  activities: Pick<ActivityIdsStore, 'activityMap' | 'totalRecharge' | 'loginBonus3CanReceive'>;
  loggedIn: boolean;
  environment: Pick<AppEnvironment, 'nativeApp' | 'installedPwa' | 'iosStandalone' | 'chromeOnIos'>;
  /** Activity ids already shown this session. */
  shown: ReadonlySet<number>;
}

function isPopup(activity: ActivityEntry | undefined): activity is ActivityEntry {
  return activity?.type === activityDisplayTypes.popup;
}

/** The per-activity rules of spec 4's start-up popup sequence. */
function mayShow(activity: ActivityEntry, context: PopupContext): boolean {
  const { activities, loggedIn, environment } = context;
  switch (activity.typeId) {
    case activityTypeIds.Download:
      return !(
        environment.nativeApp ||
        environment.installedPwa ||
        environment.iosStandalone ||
        environment.chromeOnIos ||
        !loggedIn
      );
    case activityTypeIds.FirstDepositTips:
      return activities.totalRecharge <= 0 && (activity.unloginShowStatus === 1 || loggedIn);
    case activityTypeIds.Notice:
      return !isPopup(activities.activityMap[activityTypeIds.FirstDepositTips]);
    case activityTypeIds.FreeSign:
      return activities.loginBonus3CanReceive;
    default:
      return true;
  }
}

/**
 * The one popup to show now (spec 4): popup-type activities in sort order, skipping those shown
 * this session and those their rule excludes; the first that remains, or none.
 */
export function nextStartupPopup(context: PopupContext): ActivityEntry | null {
  const candidates = Object.values(context.activities.activityMap)
    .filter((activity) => isPopup(activity) && !context.shown.has(activity.id))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  return candidates.find((activity) => mayShow(activity, context)) ?? null;
}

const shownStorageKey = 'startup_popups_shown';

/** Activity ids whose popup this browser session has shown (sessionStorage: gone with the tab). */
export const shownPopups = {
  read(): Set<number> {
    try {
      const ids: unknown = JSON.parse(sessionStorage.getItem(shownStorageKey) ?? '[]');
      return new Set(Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : []);
    } catch {
      return new Set();
    }
  },
  add(id: number): void {
    try {
      sessionStorage.setItem(shownStorageKey, JSON.stringify([...this.read(), id]));
    } catch {
      // Without storage the popup may show again after a reload; nothing worse.
    }
  },
};

/**
 * Opens an activity's popup: from the remote that offers `activityPopup.<typeId>` (through the
 * overlay outlet), or the host's generic activity popup.
 */
export function openActivityPopup(activity: ActivityEntry, offeredOverlayIds: ReadonlySet<string>): string {
  const remoteOverlay = activityPopupOverlayId(activity.typeId);
  if (offeredOverlayIds.has(remoteOverlay)) {
    bus.emit('overlay.open', { id: remoteOverlay, payload: { activityTypeId: activity.typeId } });
    return remoteOverlay;
  }
  bus.emit('overlay.open', {
    id: hostOverlayIds.activityPopup,
    payload: { activityTypeId: activity.typeId },
  });
  return hostOverlayIds.activityPopup;
}
