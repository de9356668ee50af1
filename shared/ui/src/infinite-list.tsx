import { type Key, type ReactNode, useEffect, useRef } from 'react';
import { Button } from './button';
import { EmptyIllustration, type EmptyIllustrationKind } from './empty-illustrations';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';
import { useUiText } from './translations';

export interface InfiniteListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Stable key per item; defaults to the index, which suits lists that only ever grow. */
  getItemKey?: (item: T, index: number) => Key;
  hasMore: boolean;
  loading: boolean;
  /** Asks for the next page; not called again while `loading` is true. */
  onLoadMore: () => void;
  noMoreLabel?: string;
  emptyLabel?: ReactNode;
  /** The picture over the empty label: a list of records unless said otherwise. */
  emptyIllustration?: EmptyIllustrationKind;
  loadMoreLabel?: string;
  loadingLabel?: string;
}

const canObserveIntersections = () => typeof IntersectionObserver === 'function';

/**
 * A list that loads the next page when its end scrolls into view, with a 'Load more' button
 * where IntersectionObserver is missing, and says 'No more' once everything is loaded.
 */
export function InfiniteList<T>({
  items,
  renderItem,
  getItemKey = (_item, index) => index,
  hasMore,
  loading,
  onLoadMore,
  noMoreLabel,
  emptyLabel,
  emptyIllustration = 'records',
  loadMoreLabel,
  loadingLabel,
}: InfiniteListProps<T>) {
  const text = useUiText();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  });
  const observing = canObserveIntersections();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new observer per page reports a still-visible sentinel at once, so short pages keep loading.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !observing || !hasMore || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [observing, hasMore, loading, items.length]);

  if (items.length === 0 && !hasMore && !loading) {
    return (
      <EmptyState
        title={emptyLabel ?? text('nothingHere')}
        icon={<EmptyIllustration kind={emptyIllustration} />}
      />
    );
  }

  return (
    <div className="ui-infinite-list">
      <ul className="ui-infinite-list__items">
        {items.map((item, index) => (
          <li key={getItemKey(item, index)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {observing && hasMore && <div ref={sentinelRef} className="ui-infinite-list__sentinel" />}
      <div className="ui-infinite-list__footer" aria-live="polite">
        {loading && <Spinner label={loadingLabel ?? text('loading')} />}
        {!loading && hasMore && !observing && (
          <Button variant="secondary" size="sm" onClick={onLoadMore}>
            {loadMoreLabel ?? text('loadMore')}
          </Button>
        )}
        {!loading && !hasMore && <p>{noMoreLabel ?? text('noMore')}</p>}
      </div>
    </div>
  );
}
