import { apiRoutes, type DepositOrder } from '@casino/contracts';
import { callApi } from '@casino/platform';
import { apiQueryKey, queryClient, queryOptions, useQuery } from '@casino/platform/query';
import { refreshBalance } from './refresh-data';

/** How often and how many times the page asks for the order after the provider's return. */
export const orderPolling = { intervalMs: 1_000, attempts: 10 };

const settled = (order: DepositOrder | undefined) => order !== undefined && order.status !== 'pending';

/** Answers so far, failures included. */
const answersOf = (state: { dataUpdateCount: number; errorUpdateCount: number }) =>
  state.dataUpdateCount + state.errorUpdateCount;

/**
 * A deposit order, polled after the provider's return until it is paid or cancelled, at most
 * `orderPolling.attempts` times; a failed poll counts as one and the polling goes on. A paid
 * order's balance is read before the order is shown, so the message and the new balance appear
 * together.
 */
const rechargeOrderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: apiQueryKey('wallet', apiRoutes.getRechargeOrder, { orderNo }),
    queryFn: async ({ signal }) => {
      const order = await callApi(apiRoutes.getRechargeOrder, { orderNo }, { signal });
      if (order.status === 'paid') await refreshBalance();
      return order;
    },
    // A settled order never changes again; a pending one is asked again on every visit.
    staleTime: ({ state }) => (settled(state.data) ? Number.POSITIVE_INFINITY : 0),
    // The polling is the retry.
    retry: false,
    refetchInterval: ({ state }) =>
      settled(state.data) || answersOf(state) >= orderPolling.attempts ? false : orderPolling.intervalMs,
  });

/** Where a deposit stands after the provider's return, as the player is told. */
export type DepositOutcome =
  | { status: 'checking' }
  | { status: 'paid'; order: DepositOrder }
  | { status: 'cancelled'; order: DepositOrder }
  /** Still pending after every poll: the balance updates when the provider confirms it. */
  | { status: 'unconfirmed' };

export function useDepositOutcome(orderNo: string): DepositOutcome {
  const options = rechargeOrderQuery(orderNo);
  const { data: order, isFetching } = useQuery(options);
  if (order?.status === 'paid') return { status: 'paid', order };
  if (order?.status === 'cancelled') return { status: 'cancelled', order };
  // Read at each render: `isFetching` re-renders the page when each poll ends.
  const state = queryClient.getQueryState(options.queryKey);
  return !isFetching && state && answersOf(state) >= orderPolling.attempts
    ? { status: 'unconfirmed' }
    : { status: 'checking' };
}
