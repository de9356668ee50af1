import { pwaStore } from './pwa-state';

/** Where the failed registration flag is kept for support and event logs (spec 8). */
export const registrationFailedKey = 'sw_registration_failed';
/** How often the build stamp is checked while the page is visible (the spec leaves it open). */
const buildPollIntervalMs = 5 * 60_000;

export interface ServiceWorkerOptions {
  scriptUrl?: string;
  container?: ServiceWorkerContainer;
}

/**
 * Registers the workbox service worker and watches for a new one taking control: the first
 * worker claiming an uncontrolled page is the install, not an update; any later change of
 * controller is a new build, and the page offers a reload (spec 4). A failed registration is
 * recorded as a flag. Returns the registration, or null when there is none.
 */
export async function registerServiceWorker({
  scriptUrl = '/sw.js',
  container = navigator.serviceWorker,
}: ServiceWorkerOptions = {}): Promise<ServiceWorkerRegistration | null> {
  if (!container) return null;
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (controlled) pwaStore.setState({ updateReady: true });
    controlled = true;
  });
  try {
    return await container.register(scriptUrl);
  } catch (error) {
    pwaStore.setState({ registrationFailed: true });
    try {
      localStorage.setItem(
        registrationFailedKey,
        JSON.stringify({ at: new Date().toISOString(), message: String(error) }),
      );
    } catch {
      // The in-memory flag still holds.
    }
    return null;
  }
}

export interface BuildPollOptions {
  buildId: string;
  registration: () => ServiceWorkerRegistration | null;
  fetchImpl?: typeof fetch;
}

/**
 * One check of `builds/latest.json` (with a timestamp query, spec 7): a different build id means
 * a new release. With a service worker, ask it to update (its new worker takes control and the
 * controller change offers the reload); without one, offer the reload at once.
 */
export async function checkForNewBuild({
  buildId,
  registration,
  fetchImpl = fetch,
}: BuildPollOptions): Promise<boolean> {
  let latest: { buildId?: unknown };
  try {
    const response = await fetchImpl(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return false;
    latest = await response.json();
  } catch {
    return false;
  }
  if (typeof latest.buildId !== 'string' || latest.buildId === buildId) return false;
  const current = registration();
  if (current) await current.update().catch(() => pwaStore.setState({ updateReady: true }));
  else pwaStore.setState({ updateReady: true });
  return true;
}

/** Polls the build stamp while the page is visible, and when it becomes visible again. */
function pollForNewBuilds(options: BuildPollOptions, intervalMs = buildPollIntervalMs): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const check = () => void checkForNewBuild(options);
  const start = () => {
    clearInterval(timer);
    timer = setInterval(check, intervalMs);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') {
      check();
      start();
    } else clearInterval(timer);
  };
  document.addEventListener('visibilitychange', onVisibility);
  if (document.visibilityState === 'visible') start();
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * The host's PWA start: after the page has loaded and gone idle (the worker's precache download
 * must not compete with the first paint), register the worker and start the build poll.
 */
export function startPwa(buildId: string): void {
  let registration: ServiceWorkerRegistration | null = null;
  const start = async () => {
    registration = await registerServiceWorker();
    pollForNewBuilds({ buildId, registration: () => registration });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => void start()) : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
