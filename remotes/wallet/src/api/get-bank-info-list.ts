import { apiRoutes } from '@casino/contracts';
import { apiQueryOptions, queryClient, type RouteResponse, useQuery } from '@casino/platform/query';
import { exchangeQuery } from './get-exchange';

/** The player's saved bank cards and the banks a card may be at. */
export type BankCardList = RouteResponse<typeof apiRoutes.getBankInfoList>;

const bankCardsQuery = () => apiQueryOptions('wallet', apiRoutes.getBankInfoList, {});

export const useBankCards = () => useQuery(bankCardsQuery());

/** After a card is saved: every query that shows the cards (this list, the withdraw page's info). */
export const invalidateBankCards = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bankCardsQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: exchangeQuery().queryKey }),
  ]);
