import { bus } from '@casino/bus';
import type { ActivityIdsStore } from '@casino/contracts';
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
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { type RegistryRemotes, registryStore } from '../federation/registry';
import { RemoteBoundary } from '../federation/remote-boundary';
import { loadRemotePlugin } from '../federation/remote-loader';
import { CustomerServiceWidget } from '../overlays/customer-service-widget';
import { hostOverlays, isHostOverlayId } from '../overlays/host-overlays';
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

function RemoteOverlayView({
  overlay,
  remotes,
  close = () => bus.emit('overlay.close', { id: overlay.id }),
}: {
  overlay: OpenOverlay;
  remotes: RegistryRemotes;
  close?: () => void;
}) {
  const { pathname } = useLocation();
  const remote = remoteOfferingOverlay(remotes, overlay.id);
  if (!remote) return null;
  const Overlay = overlayComponent(remote, remotes, overlay.id);
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
 * The activities' floating elements (ADR 0037): a remote offering `activityFloat.<typeId>` has it
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
  return floats.map((id) => (
    <RemoteOverlayView
      key={id}
      overlay={{ id, payload }}
      remotes={remotes}
      close={() => setClosed({ pathname, ids: [...closedHere, id] })}
    />
  ));
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
 * offer; and the activities' floats where they show. Remote overlays load their remote on first
 * use; a remote that is down costs only its own overlay.
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
      {registry.status === 'ready' ? <ActivityFloats remotes={registry.remotes} /> : null}
      <CustomerServiceWidget />
      <TipsDialog />
    </>
  );
}
