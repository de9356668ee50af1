import { apiRoutes } from '@casino/contracts';
import { callApi, sessionStore } from '@casino/platform';
import { type RouteRequest, useMutation, useQueryClient } from '@casino/platform/query';
import { userDetailsQuery } from './app-user-other';

/** Saves the other details (`updateAppUserOther`); the details query becomes the answer. */
export function useUpdateUserDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteRequest<typeof apiRoutes.updateAppUserOther>) =>
      callApi(apiRoutes.updateAppUserOther, body),
    onSuccess: (details) => {
      queryClient.setQueryData(userDetailsQuery().queryKey, details);
      sessionStore.getState().patchUser({ hasUserOther: true });
    },
  });
}
