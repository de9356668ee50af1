import { apiRoutes } from '@casino/contracts';
import { callApi, refreshRewardFlags } from '@casino/platform';
import { type RouteRequest, useMutation, useQueryClient } from '@casino/platform/query';
import { memberDomain } from './member-query-keys';

/** Deletes one mail or every read one (`delMail`); the list and the inbox's red dot follow. */
export function useDeleteMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteRequest<typeof apiRoutes.delMail>) => callApi(apiRoutes.delMail, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [memberDomain, 'getMail3'] });
      void refreshRewardFlags();
    },
  });
}
