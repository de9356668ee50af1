// The plugin's routes as the host renders them: the first route whose path matches, its
// validation (false: the 404 page), its guard (`auth`: a visitor goes to the login page and comes
// back; `auth-activity`: also the activity must be enabled), and its title in the remote's
// namespace. Pages the dev app adds (a gallery, say) sit beside them.
import { apiRoutes } from '@casino/contracts';
import {
  activityStore,
  callApi,
  isActivityEnabled,
  isLoggedIn,
  type RemotePlugin,
  type RemoteRoute,
  useSession,
  useTranslation,
} from '@casino/platform';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';

/** A page the dev app serves beside the plugin's routes, e.g. the design system's gallery. */
export interface DevPage {
  /** Its path in the dev app, e.g. `/ui`; `/ui/*` also matches deeper paths. */
  path: string;
  /** The link text in the dev menu. */
  label: string;
  load: () => Promise<{ default: ComponentType }>;
}

export type ResolvedPage =
  | { kind: 'route'; route: RemoteRoute }
  | { kind: 'extra'; page: DevPage }
  | { kind: 'notFound' };

/** Which page a location shows: the plugin's route first (as the host), then the extra pages. */
export function resolvePage(
  plugin: RemotePlugin,
  extraPages: readonly DevPage[],
  pathname: string,
  search: string,
): ResolvedPage {
  for (const route of plugin.routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    const valid = route.validate?.({ params: match.params, search: new URLSearchParams(search) }) ?? true;
    return valid ? { kind: 'route', route } : { kind: 'notFound' };
  }
  const page = extraPages.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  return page ? { kind: 'extra', page } : { kind: 'notFound' };
}

/** One lazy component per loader, so a page keeps its state across re-renders. */
const lazyPages = new Map<DevPage['load'], ComponentType>();
function lazyPage(load: DevPage['load']): ComponentType {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(load);
    lazyPages.set(load, page);
  }
  return page;
}

function loginPathFor(returnTo: string): string {
  return `/auth/login?redirect=${encodeURIComponent(returnTo)}`;
}

function PageWaiting() {
  return (
    <p className="devkit-page-note" aria-busy="true">
      Loading…
    </p>
  );
}

function useActivitiesLoaded(enabled: boolean): boolean {
  const loaded = useStore(activityStore, (state) => state.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled || loaded) return;
    callApi(apiRoutes.getActivityIds, {})
      .then((activities) => activityStore.getState().setActivityIds(activities))
      .catch(() => setFailed(true));
  }, [enabled, loaded]);
  return loaded || failed;
}

function Guarded({ route, children }: { route: RemoteRoute; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const loggedIn = useSession(isLoggedIn);
  const restoring = useSession((session) => session.restoring);
  const needsActivity = route.guard === 'auth-activity' && loggedIn;
  const activitiesKnown = useActivitiesLoaded(needsActivity);
  const activityEnabled = useStore(activityStore, (state) =>
    route.activityTypeId === undefined ? false : isActivityEnabled(state, route.activityTypeId, loggedIn),
  );
  if (!route.guard) return children;
  if (!loggedIn && restoring) return <PageWaiting />;
  if (!loggedIn) return <Navigate to={loginPathFor(pathname + search)} replace />;
  if (route.guard === 'auth-activity') {
    if (!activitiesKnown) return <PageWaiting />;
    if (!activityEnabled)
      return (
        <p className="devkit-page-note" role="status">
          This activity is not available (type {route.activityTypeId} is not enabled for the player).
        </p>
      );
  }
  return children;
}

interface BoundaryState {
  error: Error | null;
}

/** Shows what a page threw, with the stack, and lets the developer try again after a fix. */
class PageBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };
  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="devkit-page-error" role="alert">
        <h2>The page threw an error</h2>
        <pre>{error.stack ?? error.message}</pre>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </section>
    );
  }
}

/** Sets the document title to the route's title, as a tab shows it. */
function useRouteTitle(namespace: string, titleKey: string | undefined, fallback: string): string {
  const { t } = useTranslation(namespace);
  const title = titleKey ? t(titleKey) : fallback;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = 'Page Not Found';
  }, []);
  return <p className="devkit-page-note">Page Not Found: {pathname}</p>;
}

export interface DevRouteViewProps {
  plugin: RemotePlugin;
  resolved: Exclude<ResolvedPage, { kind: 'notFound' }>;
}

/** Renders a resolved page inside an error boundary; a plugin route behind its guard. */
export function DevRouteView({ plugin, resolved }: DevRouteViewProps) {
  const { pathname } = useLocation();
  const route = resolved.kind === 'route' ? resolved.route : undefined;
  useRouteTitle(plugin.i18n.namespace, route?.titleKey, resolved.kind === 'extra' ? resolved.page.label : '');
  const Page = lazyPage(resolved.kind === 'route' ? resolved.route.load : resolved.page.load);
  const page = (
    <PageBoundary key={pathname}>
      <Suspense fallback={<PageWaiting />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
  if (resolved.kind === 'route') return <Guarded route={resolved.route}>{page}</Guarded>;
  // A route context, so an extra page mounted at `/ui/*` can route below it with relative paths.
  return (
    <Routes>
      <Route path={resolved.page.path} element={page} />
    </Routes>
  );
}
