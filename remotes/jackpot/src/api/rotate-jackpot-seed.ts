import { apiRoutes } from '@casino/contracts';
import { callApi } from '@casino/platform';
import { useMutation, useQueryClient } from '@casino/platform/query';
import { jackpotDomain } from './jackpot-query-keys';

/**
 * Reveals the server seed in use and commits to a new one (`rotateJackpotSeed`), optionally with a
 * new client seed: the draw info's fairness and the records' proofs change, so both are read again.
 */
export function useRotateJackpotSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string | undefined) =>
      callApi(apiRoutes.rotateJackpotSeed, clientSeed === undefined ? {} : { clientSeed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [jackpotDomain] }),
  });
}
