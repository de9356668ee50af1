import { apiRoutes, type RealityCheck } from '@casino/contracts';
import { callApi } from '@casino/platform';
import { apiQueryOptions, useMutation, useQuery, useQueryClient } from '@casino/platform/query';

/**
 * Its own domain, not `member`: member queries refetch on every balance change, and the reality
 * check needs asking only when it falls due, when the app comes back to the foreground, or when
 * the player changes a time limit.
 */
const playerWatchDomain = 'playerWatch';

export const realityCheckQuery = () => apiQueryOptions(playerWatchDomain, apiRoutes.getRealityCheck, {});

/** The caller's session: when the next reality check is due and what it will show (`getRealityCheck`). */
export const useRealityCheck = () => useQuery({ ...realityCheckQuery(), staleTime: 0 });

/** The player read the reality check and plays on (`continuePlaying`): the next is an interval away. */
export function useContinuePlaying() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(apiRoutes.continuePlaying, {}),
    onSuccess: (check: RealityCheck) => queryClient.setQueryData(realityCheckQuery().queryKey, check),
  });
}
