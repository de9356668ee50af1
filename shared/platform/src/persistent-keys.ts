import { storageKeys } from '@casino/contracts';
import { readStorage, writeStorage } from './browser-storage';

/** Landing-URL parameters kept for attribution: campaign tags and the ad networks' click ids. */
const adParamPattern = /^(utm_[a-z]+|gclid|fbclid|ttclid|msclkid|adid|ad_[a-z0-9_]+|pid|channelCode)$/i;

/**
 * Spec 9's persistent keys that the landing URL sets: `ad_params` (attribution parameters, JSON;
 * a later landing with new parameters replaces them) and `appId` (a native shell or a partner
 * link passes `appId`; otherwise the client sends the default web id). `access_token` belongs to
 * the session, `first_loading` to `takeFirstLoading`.
 */
export function rememberLandingParams(search: string): void {
  const params = new URLSearchParams(search);
  const adParams = Object.fromEntries([...params].filter(([key]) => adParamPattern.test(key)));
  if (Object.keys(adParams).length > 0) writeStorage(storageKeys.adParams, JSON.stringify(adParams));
  const appId = params.get('appId');
  if (appId && /^[\w.-]{1,64}$/.test(appId)) writeStorage(storageKeys.appId, appId);
}

/** The attribution parameters of the last landing that had any. */
export function readAdParams(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(readStorage(storageKeys.adParams) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/**
 * True exactly once per device: at the first start (`first_loading` not yet stored, then set to
 * that start's time). The host logs the device's first open with it.
 */
export function takeFirstLoading(): boolean {
  if (readStorage(storageKeys.firstLoading) !== null) return false;
  writeStorage(storageKeys.firstLoading, String(Date.now()));
  return true;
}
