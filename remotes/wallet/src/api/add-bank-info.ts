import { apiRoutes } from '@casino/contracts';
import { callApi } from '@casino/platform';
import { type RouteRequest, useMutation } from '@casino/platform/query';
import { invalidateBankCards } from './get-bank-info-list';

/** Saves a new bank card; the card list and the withdraw page's cards are refetched. */
export const useAddBankCard = () =>
  useMutation({
    mutationFn: (body: RouteRequest<typeof apiRoutes.addBankInfo>) => callApi(apiRoutes.addBankInfo, body),
    onSuccess: invalidateBankCards,
  });
