import { bus } from '@casino/bus';
import { configurePlatform, i18n, platformInstanceId, watchCrossTabLogout } from '@casino/platform';
import { keepSessionSnapshot } from '@casino/platform/host';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadHostRoute } from './app/host-routes';
import { watchOverlayRequests } from './app/overlay-requests';
import { reloadRegistry } from './app/registry-loading';
import { restoreSession } from './app/startup/session-restore';
import { startApp } from './app/startup/start-app';
import { showTips } from './app/tips-dialog';
import { remoteFailurePlugin } from './federation/remote-failure-plugin';
import { remoteNameOfContainer } from './federation/remote-loader';
import { retryWithBackoffPlugin } from './federation/retry-with-backoff-plugin';
import { startTranslations } from './i18n/host-translations';
import { captureInstallPrompt } from './overlays/install-availability';
import { clearSocialSignIn } from './pages/auth/social-sign-in-pending';
import { watchConnectivity } from './pwa/pwa-state';
import { startPwa } from './pwa/service-worker';
// The design system's stylesheet, global and loaded at start; its components' groups load as routes use them.
import '@casino/ui/styles.css';

// The landing page's chunk downloads while start-up calls the API, not after (issue 18).
preloadHostRoute(location.pathname);

configurePlatform({
  apiBase: process.env.API_BASE ?? '/api',
  appVersion: process.env.APP_VERSION ?? '0.0.0',
  onTimeoutTip: () => showTips(i18n.t('tips.timeout')),
  signOutSocial: clearSocialSignIn,
});
const translationsPending = startTranslations();

registerPlugins([
  retryWithBackoffPlugin({ backoffMs: [300, 1000] }),
  remoteFailurePlugin((failure) => bus.emit('remote.loadFailed', failure), remoteNameOfContainer),
]);

// Exposed for diagnostics and the e2e proof that remotes share the host's platform instance.
document.documentElement.dataset.platformInstance = platformInstanceId;
watchCrossTabLogout();
keepSessionSnapshot();
watchOverlayRequests();
captureInstallPrompt();
reloadRegistry();
watchConnectivity();
startPwa(process.env.BUILD_ID ?? 'development');

// The app renders under the page cover; start-up (spec 4) removes the cover once the theme and
// preLogin are done.
function render(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // A transition lets React yield to the browser every few milliseconds while it builds the first
  // tree under the page cover, instead of one long task that blocks input (TBT, ADR 0018).
  startTransition(() => root.render(<App />));
  void startApp(restoreSession);
}
// A player who chose another language waits for its small chunk; offline without it, en-US shows.
if (translationsPending) translationsPending.then(render, render);
else render();
