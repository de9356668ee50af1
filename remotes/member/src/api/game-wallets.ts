import { apiRoutes } from '@casino/contracts';
import { announceBalance, callApi } from '@casino/platform';
import { apiQueryOptions, useMutation, useQuery, useQueryClient } from '@casino/platform/query';
import { memberDomain } from './member-query-keys';

const gameWalletsQuery = () => apiQueryOptions(memberDomain, apiRoutes.getGameWallets, {});

/** Every game provider and what it holds of the player's coin (`getGameWallets`). */
export const useGameWallets = () => useQuery(gameWalletsQuery());

/** Brings every transfer provider's balance back (`retrieveBalance`). */
export function useRetrieveBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(apiRoutes.retrieveBalance, {}),
    onSuccess: ({ coin }) => {
      announceBalance(coin);
      void queryClient.invalidateQueries({ queryKey: gameWalletsQuery().queryKey });
    },
  });
}
