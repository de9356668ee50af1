import { bus } from '@casino/bus';
import { apiRoutes, hostOverlayIds, type VipClaimAnswer } from '@casino/contracts';
import { type ApiCallRoute, callApi, sessionStore } from '@casino/platform';
import { type RouteRequest, useMutation, useQueryClient } from '@casino/platform/query';
import { vipDomain } from '../api/vip-query-keys';

/**
 * After any claim: the new balance goes into the session and onto the bus (which makes every
 * query of this domain and the wallet's stale), the host's reward modal lists what was granted,
 * and the red dots are read again, since the claim may have cleared one.
 */
function showClaimed({ awards, coin }: VipClaimAnswer): void {
  const before = sessionStore.getState().user?.coin;
  sessionStore.getState().patchUser({ coin });
  bus.emit('wallet.balanceChanged', { coin, ...(before === undefined ? {} : { delta: coin - before }) });
  bus.emit('overlay.open', { id: hostOverlayIds.reward, payload: { awards } });
  callApi(apiRoutes.activityGetStatusList, {}).then(
    (flags) => {
      sessionStore.getState().setRewardFlags(flags);
      bus.emit('rewardFlags.changed', { flags });
    },
    // The next start-up or activity refresh reads them again (spec 8: refresh errors are silent).
    () => undefined,
  );
}

/**
 * A claim call as a mutation. A refusal (claimed already, nothing earned) means the page showed
 * something stale: the domain's queries are read again, so the page shows what the server knows.
 */
export function useClaim<Route extends ApiCallRoute>(route: Route) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteRequest<Route>) => callApi(route, body) as Promise<VipClaimAnswer>,
    onSuccess: showClaimed,
    onError: () => queryClient.invalidateQueries({ queryKey: [vipDomain] }),
  });
}
