/** What the host tells the platform once at start. */
export interface PlatformConfig {
  /** Prefix of every API path, e.g. `/api`. */
  apiBase: string;
  /** The build's version; sent as `appVersion` with every call (the spec's `{ip}` placeholder). */
  appVersion: string;
  /** Sent as `appWebName` with every call; defaults to `location.hostname`. */
  appWebName?: string;
  /** Shows the 'Tips' dialog: 'The request has timed out, please try again later' (spec 8). */
  onTimeoutTip: () => void;
  /** Defaults to the global `fetch`; tests pass one that answers like the API. */
  fetch?: typeof fetch;
  /** Signs the user out of the social login provider when the session ends (spec 4). */
  signOutSocial?: () => void | Promise<void>;
}

let currentConfig: PlatformConfig | null = null;

/** Configures the shared platform instance; the host calls it once at start, before any API call. */
export function configurePlatform(config: PlatformConfig): void {
  currentConfig = config;
}

/** The host's configuration, or `null` while `configurePlatform` has not run. */
export function platformConfig(): PlatformConfig | null {
  return currentConfig;
}

function randomId(): string {
  // getRandomValues, unlike randomUUID, also works outside secure contexts (plain-http LAN hosts).
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Random id drawn when this module is evaluated. A remote that sees the host's value uses
 * the host's singleton, not a bundled copy.
 */
export const platformInstanceId: string = randomId();
