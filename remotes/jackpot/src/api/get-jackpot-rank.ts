import { apiRoutes, rankingPageSize } from '@casino/contracts';
import { callApi } from '@casino/platform';
import { apiQueryKey, infiniteQueryOptions, useInfiniteQuery } from '@casino/platform/query';
import { jackpotDomain } from './jackpot-query-keys';

/**
 * The month's rank, 10 a page (`getJackpotRank`: `allRank.list`, `allRank.pages`, `personRank`):
 * the rows of every loaded page, and the player's own row from the latest page.
 */
const rankQuery = () =>
  infiniteQueryOptions({
    queryKey: apiQueryKey(jackpotDomain, apiRoutes.getJackpotRank, { pageSize: rankingPageSize }),
    queryFn: ({ pageParam, signal }) =>
      callApi(apiRoutes.getJackpotRank, { pageNum: pageParam, pageSize: rankingPageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _allPages, lastPageNum) =>
      lastPageNum < lastPage.allRank.pages ? lastPageNum + 1 : undefined,
    select: (data) => ({
      list: data.pages.flatMap((page) => page.allRank.list),
      personRank: data.pages.at(-1)?.personRank ?? null,
    }),
  });
export const useJackpotRank = () => useInfiniteQuery(rankQuery());
