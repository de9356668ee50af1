import { apiRoutes } from '@casino/contracts';
import { announceBalance, callApi } from '@casino/platform';
import { apiQueryKey, queryClient, queryOptions } from '@casino/platform/query';

/**
 * The player's balance from the API, put in the session (the top bar and the wallet show it from
 * there, kept current by the bus) and announced on the bus when it moved. No page keeps it
 * mounted: the announcement marks it stale without asking the API again for what it just said.
 */
const balanceQuery = () =>
  queryOptions({
    queryKey: apiQueryKey('wallet', apiRoutes.refreshData, {}),
    queryFn: async ({ signal }) => {
      const data = await callApi(apiRoutes.refreshData, {}, { signal });
      announceBalance(data.coin);
      return data;
    },
  });

/** Reads the balance now, whatever the cache holds (after a deposit is confirmed). */
export const refreshBalance = () => queryClient.fetchQuery({ ...balanceQuery(), staleTime: 0 });
