import { createStore } from 'zustand/vanilla';

/** The spec's 'Tips' dialog (request time-out), raised by the API client. */
export const tipsDialogStore = createStore<{ message: string | null }>(() => ({ message: null }));

export function showTips(message: string): void {
  tipsDialogStore.setState({ message });
}
