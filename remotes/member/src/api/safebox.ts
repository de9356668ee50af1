import { apiRoutes } from '@casino/contracts';
import { announceBalance, callApi, sessionStore } from '@casino/platform';
import { type RouteRequest, useMutation } from '@casino/platform/query';

/** Both balances after a safebox move go into the session; the coin onto the bus too. */
function showBalances({ coin, safebox }: { coin: number; safebox: number }) {
  sessionStore.getState().patchUser({ safebox });
  announceBalance(coin);
}

/** Sets or changes the safebox PIN (`setSafeboxPassword`). */
export function useSetSafeboxPin() {
  return useMutation({
    mutationFn: (body: RouteRequest<typeof apiRoutes.setSafeboxPassword>) =>
      callApi(apiRoutes.setSafeboxPassword, body),
    onSuccess: () => sessionStore.getState().patchUser({ hasSafeboxPassword: true }),
  });
}

/** Puts coin into the safebox (`safeboxDeposit`) or takes it out with the PIN (`safeboxWithdraw`). */
export function useSafeboxMove() {
  return useMutation({
    mutationFn: (move: { direction: 'in' | 'out'; amount: number; pin: string }) => {
      // One id per attempt: a retry of the same request moves once.
      const requestId = crypto.randomUUID();
      return move.direction === 'in'
        ? callApi(apiRoutes.safeboxDeposit, { amount: move.amount, requestId })
        : callApi(apiRoutes.safeboxWithdraw, { amount: move.amount, pin: move.pin, requestId });
    },
    onSuccess: showBalances,
  });
}
