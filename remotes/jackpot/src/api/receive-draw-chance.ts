import { apiRoutes } from '@casino/contracts';
import { callApi } from '@casino/platform';
import { useMutation, useQueryClient } from '@casino/platform/query';
import { drawChanceChanged } from '../state/draw-chances';
import { drawInfoQuery } from './get-jackpot-draw-info';
import { jackpotDomain } from './jackpot-query-keys';

/** Takes the chances earned today (`receiveDrawChance`); the draw info is read again either way. */
export function useReceiveDrawChance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(apiRoutes.receiveDrawChance, {}),
    onSuccess: ({ drawChances }) => {
      queryClient.setQueryData(drawInfoQuery().queryKey, (info) =>
        info ? { ...info, drawChances, canReceiveDrawChance: false } : info,
      );
      drawChanceChanged(false);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [jackpotDomain, 'getJackpotDrawInfo'] }),
  });
}
