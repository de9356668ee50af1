/**
 * Where the web app runs: a browser tab, an installed PWA, or the native app's WebView. Detected
 * here and nowhere else (design brief: one platform function), so native-only behaviour (live
 * chat, download prompts) has one switch.
 */

/**
 * The bridge the native shell injects into its WebView as `window.CasinoNative`. The shell also
 * appends ` CasinoApp/<version>` to the user agent, so the app knows it is native even before the
 * bridge object is injected.
 */
export interface NativeBridge {
  /**
   * Opens the native live chat. `payload` is a JSON string:
   * `{ "param1": string, "param2": string, "userId": number }`: the online-service entry's two
   * parameters (spec 3) and the player's id (0 when logged out).
   */
  openLiveChat(payload: string): void;
}

export interface AppEnvironmentFacts {
  userAgent: string;
  /** `window.CasinoNative`, when the native shell injected it. */
  nativeBridge: NativeBridge | undefined;
  /** `matchMedia('(display-mode: standalone)')`: an installed PWA. */
  displayModeStandalone: boolean;
  /** iOS Safari's `navigator.standalone`: added to the home screen. */
  iosStandalone: boolean;
  maxTouchPoints: number;
}

function currentFacts(): AppEnvironmentFacts {
  const browserWindow = window as Window & { CasinoNative?: NativeBridge };
  return {
    userAgent: navigator.userAgent,
    nativeBridge: browserWindow.CasinoNative,
    displayModeStandalone:
      typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
    iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  };
}

export interface AppEnvironment {
  /** Inside the native app's WebView. */
  nativeApp: boolean;
  /** Launched as an installed PWA (any platform). */
  installedPwa: boolean;
  /** iPhone, iPad or iPod (including iPadOS presenting itself as a Mac). */
  ios: boolean;
  /** Launched from the iOS home screen. */
  iosStandalone: boolean;
  /** Chrome on iOS (`CriOS`), which cannot install a PWA. */
  chromeOnIos: boolean;
  nativeBridge: NativeBridge | undefined;
}

/** Facts about where the app runs; arguments only for tests. */
export function appEnvironment(facts: AppEnvironmentFacts = currentFacts()): AppEnvironment {
  const ios =
    /iPhone|iPad|iPod/.test(facts.userAgent) ||
    (/Macintosh/.test(facts.userAgent) && facts.maxTouchPoints > 1);
  return {
    nativeApp: facts.nativeBridge !== undefined || /\bCasinoApp\//.test(facts.userAgent),
    installedPwa: facts.displayModeStandalone || facts.iosStandalone,
    ios,
    iosStandalone: ios && facts.iosStandalone,
    chromeOnIos: ios && /\bCriOS\//.test(facts.userAgent),
    nativeBridge: facts.nativeBridge,
  };
}
