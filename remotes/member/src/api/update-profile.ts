import { bus } from '@casino/bus';
import { apiRoutes } from '@casino/contracts';
import { callApi, sessionStore } from '@casino/platform';
import { type RouteRequest, useMutation } from '@casino/platform/query';

/** Changes the nickname or avatar (`updateProfile`); the session's user becomes the answer. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: RouteRequest<typeof apiRoutes.updateProfile>) =>
      callApi(apiRoutes.updateProfile, body),
    onSuccess: (user) => {
      sessionStore.getState().setUser(user);
      bus.emit('member.profileUpdated', {});
    },
  });
}
