import { bus } from '@casino/bus';
import {
  configurePlatform,
  i18n,
  initI18n,
  platformInstanceId,
  readLocaleCookie,
  watchCrossTabLogout,
} from '@casino/platform';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { reloadRegistry } from './app/registry-loading';
import { startSession } from './app/start-session';
import { showTips } from './app/tips-dialog';
import { remoteFailurePlugin } from './federation/remote-failure-plugin';
import { remoteNameOfContainer } from './federation/remote-loader';
import { retryWithBackoffPlugin } from './federation/retry-with-backoff-plugin';
import { commonEnUs } from './i18n/en-us';

configurePlatform({
  apiBase: process.env.API_BASE ?? '/api',
  appVersion: process.env.APP_VERSION ?? '0.0.0',
  onTimeoutTip: () => showTips(i18n.t('tips.timeout')),
});
initI18n({ locale: readLocaleCookie() ?? 'en-US', resources: { 'en-US': { common: commonEnUs } } });

registerPlugins([
  retryWithBackoffPlugin({ backoffMs: [300, 1000] }),
  remoteFailurePlugin((failure) => bus.emit('remote.loadFailed', failure), remoteNameOfContainer),
]);

// Exposed for diagnostics and the e2e proof that remotes share the host's platform instance.
document.documentElement.dataset.platformInstance = platformInstanceId;
watchCrossTabLogout();
reloadRegistry();
startSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(<App />);
document.documentElement.classList.add('app-ready');
