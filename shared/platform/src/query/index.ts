// `@casino/platform/query`: the data layer (TanStack Query v5). A Module Federation singleton of
// its own, provided by the host and loaded only when a page first imports it, so it stays out of
// the home route's first load. See shared/platform/README.md, "Queries".
export {
  type ApiPage,
  type ApiQueryKey,
  apiQueryKey,
  apiQueryOptions,
  callNameOf,
  type PageFilters,
  pagedQueryOptions,
  type RouteRequest,
  type RouteResponse,
} from './api-queries';
export { invalidateOn, walletQueryKeys } from './invalidation';
export {
  infiniteQueryOptions,
  type QueryKey,
  queryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from './query-client';
export { type ClaimAnswer, useRewardClaim } from './reward-claim';
