import { apiRoutes } from '@casino/contracts';
import { apiQueryOptions, type RouteResponse, useQuery } from '@casino/platform/query';

/** What may be withdrawn and why, the bank cards and the latest withdrawals. */
export type ExchangeInfo = RouteResponse<typeof apiRoutes.getExchange>;

/** Refetched when the balance changes on the bus (`walletQueryKeys.exchange` of the platform). */
export const exchangeQuery = () => apiQueryOptions('wallet', apiRoutes.getExchange, {});

export const useExchange = () => useQuery(exchangeQuery());
