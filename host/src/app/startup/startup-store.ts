import { createStore } from 'zustand/vanilla';

/** Where the start-up sequence of spec 4 has got to. */
type StartupPhase = 'theme' | 'preLogin' | 'ready';

export interface StartupState {
  phase: StartupPhase;
  /** The page cover is still up: nothing may pop up yet. */
  coverUp: boolean;
}

export const startupStore = createStore<StartupState>(() => ({ phase: 'theme', coverUp: true }));

/**
 * Moves start-up to `phase`, and shows it on the page cover's progress bar (index.html styles
 * `html[data-startup-phase]`): a slow network sees the start-up move, not a still splash.
 */
export function enterStartupPhase(phase: Exclude<StartupPhase, 'ready'>): void {
  document.documentElement.dataset.startupPhase = phase;
  startupStore.setState({ phase });
}

/** Start-up step 3: the page cover comes off (index.html hides it under `html.app-ready`). */
export function removePageCover(): void {
  document.documentElement.classList.add('app-ready');
  startupStore.setState({ coverUp: false, phase: 'ready' });
}
