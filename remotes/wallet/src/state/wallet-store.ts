import { onLogoutReset } from '@casino/platform';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The wallet's own state (spec 3: "Wallet store: depositChannel, withdrawalNumber"). */
export interface WalletState {
  /** The deposit channel the player picked; kept while it is still offered (spec 5). */
  depositChannel: number | null;
  /** The number of the player's latest withdrawal, shown until they leave the wallet. */
  withdrawalNumber: string | null;
  setDepositChannel: (channelId: number) => void;
  setWithdrawalNumber: (withdrawalNo: string | null) => void;
}

const emptyWallet = { depositChannel: null, withdrawalNumber: null };

export const walletStore = createStore<WalletState>()((set) => ({
  ...emptyWallet,
  setDepositChannel: (depositChannel) => set({ depositChannel }),
  setWithdrawalNumber: (withdrawalNumber) => set({ withdrawalNumber }),
}));

// Spec 4: logging out clears the wallet state with everything else.
onLogoutReset(() => walletStore.setState(emptyWallet));

export function useWallet<Selected>(selector: (state: WalletState) => Selected): Selected {
  return useStore(walletStore, selector);
}
