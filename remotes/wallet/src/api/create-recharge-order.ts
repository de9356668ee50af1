import { apiRoutes } from '@casino/contracts';
import { callApi } from '@casino/platform';
import { apiQueryKey, queryClient, type RouteRequest, useMutation } from '@casino/platform/query';

/**
 * Opens a deposit order and goes to the provider's payment page. Nothing cached changes until the
 * order is paid, which the page sees on the provider's return (`get-recharge-order.ts`). A refusal
 * may be about the coupon (used meanwhile, expired): the coupon list is read again.
 */
export const useCreateRechargeOrder = () =>
  useMutation({
    mutationFn: (body: RouteRequest<typeof apiRoutes.createRechargeOrder>) =>
      callApi(apiRoutes.createRechargeOrder, body),
    onSuccess: (order) => window.location.assign(order.paymentUrl),
    onError: () =>
      queryClient.invalidateQueries({ queryKey: apiQueryKey('wallet', apiRoutes.getRechargeCoupons, {}) }),
  });
