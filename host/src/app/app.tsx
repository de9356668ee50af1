import { setNavigator } from '@casino/platform';
import { Component, type ReactNode, Suspense, useEffect, useLayoutEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { isRegistryStale, refreshRegistry, registryStore } from '../federation/registry';
import { RemoteFallback } from '../federation/remote-boundary';
import { isRemoteLoaded } from '../federation/remote-loader';
import { RemoteRouteView } from '../federation/remote-route';
import { resolveRouteOwner } from '../federation/route-ownership';
import { NotFoundPage } from '../pages/not-found-page';
import { PageSkeleton } from '../pages/page-skeleton';
import { ServerErrorPage } from '../pages/server-error-page';
import { PwaNotices } from '../pwa/pwa-notices';
import { AppFrame } from './app-frame';
import { useHostBusHandlers } from './host-bus-handlers';
import { type HostRoute, hostPaths, hostRoutes } from './host-routes';
import { OverlayOutlet } from './overlay-outlet';
import { registryUrl, reloadRegistry } from './registry-loading';
import { RouteGuard } from './route-guard';
import { routeMetaStore } from './route-meta';
import { useRouteLifecycle } from './startup/route-effects';

function HostPage({ route }: { route: HostRoute }) {
  const { search } = useLocation();
  const valid = route.validate?.(new URLSearchParams(search)) ?? true;
  useLayoutEffect(() => {
    if (valid) {
      routeMetaStore.setState({
        name: route.name,
        hideNav: route.hideNav ?? false,
        hideTabBar: route.hideTabBar ?? false,
      });
    }
  }, [route, valid]);
  if (!valid) return <NotFoundPage />;
  const Page = route.component;
  return (
    <RouteGuard guard={route.guard}>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RouteGuard>
  );
}

/** Any path the host does not own: the registry says which remote does, if any. */
function RemoteOrNotFound() {
  const { pathname } = useLocation();
  const registry = useStore(registryStore);
  const owner = registry.status === 'ready' ? resolveRouteOwner(pathname, hostPaths, registry.remotes) : null;
  const remote = owner?.kind === 'remote' ? owner.remote : null;
  // A remote this page has not loaded yet gets the registry's current version: an old registry
  // is fetched again first. A remote already loaded keeps its version until the next page load.
  const needsFreshRegistry = remote !== null && !isRemoteLoaded(remote) && isRegistryStale(registry);
  useEffect(() => {
    if (needsFreshRegistry) refreshRegistry(registryUrl);
  }, [needsFreshRegistry]);
  if (registry.status === 'loading' || needsFreshRegistry) return <PageSkeleton />;
  if (registry.status === 'failed') return <RemoteFallback remote="registry" onRetry={reloadRegistry} />;
  const entry = remote === null ? undefined : registry.remotes[remote];
  if (!remote || !entry) return <NotFoundPage />;
  return <RemoteRouteView key={remote} remote={remote} entry={entry} />;
}

function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path, options) => navigate(path, options)), [navigate]);
  return null;
}

function HostEffects() {
  useHostBusHandlers();
  useRouteLifecycle();
  return null;
}

/** The 500 page for errors of the shell itself (remotes have their own boundaries). */
class ShellBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}

export function App() {
  return (
    <ShellBoundary>
      <BrowserRouter>
        <NavigatorBridge />
        <HostEffects />
        <AppFrame>
          <Routes>
            {hostRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={<HostPage route={route} />} />
            ))}
            <Route path="*" element={<RemoteOrNotFound />} />
          </Routes>
        </AppFrame>
        <OverlayOutlet />
        <PwaNotices />
      </BrowserRouter>
    </ShellBoundary>
  );
}
