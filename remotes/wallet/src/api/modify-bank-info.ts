import { apiRoutes } from '@casino/contracts';
import { callApi } from '@casino/platform';
import { type RouteRequest, useMutation } from '@casino/platform/query';
import { invalidateBankCards } from './get-bank-info-list';

/** Changes a saved bank card (fields left out stay); the card list and the withdraw page's cards are refetched. */
export const useModifyBankCard = () =>
  useMutation({
    mutationFn: (body: RouteRequest<typeof apiRoutes.modifyBankInfo>) =>
      callApi(apiRoutes.modifyBankInfo, body),
    onSuccess: invalidateBankCards,
  });
