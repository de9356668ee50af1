import { apiRoutes } from '@casino/contracts';
import { apiQueryOptions, type RouteResponse, useQuery } from '@casino/platform/query';

/** The deposit trade info (spec 3): channels, amount options, the player's deposits so far, bonuses. */
export type RechargeInfo = RouteResponse<typeof apiRoutes.getRechargeInfo>;

/** Refetched when the balance changes on the bus (a first deposit changes the minimum and the bonuses). */
const rechargeInfoQuery = () => apiQueryOptions('wallet', apiRoutes.getRechargeInfo, {});

export const useRechargeInfo = () => useQuery(rechargeInfoQuery());
