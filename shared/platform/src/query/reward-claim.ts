import { bus } from '@casino/bus';
import { hostOverlayIds, type PropAward } from '@casino/contracts';
import { type ApiCallRoute, callApi } from '../api-client';
import { announceBalance, refreshRewardFlags } from '../balance-and-flags';
import type { RouteRequest } from './api-queries';
import { useMutation, useQueryClient } from './query-client';

/** What every claim call answers: what it granted and the balance after. */
export interface ClaimAnswer {
  awards: PropAward[];
  coin: number;
}

/**
 * A call that claims a reward (a VIP award, a task's prize, a mail's attachments) as a mutation.
 * On success the new balance goes into the session and onto the bus, the host's reward modal
 * lists what was granted, the domain's queries are read again (a claim of points moves no coin, so
 * no balance event does it) and so are the red dots, since the claim may have cleared one.
 * A refusal (claimed already, nothing earned) means the page showed something stale: the
 * domain's queries are read again, so the page shows what the server knows.
 */
export function useRewardClaim<Route extends ApiCallRoute>(route: Route, domain: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteRequest<Route>) => callApi(route, body) as Promise<ClaimAnswer>,
    onSuccess: ({ awards, coin }: ClaimAnswer) => {
      announceBalance(coin);
      bus.emit('overlay.open', { id: hostOverlayIds.reward, payload: { awards } });
      void queryClient.invalidateQueries({ queryKey: [domain] });
      void refreshRewardFlags();
    },
    onError: () => queryClient.invalidateQueries({ queryKey: [domain] }),
  });
}
