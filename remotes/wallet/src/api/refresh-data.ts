import { apiRoutes } from '@casino/contracts';
import { callApi } from '@casino/platform';
import { apiQueryKey, queryClient, queryOptions, useQuery } from '@casino/platform/query';
import { announceBalance } from '../state/balance';

/**
 * The player's balance from the API, put in the session (the top bar and the wallet show it from
 * there) and announced on the bus when it moved. Refetched when the balance changes on the bus;
 * that refetch finds the same balance, so it announces nothing again.
 */
export const balanceQuery = () =>
  queryOptions({
    queryKey: apiQueryKey('wallet', apiRoutes.refreshData, {}),
    queryFn: async ({ signal }) => {
      const data = await callApi(apiRoutes.refreshData, {}, { signal });
      announceBalance(data.coin);
      return data;
    },
  });

/** Keeps the session's balance fresh while a wallet page shows it. */
export const useBalance = () => useQuery(balanceQuery());

/** Reads the balance now, whatever the cache holds (after a deposit is confirmed). */
export const refreshBalance = () => queryClient.fetchQuery({ ...balanceQuery(), staleTime: 0 });
