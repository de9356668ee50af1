import { apiRoutes } from '@casino/contracts';
import { callApi } from '@casino/platform';
import { type RouteRequest, useMutation } from '@casino/platform/query';

/**
 * Opens a deposit order and goes to the provider's payment page. Nothing cached changes until the
 * order is paid, which the page sees on the provider's return (`get-recharge-order.ts`).
 */
export const useCreateRechargeOrder = () =>
  useMutation({
    mutationFn: (body: RouteRequest<typeof apiRoutes.createRechargeOrder>) =>
      callApi(apiRoutes.createRechargeOrder, body),
    onSuccess: (order) => window.location.assign(order.paymentUrl),
  });
