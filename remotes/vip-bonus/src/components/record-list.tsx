import { apiErrorText, useTranslation } from '@casino/platform';
import { ErrorPanel, Skeleton } from '@casino/ui/core';
import { InfiniteList } from '@casino/ui/display';
import type { Key, ReactNode } from 'react';

/** What the list needs of `useInfiniteQuery`'s result over a paged call. */
interface PagedRecords<Row> {
  data: Row[] | undefined;
  error: unknown;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

const skeletonRows = ['first', 'second', 'third', 'fourth'];

/** A paged record list loaded as the player scrolls, ending in 'No more'; a failed page offers a retry. */
export function RecordList<Row>({
  records,
  getItemKey,
  renderItem,
}: {
  records: PagedRecords<Row>;
  getItemKey: (row: Row) => Key;
  renderItem: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation('vipBonus');
  if (records.data === undefined) {
    return records.isError ? (
      <ErrorPanel
        title={apiErrorText(t, records.error)}
        actionLabel={t('retry')}
        onAction={() => void records.refetch()}
      />
    ) : (
      <div aria-busy="true">
        {skeletonRows.map((row) => (
          <Skeleton key={row} height={72} />
        ))}
      </div>
    );
  }
  return (
    <>
      <InfiniteList
        items={records.data}
        getItemKey={getItemKey}
        hasMore={records.hasNextPage && !records.isFetchNextPageError}
        loading={records.isFetchingNextPage}
        onLoadMore={() => void records.fetchNextPage()}
        noMoreLabel={records.isFetchNextPageError ? '' : t('record.noMore')}
        emptyLabel={t('record.empty')}
        loadMoreLabel={t('record.loadMore')}
        loadingLabel={t('loading')}
        renderItem={renderItem}
      />
      {records.isFetchNextPageError ? (
        <ErrorPanel
          title={apiErrorText(t, records.error)}
          actionLabel={t('retry')}
          onAction={() => void records.fetchNextPage()}
        />
      ) : null}
    </>
  );
}
