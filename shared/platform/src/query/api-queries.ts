import type { ApiCalls, ApiRequestOf, ApiResponseOf } from '@casino/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { type ApiCallNameOf, type ApiCallRoute, callApi } from '../api-client';

/** The body a route's call takes. */
export type RouteRequest<Route extends ApiCallRoute> = ApiRequestOf<ApiCalls[ApiCallNameOf<Route>]>;
/** What a route's call answers. */
export type RouteResponse<Route extends ApiCallRoute> = ApiResponseOf<ApiCalls[ApiCallNameOf<Route>]>;

/**
 * The one shape of a query key: `[domain, call, params]`. `domain` is the part of the app that owns
 * the data (the remote's id, or `host`), `call` the contract's call name, `params` its body (the
 * filters). Invalidating `[domain]` reaches every query of a domain, `[domain, call]` every page and
 * filter of one call.
 */
export type ApiQueryKey<Params extends object = object> = readonly [
  domain: string,
  call: string,
  params: Params,
];

/** The contract name of a route: the last segment of its path (`/app/v1/getExchange` -> `getExchange`). */
export function callNameOf(route: { path: string }): string {
  return route.path.slice(route.path.lastIndexOf('/') + 1);
}

/** The key of a call's query (see `ApiQueryKey`). */
export function apiQueryKey<Params extends object>(
  domain: string,
  route: { path: string },
  params: Params,
): ApiQueryKey<Params> {
  return [domain, callNameOf(route), params];
}

/**
 * The options of a query that calls one contract: its key follows the convention, and the call
 * gets TanStack's abort signal, so leaving the page before the answer cancels the request.
 *
 *     export const exchangeQuery = () => apiQueryOptions('wallet', apiRoutes.getExchange, {});
 *     export const useExchange = () => useQuery(exchangeQuery());
 */
export function apiQueryOptions<Route extends ApiCallRoute>(
  domain: string,
  route: Route,
  body: RouteRequest<Route>,
) {
  return queryOptions({
    queryKey: apiQueryKey(domain, route, body as object),
    queryFn: ({ signal }): Promise<RouteResponse<Route>> => callApi(route, body, { signal }),
  });
}

/** A page of a paged list as the API answers it (`pageNum`/`pageSize` in, `{ list, pages }` out). */
export interface ApiPage<Item> {
  list: Item[];
  /** How many pages the list has at this page size. */
  pages: number;
}

/** The item type of a paged route's list. */
type PageItem<Route extends ApiCallRoute> = RouteResponse<Route> extends ApiPage<infer Item> ? Item : never;

/** Routes whose answer is a page: anything else is refused by the type checker. */
type PagedRoute<Route extends ApiCallRoute> = RouteResponse<Route> extends ApiPage<unknown> ? Route : never;

/** The filters of a paged call: its body without the paging fields, which the helper sets. */
export type PageFilters<Route extends ApiCallRoute> = Omit<RouteRequest<Route>, 'pageNum' | 'pageSize'>;

/**
 * The options of an infinite query over a paged list: page 1 first, then the next page while
 * `pageNum < pages` (`hasNextPage` turns false after the last one, when the list shows 'No more').
 * `data` is the items of every page loaded, in order. The key holds the filters and the page size,
 * so a new filter starts again from page 1.
 *
 *     const records = useInfiniteQuery(
 *       pagedQueryOptions('wallet', apiRoutes.appUserCoinDetail, { type }, { pageSize: recordPageSize }),
 *     );
 */
export function pagedQueryOptions<Route extends ApiCallRoute>(
  domain: string,
  route: PagedRoute<Route>,
  filters: PageFilters<Route>,
  { pageSize }: { pageSize: number },
) {
  return infiniteQueryOptions({
    queryKey: apiQueryKey(domain, route, { ...filters, pageSize }),
    queryFn: ({ pageParam, signal }) =>
      callApi(route, { ...filters, pageNum: pageParam, pageSize } as RouteRequest<Route>, {
        signal,
      }) as Promise<ApiPage<PageItem<Route>>>,
    initialPageParam: 1,
    getNextPageParam: (lastPage, _allPages, lastPageNum) =>
      lastPageNum < lastPage.pages ? lastPageNum + 1 : undefined,
    select: (data) => data.pages.flatMap((page) => page.list),
  });
}
