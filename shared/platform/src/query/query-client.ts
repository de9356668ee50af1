import {
  infiniteQueryOptions,
  QueryClient,
  type QueryKey,
  queryOptions,
  useInfiniteQuery as useTanstackInfiniteQuery,
  useMutation as useTanstackMutation,
  useQuery as useTanstackQuery,
} from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { onLogoutReset } from '../session';

/** Data stays fresh this long: a page visited again within it shows its data without a request. */
const defaultStaleTimeMs = 30_000;
/** Data of queries no page shows is dropped after this long. */
const defaultGcTimeMs = 5 * 60_000;
/** At most this many retries of a transient failure (three tries in all). */
const maxQueryRetries = 2;

/**
 * Whether a failure may go away by asking again: no answer (network, code 0), a time-out (408)
 * or a server error (HTTP 5xx). A refusal (4xx, a business code, a 401 that has already logged
 * the player out) or the caller's own abort gets the same answer every time, so it is not retried.
 */
function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === 0 || error.code === 408 || (error.code >= 500 && error.code <= 599);
}

/** A query's retry policy: transient failures only, `maxQueryRetries` times. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < maxQueryRetries && isTransientFailure(error);
}

/**
 * Defaults for a phone: data is fresh for 30 s (switching tabs and back does not refetch),
 * transient failures are retried twice with TanStack's backoff (1 s, 2 s), and a query refetches
 * when the app comes back to the foreground (TanStack's focus is `visibilitychange`) or the network
 * returns, if its data is stale. Mutations move money and accounts: never retried on their own.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: defaultStaleTimeMs,
        gcTime: defaultGcTimeMs,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one query cache. `@casino/platform/query` is a Module Federation singleton the host
 * provides, so the host and every remote read and write this one instance.
 */
export const queryClient: QueryClient = createQueryClient();

// Spec 4: nothing of the last player may show for the next one.
onLogoutReset(() => queryClient.clear());

/*
 * TanStack Query v5 hooks take the client as their second argument; these pass the app's client,
 * so no `QueryClientProvider` is needed anywhere. A client passed explicitly (a test's) wins.
 */

/** `useQuery` of TanStack Query v5, bound to the app's `queryClient`. */
export const useQuery = ((options: Parameters<typeof useTanstackQuery>[0], client?: QueryClient) =>
  useTanstackQuery(options, client ?? queryClient)) as typeof useTanstackQuery;

/** `useInfiniteQuery` of TanStack Query v5, bound to the app's `queryClient`. */
export const useInfiniteQuery = ((
  options: Parameters<typeof useTanstackInfiniteQuery>[0],
  client?: QueryClient,
) => useTanstackInfiniteQuery(options, client ?? queryClient)) as typeof useTanstackInfiniteQuery;

/** `useMutation` of TanStack Query v5, bound to the app's `queryClient`. */
export const useMutation = ((options: Parameters<typeof useTanstackMutation>[0], client?: QueryClient) =>
  useTanstackMutation(options, client ?? queryClient)) as typeof useTanstackMutation;

/** The app's client, for `invalidateQueries`, `setQueryData` and the like inside components. */
export function useQueryClient(): QueryClient {
  return queryClient;
}

export { infiniteQueryOptions, type QueryKey, queryOptions };
