import { apiRoutes, type RealityCheck } from '@casino/contracts';
import { callApi, onLogoutReset } from '@casino/platform';
import { createStore } from 'zustand/vanilla';

/**
 * The reality check of this session as the server last answered it (ADR 0042). Kept outside the
 * data layer on purpose: the watch runs on every page of a signed-in player, and the data layer
 * loads only where a page needs it.
 */
export const realityCheckStore = createStore<{ check: RealityCheck | null }>(() => ({ check: null }));

onLogoutReset(() => realityCheckStore.setState({ check: null }));

/** Asks the server again (`getRealityCheck`); a failure keeps the last answer until the next ask. */
export async function refreshRealityCheck(): Promise<void> {
  try {
    const check = await callApi(apiRoutes.getRealityCheck, {}, { timeoutTip: false });
    realityCheckStore.setState({ check });
  } catch {
    // Offline or a hiccup: the app's return to the foreground or the next timer asks again.
  }
}

/** The player read the check and plays on (`continuePlaying`): the next is an interval away. */
export async function continuePlaying(): Promise<void> {
  const check = await callApi(apiRoutes.continuePlaying, {});
  realityCheckStore.setState({ check });
}
