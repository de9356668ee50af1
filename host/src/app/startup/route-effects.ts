import { logEvent } from '@casino/platform';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { activityRefresh } from './activity-refresh';

/**
 * What the route changes drive: a `page_view` event for each page, and the activity refresh when
 * the route returns home (spec 4).
 */
export function useRouteLifecycle(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    logEvent('page_view', { eventInterfaceId: pathname, ...(from === null ? {} : { eventFrom: from }) });
    if (pathname === '/' && from !== null && from !== '/') activityRefresh.request();
  }, [pathname]);
}
