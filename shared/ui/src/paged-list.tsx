import type { Key, ReactNode } from 'react';
import { CallFailure } from './call-failure';
import type { EmptyIllustrationKind } from './empty-illustrations';
import { InfiniteList } from './infinite-list';
import { Skeleton } from './skeleton';

/** What the list needs of `useInfiniteQuery`'s result over a paged call; its rows are passed apart. */
export interface PagedQuery {
  error: unknown;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

export interface PagedListProps<Row> {
  /** The rows of every page loaded so far; `undefined` until the first page arrives. */
  rows: readonly Row[] | undefined;
  query: PagedQuery;
  getItemKey: (row: Row) => Key;
  renderItem: (row: Row) => ReactNode;
  /** Said when the first page is empty; the design system's "Nothing here yet" otherwise. */
  emptyLabel?: string;
  /** The picture over the empty label: a list of records unless said otherwise. */
  emptyIllustration?: EmptyIllustrationKind;
  /** The namespace whose `errors.<code>` translate the call's own error codes; `common` otherwise. */
  errorNamespace?: string;
  /** The height of one row's skeleton before the first page. */
  skeletonHeight?: number;
}

const skeletonRows = ['first', 'second', 'third'];

/**
 * The rows of a paged call, loaded as the player scrolls and ending in 'No more' (spec 8): a
 * skeleton before the first page, its error with a retry when it fails, and a retry under the
 * rows when a later page fails (the rows already shown stay).
 */
export function PagedList<Row>({
  rows,
  query,
  getItemKey,
  renderItem,
  emptyLabel,
  emptyIllustration,
  errorNamespace = 'common',
  skeletonHeight = 72,
}: PagedListProps<Row>) {
  if (rows === undefined) {
    return query.isError ? (
      <CallFailure error={query.error} errorNamespace={errorNamespace} onRetry={() => void query.refetch()} />
    ) : (
      <div className="ui-paged-list__skeleton" aria-busy="true">
        {skeletonRows.map((row) => (
          <Skeleton key={row} height={skeletonHeight} />
        ))}
      </div>
    );
  }
  return (
    <>
      <InfiniteList
        items={rows}
        getItemKey={getItemKey}
        hasMore={query.hasNextPage && !query.isFetchNextPageError}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        noMoreLabel={query.isFetchNextPageError ? '' : undefined}
        emptyLabel={emptyLabel}
        emptyIllustration={emptyIllustration}
        renderItem={renderItem}
      />
      {query.isFetchNextPageError ? (
        <CallFailure
          error={query.error}
          errorNamespace={errorNamespace}
          onRetry={() => void query.fetchNextPage()}
        />
      ) : null}
    </>
  );
}
