import type { ApiCallRoute } from '@casino/platform';
import { useRewardClaim } from '@casino/platform/query';
import { vipDomain } from '../api/vip-query-keys';

/** A VIP or bonus claim: the reward modal shows it; a refusal reads the domain's queries again. */
export const useClaim = <Route extends ApiCallRoute>(route: Route) => useRewardClaim(route, vipDomain);
