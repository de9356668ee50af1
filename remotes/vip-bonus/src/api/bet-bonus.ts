import { apiRoutes } from '@casino/contracts';
import { apiQueryOptions, useQuery } from '@casino/platform/query';
import { vipDomain } from './vip-query-keys';

/** The rebate of every game type the player's level earns on or the player accrued on (`betBonus`). */
export const useRebates = () => useQuery(apiQueryOptions(vipDomain, apiRoutes.betBonus, {}));
