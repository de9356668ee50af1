import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Chromium's install event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallAvailability {
  /** The browser offered installation and the app is not installed yet. */
  available: boolean;
  installed: boolean;
}

const installAvailabilityStore = createStore<InstallAvailability>(() => ({
  available: false,
  installed: false,
}));

let deferredPrompt: BeforeInstallPromptEvent | null = null;

/**
 * Captures the browser's `beforeinstallprompt` so the app can offer installation at a moment of
 * its choosing (the install prompt overlay, the /download page). Call once at start.
 */
export function captureInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    installAvailabilityStore.setState({ available: true });
  });
  addEventListener('appinstalled', () => {
    deferredPrompt = null;
    installAvailabilityStore.setState({ available: false, installed: true });
  });
}

/** Shows the browser's install dialog; resolves with whether the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const prompt = deferredPrompt;
  if (!prompt) return false;
  // A captured prompt can be shown once.
  deferredPrompt = null;
  installAvailabilityStore.setState({ available: false });
  await prompt.prompt();
  return (await prompt.userChoice).outcome === 'accepted';
}

export function useInstallAvailability<Selected>(
  selector: (state: InstallAvailability) => Selected,
): Selected {
  return useStore(installAvailabilityStore, selector);
}
