import { activityStore, callApi, logout, mergeAppConfig, navigation, sessionStore } from '@casino/platform';

/**
 * The shell's start-up calls: app config, then preLogin (maintenance, a stale token), then the
 * logged-in player's info. Failures leave the shell usable: pages show their own states.
 */
export async function startSession(): Promise<void> {
  try {
    await restore();
  } finally {
    sessionStore.getState().setRestoring(false);
  }
}

async function restore(): Promise<void> {
  callApi('appConfig', {})
    .then(mergeAppConfig)
    .catch(() => undefined);
  try {
    const { maintenance, configVersion: _version, ...config } = await callApi('preLogin', preLoginBody());
    mergeAppConfig({ ...config, maintenance });
    if (maintenance.status === 1) navigation.navigate('/maintenance', { replace: true });
  } catch (error) {
    if ((error as { code?: number }).code === 401) logout({ reason: 'preLogin' });
    return;
  }
  if (!sessionStore.getState().token) return;
  try {
    const { user, activities, ...extras } = await callApi('getAfterLoginInfoWeb', {});
    const session = sessionStore.getState();
    session.setUser(user);
    session.patchExtras(extras);
    activityStore.getState().setActivityIds(activities);
  } catch {
    // A 401 already logged the player out inside the client; other errors keep what is cached.
  }
}

/** Spec 7's preLogin fields: device facts and the landing URL's parameters (for attribution). */
function preLoginBody() {
  return {
    os: (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || 'web',
    deviceModel: navigator.userAgent.slice(0, 128),
    phoneinfoJsonModel: {
      screen: `${window.screen.width}x${window.screen.height}`,
      language: navigator.language,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    deviceId: deviceId(),
    urlParams: Object.fromEntries(new URLSearchParams(window.location.search)),
  };
}

const deviceIdKey = 'device_id';

/** A stable random id per device, sent with preLogin. */
function deviceId(): string {
  let id = localStorage.getItem(deviceIdKey);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(deviceIdKey, id);
  }
  return id;
}
