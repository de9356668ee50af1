import { apiErrorText, useTranslation } from '@casino/platform';
import { ErrorPanel, Skeleton } from '@casino/ui/core';
import { InfiniteList } from '@casino/ui/display';
import type { Key, ReactNode } from 'react';

/** What the list needs of `useInfiniteQuery`'s result, its rows picked out. */
export interface PagedQuery {
  error: unknown;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * Rows of a paged call loaded as the player scrolls, ending in 'No more' (spec 8); a skeleton
 * before the first page, its error with a retry after a failure.
 */
export function PagedRows<Row>({
  rows,
  query,
  emptyLabel,
  getItemKey,
  renderItem,
}: {
  rows: readonly Row[] | undefined;
  query: PagedQuery;
  emptyLabel: string;
  getItemKey: (row: Row) => Key;
  renderItem: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation('jackpot');
  if (rows === undefined) {
    return query.isError ? (
      <ErrorPanel
        title={apiErrorText(t, query.error)}
        actionLabel={t('retry')}
        onAction={() => void query.refetch()}
      />
    ) : (
      <div aria-busy="true">
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  }
  return (
    <InfiniteList
      items={rows}
      getItemKey={getItemKey}
      hasMore={query.hasNextPage && !query.isFetchNextPageError}
      loading={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      noMoreLabel={t('records.noMore')}
      emptyLabel={emptyLabel}
      loadMoreLabel={t('records.loadMore')}
      loadingLabel={t('loading')}
      renderItem={renderItem}
    />
  );
}
