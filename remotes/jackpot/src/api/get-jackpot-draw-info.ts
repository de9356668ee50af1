import { apiRoutes } from '@casino/contracts';
import { apiQueryOptions, useQuery } from '@casino/platform/query';
import { jackpotDomain } from './jackpot-query-keys';

/** The pool, its tiers, the ticker and the player's chances (`getJackpotDrawInfo`, public). */
export const drawInfoQuery = () => apiQueryOptions(jackpotDomain, apiRoutes.getJackpotDrawInfo, {});
export const useDrawInfo = () => useQuery(drawInfoQuery());
