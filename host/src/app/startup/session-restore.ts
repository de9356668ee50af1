import { apiRoutes } from '@casino/contracts';
import {
  callApi,
  getDeviceId,
  logout,
  mergeAppConfig,
  navigation,
  readAdParams,
  sessionStore,
} from '@casino/platform';
import { loadAfterLoginInfo, restoreSessionSnapshot } from '@casino/platform/host';

/**
 * Start-up step 2 (spec 4): preLogin, then for a logged-in player the after-login info.
 * On code 200 a maintenance status redirects to /maintenance and the config fields are merged
 * (the customer-service queue among them); on code 401 the player is logged out. Without a
 * network the player kept from the last visit is shown signed in (and the shell says it is
 * offline), and the step runs again when the network returns, so every section fills without a
 * Retry tap. Other failures leave the shell usable: pages show their own states.
 */
export async function restoreSession(): Promise<void> {
  try {
    if ((await preLoginAndRestore()) === 'unreachable') retryWhenOnline();
  } finally {
    sessionStore.getState().setRestoring(false);
  }
}

function retryWhenOnline(): void {
  window.addEventListener(
    'online',
    () => {
      void preLoginAndRestore().then((outcome) => {
        if (outcome === 'unreachable') retryWhenOnline();
      });
    },
    { once: true },
  );
}

/** No answer came: the device is offline or the server out of reach (the client's code 0). */
const unreachable = (error: unknown) => (error as { code?: number }).code === 0;

async function preLoginAndRestore(): Promise<'done' | 'unreachable'> {
  try {
    const {
      maintenance,
      configVersion: _version,
      ...config
    } = await callApi(apiRoutes.preLogin, preLoginBody());
    mergeAppConfig({ ...config, maintenance });
    if (maintenance.status === 1) navigation.navigate('/maintenance', { replace: true });
  } catch (error) {
    if ((error as { code?: number }).code === 401) logout({ reason: 'preLogin' });
    if (!unreachable(error)) return 'done';
    restoreSessionSnapshot();
    return 'unreachable';
  }
  if (!sessionStore.getState().token) return 'done';
  try {
    await loadAfterLoginInfo();
  } catch (error) {
    // A 401 already logged the player out inside the client; other errors keep what is cached.
    if (!unreachable(error)) return 'done';
    restoreSessionSnapshot();
    return 'unreachable';
  }
  return 'done';
}

/**
 * Spec 7's preLogin fields: device facts and the landing URL's parameters (for attribution),
 * with the attribution parameters of an earlier landing (`ad_params`) when this one has none.
 */
function preLoginBody() {
  return {
    os: (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || 'web',
    deviceModel: navigator.userAgent.slice(0, 128),
    phoneinfoJsonModel: {
      screen: `${window.screen.width}x${window.screen.height}`,
      language: navigator.language,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    deviceId: getDeviceId(),
    urlParams: { ...readAdParams(), ...Object.fromEntries(new URLSearchParams(window.location.search)) },
  };
}
