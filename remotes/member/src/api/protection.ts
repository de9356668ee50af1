import { apiRoutes, type PlayerProtection } from '@casino/contracts';
import { callApi, logout } from '@casino/platform';
import {
  apiQueryOptions,
  type RouteRequest,
  useMutation,
  useQuery,
  useQueryClient,
} from '@casino/platform/query';
import { refreshRealityCheck } from '../overlays/reality-check-store';
import { memberDomain } from './member-query-keys';

const protectionQuery = () => apiQueryOptions(memberDomain, apiRoutes.getPlayerProtection, {});

/** The player's limits, what each has counted, waiting changes and the history (`getPlayerProtection`). */
export const usePlayerProtection = () => useQuery(protectionQuery());

/**
 * A limit change whose answer is the whole new state, which the page then shows; the reality check
 * watch asks again, as its interval or the session-time limit may have changed.
 */
function useLimitChange<Body>(change: (body: Body) => Promise<PlayerProtection>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (protection) => {
      queryClient.setQueryData(protectionQuery().queryKey, protection);
      void refreshRealityCheck();
    },
  });
}

type LimitKey = RouteRequest<typeof apiRoutes.confirmPlayerLimit>;

/** Sets a limit (`setPlayerLimit`): lower now, higher or removed after 24 hours and a confirmation. */
export const useSetLimit = () =>
  useLimitChange((body: RouteRequest<typeof apiRoutes.setPlayerLimit>) =>
    callApi(apiRoutes.setPlayerLimit, body),
  );
/** Applies a waiting raise or removal once its 24 hours have passed (`confirmPlayerLimit`). */
export const useConfirmLimit = () =>
  useLimitChange((body: LimitKey) => callApi(apiRoutes.confirmPlayerLimit, body));
/** Drops a waiting raise or removal: the limit stays (`cancelPlayerLimit`). */
export const useCancelLimitChange = () =>
  useLimitChange((body: LimitKey) => callApi(apiRoutes.cancelPlayerLimit, body));

/** Starts a time-out or self-exclusion (`excludeMyself`): every session ends, so the app signs out. */
export function useExcludeMyself() {
  return useMutation({
    mutationFn: (body: RouteRequest<typeof apiRoutes.excludeMyself>) =>
      callApi(apiRoutes.excludeMyself, body),
    onSuccess: () => logout({ reason: 'user' }),
  });
}
