import { createStore } from 'zustand/vanilla';

/** Where the start-up sequence of spec 4 has got to. */
type StartupPhase = 'theme' | 'preLogin' | 'ready';

export interface StartupState {
  phase: StartupPhase;
  /** The page cover is still up: nothing may pop up yet. */
  coverUp: boolean;
}

export const startupStore = createStore<StartupState>(() => ({ phase: 'theme', coverUp: true }));

/** Start-up step 3: the page cover comes off (index.html hides it under `html.app-ready`). */
export function removePageCover(): void {
  document.documentElement.classList.add('app-ready');
  startupStore.setState({ coverUp: false, phase: 'ready' });
}
