import { apiErrorText, useTranslation } from '@casino/platform';
import { ErrorPanel, Skeleton } from '@casino/ui/core';
import type { ReactNode } from 'react';

/** The part of a TanStack query result the view needs (`useQuery`'s, `useInfiniteQuery`'s). */
export interface ViewedQuery<Data> {
  data: Data | undefined;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A query's content once it has data; before that its skeleton, or its error with a retry. Data
 * that a later refetch failed to renew stays on screen: the player sees it, not an error.
 */
export function QueryView<Data>({
  query,
  skeletonHeight,
  children,
}: {
  query: ViewedQuery<Data>;
  /** The height of the content, reserved while it loads so nothing shifts when it arrives. */
  skeletonHeight: number;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('wallet');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return (
      <ErrorPanel
        title={apiErrorText(t, query.error)}
        actionLabel={t('retry')}
        onAction={() => void query.refetch()}
      />
    );
  }
  return <Skeleton height={skeletonHeight} />;
}
