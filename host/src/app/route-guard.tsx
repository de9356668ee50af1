import { apiRoutes, appPaths } from '@casino/contracts';
import {
  activityStore,
  callApi,
  isActivityEnabled,
  isLoggedIn,
  type RouteGuard as RouteGuardKind,
  savedAccountCredentials,
  useSession,
  useTranslation,
} from '@casino/platform';
import { Button, EmptyState } from '@casino/ui/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { PageSkeleton } from '../pages/page-skeleton';

/**
 * The login page URL that brings the player back to `returnTo` afterwards; on the account tab
 * when an account name is saved (spec 4, as after a logout).
 */
export function loginPathFor(returnTo: string): string {
  return appPaths.login({ account: savedAccountCredentials.load() !== null, redirect: returnTo });
}

/** Where the login page sends the player: the guarded page, or home; never another origin. */
export function safeRedirectTarget(redirect: string | null): string {
  // `//host` and `/\host` both leave the origin in a browser.
  if (!redirect?.startsWith('/') || /^\/[/\\]/.test(redirect)) return '/';
  return redirect;
}

function useActivityIdsLoaded(enabled: boolean): boolean {
  const loaded = useStore(activityStore, (state) => state.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled || loaded) return;
    callApi(apiRoutes.getActivityIds, {})
      .then((ids) => activityStore.getState().setActivityIds(ids))
      .catch(() => setFailed(true));
  }, [enabled, loaded]);
  return loaded || failed;
}

function ActivityUnavailable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={t('guard.activityUnavailableTitle')}
      message={t('guard.activityUnavailableMessage')}
      action={<Button onClick={() => navigate('/')}>{t('guard.backHome')}</Button>}
    />
  );
}

export interface RouteGuardProps {
  guard: RouteGuardKind | undefined;
  activityTypeId?: number;
  children: ReactNode;
}

/**
 * `auth`: a logged-out visitor goes to the login page, which returns here afterwards.
 * `auth-activity`: the same, and the activity must be enabled for the user
 * (`isActivityEnabled`); otherwise the page explains the activity is not available.
 */
export function RouteGuard({ guard, activityTypeId, children }: RouteGuardProps) {
  const { pathname, search } = useLocation();
  const loggedIn = useSession(isLoggedIn);
  const restoring = useSession((session) => session.restoring);
  const needsActivity = guard === 'auth-activity' && loggedIn;
  const activitiesKnown = useActivityIdsLoaded(needsActivity);
  const activityEnabled = useStore(activityStore, (state) =>
    activityTypeId === undefined ? false : isActivityEnabled(state, activityTypeId, loggedIn),
  );

  if (!guard) return children;
  if (!loggedIn && restoring) return <PageSkeleton />;
  if (!loggedIn) return <Navigate to={loginPathFor(pathname + search)} replace />;
  if (guard === 'auth-activity') {
    if (!activitiesKnown) return <PageSkeleton />;
    if (!activityEnabled) return <ActivityUnavailable />;
  }
  return children;
}
