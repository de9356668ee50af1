import type { RouteName } from '@casino/platform';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchPath } from 'react-router-dom';
import { withPageTexts } from '../i18n/page-texts';

type PageModule = Promise<{ default: ComponentType }>;

/** A lazily loaded page whose chunk can be asked for before React renders it. */
type LazyPage = LazyExoticComponent<ComponentType> & { preload(): void };

export interface HostRoute {
  path: string;
  name?: RouteName;
  guard?: 'auth';
  hideNav?: boolean;
  hideTabBar?: boolean;
  /** Route validation (spec 8): `false` shows the 404 page. */
  validate?: (search: URLSearchParams) => boolean;
  component: LazyPage;
}

/** React's `lazy` and `preload` share one load, so a preloaded page renders without a second wait. */
function page(load: () => PageModule): LazyPage {
  let loading: PageModule | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(lazy(loadOnce), {
    preload() {
      // A failure shows when React renders the page, through its boundary.
      loadOnce().catch(() => {});
    },
  });
}
/** A page whose texts are not in the first load (`commonPagesEnUs`). */
const pageWithTexts = (load: () => PageModule) => page(withPageTexts(load));

/** The routes the host owns (see ARCHITECTURE.md); every other path belongs to a remote. */
export const hostRoutes: readonly HostRoute[] = [
  { path: '/', name: 'index', component: page(() => import('../pages/home/home-page')) },
  {
    path: '/about-us',
    hideNav: true,
    component: pageWithTexts(() => import('../pages/static/about-us-page')),
  },
  { path: '/download', hideNav: true, component: page(() => import('../pages/static/download-route')) },
  { path: '/faq', hideNav: true, component: page(() => import('../pages/static/faq-page')) },
  {
    path: '/maintenance',
    hideNav: true,
    hideTabBar: true,
    component: page(() => import('../pages/static/maintenance-route')),
  },
  {
    path: '/privacy-policy',
    hideNav: true,
    component: page(() => import('../pages/static/privacy-policy-page')),
  },
  {
    path: '/terms-of-use',
    hideNav: true,
    component: page(() => import('../pages/static/terms-of-use-page')),
  },
  {
    path: '/auth/login',
    hideNav: true,
    hideTabBar: true,
    validate: (search) => !search.has('type') || search.get('type') === 'account',
    component: pageWithTexts(() => import('../pages/auth/login-page')),
  },
  {
    path: '/auth/accountLogin',
    hideNav: true,
    hideTabBar: true,
    component: pageWithTexts(() => import('../pages/auth/account-login-page')),
  },
  {
    path: '/auth/bind',
    guard: 'auth',
    hideNav: true,
    hideTabBar: true,
    component: pageWithTexts(() => import('../pages/auth/bind-page')),
  },
  {
    path: '/auth/forget',
    hideNav: true,
    hideTabBar: true,
    component: pageWithTexts(() => import('../pages/auth/forget-page')),
  },
  {
    path: '/auth/register',
    hideNav: true,
    hideTabBar: true,
    component: pageWithTexts(() => import('../pages/auth/register-page')),
  },
  {
    path: '/auth/set-password',
    guard: 'auth',
    hideNav: true,
    hideTabBar: true,
    component: pageWithTexts(() => import('../pages/auth/set-password-page')),
  },
  {
    path: '/auth/social-callback',
    hideNav: true,
    hideTabBar: true,
    component: pageWithTexts(() => import('../pages/auth/social-callback-page')),
  },
  {
    path: '/game/search',
    hideNav: true,
    component: pageWithTexts(() => import('../pages/game/game-search-page')),
  },
  {
    path: '/game/start',
    name: 'game-start',
    guard: 'auth',
    hideNav: true,
    hideTabBar: true,
    validate: (search) => /^\d+$/.test(search.get('gameId') ?? ''),
    component: pageWithTexts(() => import('../pages/game/game-start-page')),
  },
  {
    path: '/service',
    hideNav: true,
    component: pageWithTexts(() => import('../pages/service/service-page')),
  },
  {
    path: '/service/vip',
    hideNav: true,
    component: pageWithTexts(() => import('../pages/service/vip-service-page')),
  },
];

export const hostPaths = hostRoutes.map((route) => route.path);

/**
 * Starts loading the page of the host route at `pathname`, if any: called as start-up begins, so
 * the landing page's chunk downloads beside the theme and preLogin calls instead of after them.
 */
export function preloadHostRoute(pathname: string): void {
  hostRoutes.find((route) => matchPath(route.path, pathname))?.component.preload();
}
