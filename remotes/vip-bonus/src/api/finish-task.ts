import { apiRoutes } from '@casino/contracts';
import { callApi } from '@casino/platform';
import { useMutation, useQueryClient } from '@casino/platform/query';
import { vipDomain } from './vip-query-keys';

/**
 * Reports an action task done as the player leaves for its page (`finishTask`); the tasks are
 * read again when the player is back.
 */
export function useFinishTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(apiRoutes.finishTask, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [vipDomain, 'getTaskUser'] }),
  });
}
