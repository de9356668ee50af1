import { apiRoutes } from '@casino/contracts';
import { announceBalance, callApi } from '@casino/platform';
import { type RouteRequest, useMutation, useQueryClient } from '@casino/platform/query';
import { walletStore } from '../state/wallet-store';
import { exchangeQuery } from './get-exchange';

/**
 * Withdraws to a bank card. The amount leaves the balance at once: the new balance is announced
 * on the bus (which makes the records, the balance and the deposit info stale), and the withdraw
 * page's info is refetched for the new withdrawal and what is left to withdraw.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteRequest<typeof apiRoutes.exchange>) => callApi(apiRoutes.exchange, body),
    onSuccess: async (withdrawal) => {
      walletStore.getState().setWithdrawalNumber(withdrawal.withdrawalNo);
      announceBalance(withdrawal.coin);
      // The announcement has already asked for it: one request, not a second one cancelling the first.
      await queryClient.invalidateQueries({ queryKey: exchangeQuery().queryKey }, { cancelRefetch: false });
    },
  });
}
