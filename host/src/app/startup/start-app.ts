import { bus } from '@casino/bus';
import { apiRoutes, h5ClientModes, hostOverlayIds } from '@casino/contracts';
import {
  activityStore,
  appConfigStore,
  appEnvironment,
  callApi,
  eventLog,
  isLoggedIn,
  logEvent,
  mergeAppConfig,
  rememberLandingParams,
  sessionStore,
  startHeartbeat,
  takeFirstLoading,
} from '@casino/platform';
import { registryStore } from '../../federation/registry';
import { ageNoticeAccepted } from '../../overlays/age-notice-consent';
import { loadTheme } from '../../theme/apply-theme';
import { activityRefresh, refreshWhenUserChanges } from './activity-refresh';
import { watchBankruptcy } from './bankruptcy-watch';
import { nextStartupPopup, openActivityPopup, shownPopups } from './popup-sequence';
import { enterStartupPhase, removePageCover } from './startup-store';

/** The cover never stays up longer than this, even when the API is slow to answer. */
const coverMaxWaitMs = 5_000;

/** The game on screen, for the heartbeat. */
function currentGameId(): number | undefined {
  if (location.pathname !== '/game/start') return undefined;
  const gameId = Number(new URLSearchParams(location.search).get('gameId'));
  return Number.isInteger(gameId) && gameId > 0 ? gameId : undefined;
}

function whenRegistrySettled(): Promise<ReadonlySet<string>> {
  const offered = () => {
    const state = registryStore.getState();
    return state.status === 'ready'
      ? new Set(Object.values(state.remotes).flatMap((entry) => entry.overlays))
      : new Set<string>();
  };
  if (registryStore.getState().status !== 'loading') return Promise.resolve(offered());
  return new Promise((resolve) => {
    const stop = registryStore.subscribe((state) => {
      if (state.status === 'loading') return;
      stop();
      resolve(offered());
    });
  });
}

function whenOverlayCloses(id: string): Promise<void> {
  return new Promise((resolve) => {
    const subscription = bus.on('overlay.close').subscribe((closed) => {
      if (closed.id !== id) return;
      subscription.unsubscribe();
      resolve();
    });
  });
}

/** Client mode 1 (spec 1): the age and regulatory notice, until accepted on this device. */
async function showAgeNoticeIfNeeded(): Promise<void> {
  if (appConfigStore.getState().h5ClientMode !== h5ClientModes.philippinesRegulated) return;
  if (ageNoticeAccepted.read()) return;
  const closed = whenOverlayCloses(hostOverlayIds.ageNotice);
  bus.emit('overlay.open', { id: hostOverlayIds.ageNotice });
  await closed;
}

/** Spec 4's popup sequence: at most one popup per start, each activity once per session. */
async function runPopupSequence(): Promise<void> {
  const offeredOverlays = await whenRegistrySettled();
  const popup = nextStartupPopup({
    activities: activityStore.getState(),
    loggedIn: isLoggedIn(sessionStore.getState()),
    environment: appEnvironment(),
    shown: shownPopups.read(),
  });
  if (!popup) return;
  shownPopups.add(popup.id);
  const overlayId = openActivityPopup(popup, offeredOverlays);
  logEvent('popup_show', { eventInterfaceId: String(popup.typeId), eventShowType: overlayId });
}

/**
 * The full config (deposit channels, VIP levels, ...), not needed to uncover the page; asked
 * again when the network returns if none could answer (an offline start).
 */
function loadFullConfig(): void {
  callApi(apiRoutes.appConfig, {})
    .then(mergeAppConfig)
    .catch((error: { code?: number }) => {
      if (error.code === 0) window.addEventListener('online', loadFullConfig, { once: true });
    });
}

/**
 * The start-up of spec 4, in order: (1) the theme (or its preview), (2) preLogin and the
 * after-login info, (3) the page cover comes off, (4) the activity refresh and reward flags, then
 * the age notice (client mode 1) and the start-up popup. The heartbeat, the event log and the
 * bankruptcy watch run from then on.
 */
export async function startApp(restoreSession: () => Promise<void>): Promise<void> {
  rememberLandingParams(location.search);
  eventLog.start();
  if (takeFirstLoading()) logEvent('app_first_open');
  loadFullConfig();

  const coverSteps = (async () => {
    enterStartupPhase('theme');
    await loadTheme(location.search);
    enterStartupPhase('preLogin');
    await restoreSession();
  })();
  await Promise.race([coverSteps, new Promise((resolve) => setTimeout(resolve, coverMaxWaitMs))]);
  removePageCover();
  await coverSteps;

  startHeartbeat({ currentGameId });
  refreshWhenUserChanges();
  watchBankruptcy();
  await activityRefresh.runNow();
  await showAgeNoticeIfNeeded();
  await runPopupSequence();
}
