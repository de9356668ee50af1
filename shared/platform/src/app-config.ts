import type { AppConfig } from '@casino/contracts';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The server app config as far as it has arrived: appConfig and preLogin each bring part of it. */
export type AppConfigState = Partial<AppConfig>;

/** The shared app config store; empty until the host merges the first answer. */
export const appConfigStore = createStore<AppConfigState>()(() => ({}));

/** Merges config fields into the store; fields not given keep their value. */
export function mergeAppConfig(partial: Partial<AppConfig>): void {
  appConfigStore.setState(partial);
}

/** Reads the app config in a component; re-renders when the selected value changes. */
export function useAppConfig<Selected>(selector: (config: AppConfigState) => Selected): Selected {
  return useStore(appConfigStore, selector);
}
