import type { ReactNode } from 'react';
import { CallFailure } from './call-failure';
import { Skeleton } from './skeleton';

/** The part of a TanStack query result the view needs (`useQuery`'s, `useInfiniteQuery`'s). */
export interface ViewedQuery<Data> {
  data: Data | undefined;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryViewProps<Data> {
  query: ViewedQuery<Data>;
  /** The height of the content, reserved while it loads so nothing shifts when it arrives. */
  skeletonHeight: number;
  /** The namespace whose `errors.<code>` translate the call's own error codes; `common` otherwise. */
  errorNamespace?: string;
  children: (data: Data) => ReactNode;
}

/**
 * A query's content once it has data; before that its skeleton, or its error with a retry. Data
 * that a later refetch failed to renew stays on screen: the player sees it, not an error. A
 * time-out is told by the 'Tips' dialog alone; here it only offers to load again.
 */
export function QueryView<Data>({ query, skeletonHeight, errorNamespace, children }: QueryViewProps<Data>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return (
      <CallFailure
        error={query.error}
        errorNamespace={errorNamespace ?? 'common'}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Skeleton height={skeletonHeight} />;
}
