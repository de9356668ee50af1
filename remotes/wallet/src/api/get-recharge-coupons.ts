import { apiRoutes } from '@casino/contracts';
import { apiQueryOptions, type RouteResponse, useQuery } from '@casino/platform/query';

/** One of the player's usable deposit coupons (ADR 0037), with what it pays. */
export type RechargeCoupon = RouteResponse<typeof apiRoutes.getRechargeCoupons>['list'][number];

/**
 * The player's usable deposit coupons, the soonest to expire first. Read again on every visit to
 * the deposit tab: a claim elsewhere may have given one, an order used or gave back another.
 */
export const useRechargeCoupons = () =>
  useQuery({ ...apiQueryOptions('wallet', apiRoutes.getRechargeCoupons, {}), staleTime: 0 });
