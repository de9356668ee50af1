import type { BusEventName } from '@casino/contracts';
import type { ComponentType } from 'react';

/** The route names of spec section 2; other routes are anonymous. */
export type RouteName =
  | 'index'
  | 'member'
  | 'vip-level'
  | 'agent'
  | 'game-start'
  | 'bonus-event'
  | 'bonus-tasks'
  | 'bonus-reward'
  | 'bonus-record';

/**
 * `auth`: a logged-in user is required.
 * `auth-activity`: also requires the route's activity to exist and be enabled for the user
 * (see `isActivityEnabled`).
 */
export type RouteGuard = 'auth' | 'auth-activity';

export interface RouteMatch {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

export interface RemoteRoute {
  /** Absolute path pattern in react-router syntax, e.g. `/withdrawal/:name`. */
  path: string;
  name?: RouteName;
  guard?: RouteGuard;
  /** Activity type id (spec 3) checked by the `auth-activity` guard. */
  activityTypeId?: number;
  /** Hides the top bar (spec 2: many pages hide the top navigation bar). */
  hideNav?: boolean;
  /** i18n key of the page title, in the remote's namespace. */
  titleKey: string;
  /** Route validation: `false` shows the 404 page (spec 8). */
  validate?: (match: RouteMatch) => boolean;
  load: () => Promise<{ default: ComponentType }>;
}

export interface RemoteOverlayProps {
  /** Payload the opener sent with `overlay.open`. */
  payload?: unknown;
  close: () => void;
}

/**
 * The overlay id under which a remote offers an activity's floating element (spec 2: the jackpot
 * bubble). The remote lists it in its plugin's `overlays` and its package's `casino.overlays`; the
 * host mounts it, with an `ActivityFloatPayload`, on every page with a route name (`RouteName`)
 * for a logged-in player while the activity is enabled (`isActivityEnabled`) and its
 * `homeFloatShowStatus` is 1 (ADR 0038). Nobody opens it over the bus.
 */
export function activityFloatOverlayId(activityTypeId: number): string {
  return `activityFloat.${activityTypeId}`;
}

/** What the host passes an activity float (`RemoteOverlayProps.payload`). */
export interface ActivityFloatPayload {
  /** Whether the bottom tab bar is on screen: a float never covers it. */
  tabBar: boolean;
}

export interface RemoteOverlay {
  /** Global overlay id, e.g. `jackpot.luckyModal`. */
  id: string;
  load: () => Promise<{ default: ComponentType<RemoteOverlayProps> }>;
}

/** A remote's one public face (exposed as `./plugin`). */
export interface RemotePlugin {
  id: string;
  routes: RemoteRoute[];
  overlays: RemoteOverlay[];
  /**
   * Bus events this remote emits and consumes (documentation and contract tests): names of the
   * contracts' bus catalogue, so a misspelt or unknown event is a type error.
   */
  events: { emits: readonly BusEventName[]; consumes: readonly BusEventName[] };
  /** The remote's i18n namespace and its resources per locale, loaded on demand. */
  i18n: { namespace: string; load: (locale: string) => Promise<Record<string, unknown>> };
}

export function defineRemotePlugin(plugin: RemotePlugin): RemotePlugin {
  return plugin;
}
