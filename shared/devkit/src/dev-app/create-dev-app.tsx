// `createDevApp({ plugin })`: a remote alone, on the real platform. It does what the host's
// start-up does for a remote (platform configured, i18n with the `ui` namespace and the remote's,
// the app config from the API, a signed-in player), renders the plugin's routes and overlays as
// the host does, and adds the dev menu. Development only: a remote imports it from `dev/`, never
// from `src/`, so it is never in a production bundle.
import { apiRoutes, storageKeys } from '@casino/contracts';
import {
  callApi,
  configurePlatform,
  initI18n,
  mergeAppConfig,
  preferredLocale,
  type RemotePlugin,
  readStorage,
  registerNamespace,
  sessionStore,
} from '@casino/platform';
import { uiBundles, uiNamespace } from '@casino/ui/core';
import type { HttpHandler } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import type { PlatformMockOptions } from '../mocks/platform-mocks';
import { type ApiMode, readApiMode } from './api-mode';
import { DevApp } from './dev-app';
import type { DevAction } from './dev-panel';
import type { DevPage } from './dev-routes';
import { describeError, devState, recordBusEvents, reportProblem } from './dev-state';
import '@casino/ui/styles.css';
import './dev-app.css';

export interface DevAppOptions {
  /** The remote's plugin (`src/plugin.ts`): its routes, overlays and i18n namespace. */
  plugin: RemotePlugin;
  /** Handlers of the remote's own calls for the mocked API: the same its unit tests use. */
  mocks?: readonly HttpHandler[];
  /** The player and app config the mocked platform calls answer with. */
  platformMocks?: PlatformMockOptions;
  /** Pages beside the plugin's routes, e.g. the design system's gallery at `/ui`. */
  extraPages?: readonly DevPage[];
  /** Shortcuts in the dev menu (e.g. the wallet's "play a round"). */
  actions?: readonly DevAction[];
  /** The payload each overlay gets when the dev menu opens it, by overlay id. */
  overlayPayloads?: Readonly<Record<string, unknown>>;
  /** Where to render; defaults to `#root`. */
  container?: HTMLElement;
  /** The API of a first visit: `casino-dev` says which (mocks when it runs without an API). */
  defaultApi?: ApiMode;
}

/** What `casino-dev` tells the page (webpack DefinePlugin); a plain page build falls back to the real API. */
function serverDefaultApi(): ApiMode {
  return process.env.CASINO_DEV_DEFAULT_API === 'mock' ? 'mock' : 'real';
}

/** Configures the platform, i18n and the app config, as the host's start-up does before a page. */
export async function startPlatform(plugin: RemotePlugin): Promise<void> {
  configurePlatform({
    apiBase: '/api',
    appVersion: `${plugin.id}-dev`,
    onTimeoutTip: () => devState.setState({ tip: 'The request has timed out, please try again later' }),
  });
  await initI18n({ locale: preferredLocale() });
  await registerNamespace(uiNamespace, uiBundles);
  await registerNamespace(plugin.i18n.namespace, plugin.i18n.load);
  try {
    mergeAppConfig(await callApi(apiRoutes.appConfig, {}));
  } catch (error) {
    reportProblem(`The app config did not load (is the API running?): ${describeError(error)}`);
  }
}

export async function createDevApp(options: DevAppOptions): Promise<Root> {
  const { plugin } = options;
  recordBusEvents();
  const mode = readApiMode(options.defaultApi ?? serverDefaultApi());
  // The session store read the token when it loaded; `?api=` may just have swapped it.
  sessionStore.setState({ token: readStorage(storageKeys.accessToken) });
  if (mode === 'mock') {
    const { startBrowserMocks } = await import('./browser-mocks');
    await startBrowserMocks(options.mocks ?? [], options.platformMocks);
  }
  await startPlatform(plugin);
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('createDevApp: no #root element to render into');
  // The test player's session starts once the router is up; until then guards wait, not redirect.
  sessionStore.getState().setRestoring(true);
  const root = createRoot(container);
  root.render(
    <DevApp
      plugin={plugin}
      mode={mode}
      extraPages={options.extraPages ?? []}
      actions={options.actions ?? []}
      overlayPayloads={options.overlayPayloads ?? {}}
    />,
  );
  return root;
}
