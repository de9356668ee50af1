import { bus } from '@casino/bus';
import { type ActivityIdsStore, isPlayerWatchOverlayId } from '@casino/contracts';
import {
  type ActivityFloatPayload,
  activityFloatOverlayId,
  isActivityEnabled,
  isLoggedIn,
  type RemoteOverlay,
  type RemoteOverlayProps,
  useActivities,
  useSession,
  useTranslation,
} from '@casino/platform';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { type RegistryRemotes, registryStore } from '../federation/registry';
import { RemoteBoundary } from '../federation/remote-boundary';
import { loadRemotePlugin, RemoteUnavailableError } from '../federation/remote-loader';
import { CustomerServiceWidget } from '../overlays/customer-service-widget';
import { hostOverlays, isHostOverlayId } from '../overlays/host-overlays';
import { LevelUpWatch } from '../overlays/level-up-watch';
import { type OpenOverlay, openOverlaysStore } from './overlay-requests';
import { useRouteMeta } from './route-meta';
import { tipsDialogStore } from './tips-dialog';

const overlayComponents = new Map<string, ComponentType<RemoteOverlayProps>>();

function remoteOfferingOverlay(remotes: RegistryRemotes, id: string): string | undefined {
  return Object.entries(remotes).find(([, entry]) => entry.overlays.includes(id))?.[0];
}

function overlayComponent(
  remote: string,
  remotes: RegistryRemotes,
  id: string,
): ComponentType<RemoteOverlayProps> {
  const key = `${remote}:${id}`;
  let component = overlayComponents.get(key);
  if (!component) {
    const entry = remotes[remote];
    component = lazy(async () => {
      if (!entry) throw new Error(`No registry entry for ${remote}`);
      const plugin = await loadRemotePlugin(remote, entry);
      const overlay: RemoteOverlay | undefined = plugin.overlays.find((candidate) => candidate.id === id);
      if (!overlay) throw new Error(`${remote} does not offer overlay ${id}`);
      return overlay.load();
    });
    overlayComponents.set(key, component);
  }
  return component;
}

/**
 * A float's boundary: a float whose remote is down or throws shows nothing (no error panel on
 * every named page); a render failure is still reported.
 */
class FloatBoundary extends Component<{ remote: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error): void {
    if (!(error instanceof RemoteUnavailableError)) {
      bus.emit('remote.renderFailed', { remote: this.props.remote, message: error.message });
    }
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function RemoteOverlayView({ overlay, remotes }: { overlay: OpenOverlay; remotes: RegistryRemotes }) {
  const { pathname } = useLocation();
  const remote = remoteOfferingOverlay(remotes, overlay.id);
  if (!remote) return null;
  const Overlay = overlayComponent(remote, remotes, overlay.id);
  const close = () => bus.emit('overlay.close', { id: overlay.id });
  return (
    <RemoteBoundary
      remote={remote}
      targetPath={pathname}
      onRetry={() => overlayComponents.delete(`${remote}:${overlay.id}`)}
    >
      <Suspense fallback={null}>
        <Overlay payload={overlay.payload} close={close} />
      </Suspense>
    </RemoteBoundary>
  );
}

function HostOverlayView({ overlay }: { overlay: OpenOverlay }) {
  if (!isHostOverlayId(overlay.id)) return null;
  const Overlay = hostOverlays[overlay.id];
  const close = () => bus.emit('overlay.close', { id: overlay.id });
  return (
    <Suspense fallback={null}>
      <Overlay payload={overlay.payload} close={close} />
    </Suspense>
  );
}

/** The floats a logged-in player gets: of enabled, floating activities, those a remote offers. */
export function activityFloatIds(
  activityMap: ActivityIdsStore['activityMap'],
  remotes: RegistryRemotes,
  now: number = Date.now(),
): string[] {
  return Object.values(activityMap)
    .filter(
      (activity) =>
        activity.homeFloatShowStatus === 1 && isActivityEnabled({ activityMap }, activity.typeId, true, now),
    )
    .map((activity) => activityFloatOverlayId(activity.typeId))
    .filter((id) => remoteOfferingOverlay(remotes, id) !== undefined);
}

/**
 * The activities' floating elements (ADR 0038): a remote offering `activityFloat.<typeId>` has it
 * mounted on the named pages (spec 2) for a logged-in player while that activity is enabled and
 * floats (`homeFloatShowStatus` 1). A float's `close` hides it until the page changes.
 */
function ActivityFloats({ remotes }: { remotes: RegistryRemotes }) {
  const { pathname } = useLocation();
  const loggedIn = useSession(isLoggedIn);
  const named = useRouteMeta((meta) => meta.name !== undefined);
  const tabBar = useRouteMeta((meta) => !meta.hideTabBar);
  const activityMap = useActivities((state) => state.activityMap);
  const [closed, setClosed] = useState<{ pathname: string; ids: string[] }>({ pathname, ids: [] });
  if (!loggedIn || !named) return null;
  const closedHere = closed.pathname === pathname ? closed.ids : [];
  const floats = activityFloatIds(activityMap, remotes).filter((id) => !closedHere.includes(id));
  const payload: ActivityFloatPayload = { tabBar };
  return floats.map((id) => {
    const remote = remoteOfferingOverlay(remotes, id) as string;
    const Float = overlayComponent(remote, remotes, id);
    return (
      <FloatBoundary key={id} remote={remote}>
        <Suspense fallback={null}>
          <Float payload={payload} close={() => setClosed({ pathname, ids: [...closedHere, id] })} />
        </Suspense>
      </FloatBoundary>
    );
  });
}

/**
 * The overlays that watch over a signed-in player's play (`playerWatch.*`, ADR 0042), mounted on
 * every page while a player is signed in: the member remote's reality check. Each renders nothing
 * until it has something to say; one whose remote is down costs nothing but itself.
 */
/**
 * True once the page has loaded and the browser is idle: a watch's remote then loads after what the
 * player opened the app for, not beside it.
 */
function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelIdle: () => void = () => undefined;
    const waitForIdle = () => {
      if ('requestIdleCallback' in window) {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3_000 });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(() => setIdle(true), 1);
        cancelIdle = () => clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') waitForIdle();
    else window.addEventListener('load', waitForIdle, { once: true });
    return () => {
      window.removeEventListener('load', waitForIdle);
      cancelIdle();
    };
  }, []);
  return idle;
}

/** A watch stays for as long as the player is signed in: closing one changes nothing. */
const keepWatching = () => undefined;

function PlayerWatches({ remotes }: { remotes: RegistryRemotes }) {
  const loggedIn = useSession(isLoggedIn);
  const idle = useIdleAfterLoad();
  if (!loggedIn || !idle) return null;
  return Object.entries(remotes).flatMap(([remote, entry]) =>
    entry.overlays.filter(isPlayerWatchOverlayId).map((id) => {
      const Watch = overlayComponent(remote, remotes, id);
      return (
        <FloatBoundary key={id} remote={remote}>
          <Suspense fallback={null}>
            <Watch close={keepWatching} />
          </Suspense>
        </FloatBoundary>
      );
    }),
  );
}

// The design system's overlays load with the first dialog (here, on a time-out), not at start.
const Dialog = lazy(async () => {
  const { Dialog } = await import('@casino/ui/overlays');
  return { default: Dialog };
});

function TipsDialog() {
  const { t } = useTranslation();
  const message = useStore(tipsDialogStore, (state) => state.message);
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <Dialog
        open
        title={t('tips.title')}
        message={message}
        confirmLabel={t('tips.ok')}
        onConfirm={() => tipsDialogStore.setState({ message: null })}
        onClose={() => tipsDialogStore.setState({ message: null })}
      />
    </Suspense>
  );
}

/**
 * Mounts the overlays asked for over the bus (`overlay.open` / `overlay.close`, recorded by
 * `watchOverlayRequests`): the host's own (`host.*`, see `hostOverlayIds`) and those remotes
 * offer; the activities' floats where they show; the player watches while a player is signed in; and
 * the level-up celebration (ADR 0053). Remote overlays load their remote on first use; a remote that
 * is down costs only its own overlay.
 */
export function OverlayOutlet() {
  const open = useStore(openOverlaysStore, (state) => state.open);
  const registry = useStore(registryStore);
  return (
    <>
      {open.map((overlay) =>
        isHostOverlayId(overlay.id) ? (
          <HostOverlayView key={overlay.id} overlay={overlay} />
        ) : registry.status === 'ready' ? (
          <RemoteOverlayView key={overlay.id} overlay={overlay} remotes={registry.remotes} />
        ) : null,
      )}
      {registry.status === 'ready' ? (
        <>
          <ActivityFloats remotes={registry.remotes} />
          <PlayerWatches remotes={registry.remotes} />
        </>
      ) : null}
      <CustomerServiceWidget />
      <TipsDialog />
      <LevelUpWatch />
    </>
  );
}
