import { apiErrorText, useTranslation } from '@casino/platform';
import { ErrorPanel, Skeleton } from '@casino/ui/core';
import type { ReactNode } from 'react';

/** The part of a TanStack query result the view needs. */
interface ViewedQuery<Data> {
  data: Data | undefined;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A query's content once it has data; before that a skeleton of its height (nothing shifts when
 * it arrives), or its error with a retry. Data a later refetch failed to renew stays on screen.
 */
export function QueryView<Data>({
  query,
  skeletonHeight,
  children,
}: {
  query: ViewedQuery<Data>;
  skeletonHeight: number;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('vipBonus');
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
