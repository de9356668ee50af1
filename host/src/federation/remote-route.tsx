import type { RemotePlugin, RemoteRoute } from '@casino/platform';
import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { RouteGuard } from '../app/route-guard';
import { routeMetaStore } from '../app/route-meta';
import { NotFoundPage } from '../pages/not-found-page';
import { PageSkeleton } from '../pages/page-skeleton';
import { clearChunkReloadMarker } from './chunk-reload';
import type { RegistryRemote } from './registry';
import { RemoteBoundary, RemoteFallback } from './remote-boundary';
import { loadRemotePlugin, runningRemoteVersions } from './remote-loader';

type PluginState =
  | { status: 'loading' }
  | { status: 'ready'; plugin: RemotePlugin }
  | { status: 'failed'; error: unknown };

/** Lazy page components, one per route and retry attempt (React.lazy keeps a failed import). */
const pageComponents = new Map<string, ComponentType>();
function pageComponent(remote: string, route: RemoteRoute, attempt: number): ComponentType {
  const key = `${remote}:${route.path}:${attempt}`;
  let component = pageComponents.get(key);
  if (!component) {
    component = lazy(route.load);
    pageComponents.set(key, component);
  }
  return component;
}

function findRoute(plugin: RemotePlugin, pathname: string, search: string) {
  for (const route of plugin.routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) {
      const valid = route.validate?.({ params: match.params, search: new URLSearchParams(search) }) ?? true;
      return valid ? route : undefined;
    }
  }
  return undefined;
}

function RemotePage({ remote, route, attempt }: { remote: string; route: RemoteRoute; attempt: number }) {
  const { pathname, search } = useLocation();
  const Page = pageComponent(remote, route, attempt);
  // The same target the boundary marked before reloading.
  useEffect(() => clearChunkReloadMarker(pathname + search), [pathname, search]);
  return <Page />;
}

export interface RemoteRouteViewProps {
  remote: string;
  entry: RegistryRemote;
}

/** Renders a path owned by a remote: its plugin decides the page, guard and chrome. */
export function RemoteRouteView({ remote, entry }: RemoteRouteViewProps) {
  const { pathname, search } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PluginState>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) must load again
  useEffect(() => {
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    loadRemotePlugin(remote, entry)
      .then((plugin) => current && setState({ status: 'ready', plugin }))
      .catch((error: unknown) => current && setState({ status: 'failed', error }));
    return () => {
      current = false;
    };
  }, [remote, entry, attempt]);

  const route = state.status === 'ready' ? findRoute(state.plugin, pathname, search) : undefined;

  useLayoutEffect(() => {
    if (route)
      routeMetaStore.setState({ name: route.name, hideNav: route.hideNav ?? false, hideTabBar: false });
    // Until the plugin says which route this is, the page has no name: the previous page's name
    // would show its floats (ADR 0038) over this one's skeleton.
    else routeMetaStore.setState({ name: undefined });
  }, [route]);

  const retry = () => setAttempt((value) => value + 1);
  const runningVersion = useStore(runningRemoteVersions, (versions) => versions[remote]);

  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'failed') return <RemoteFallback remote={remote} onRetry={retry} />;
  if (!route) return <NotFoundPage />;
  return (
    // Names the remote and version rendering this page (support, release tests); `display:
    // contents` keeps the wrapper out of the layout.
    <div
      style={{ display: 'contents' }}
      data-remote={remote}
      data-remote-version={runningVersion ?? entry.version}
    >
      <RemoteBoundary
        key={`${pathname}:${attempt}`}
        remote={remote}
        targetPath={pathname + search}
        onRetry={retry}
      >
        <RouteGuard guard={route.guard} activityTypeId={route.activityTypeId}>
          <Suspense fallback={<PageSkeleton />}>
            <RemotePage remote={remote} route={route} attempt={attempt} />
          </Suspense>
        </RouteGuard>
      </RemoteBoundary>
    </div>
  );
}
