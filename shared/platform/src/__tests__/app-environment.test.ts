import { describe, expect, it } from 'vitest';
import { type AppEnvironmentFacts, appEnvironment } from '../app-environment';

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const iPhoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const facts = (changes: Partial<AppEnvironmentFacts>): AppEnvironmentFacts => ({
  userAgent: androidChrome,
  nativeBridge: undefined,
  displayModeStandalone: false,
  iosStandalone: false,
  maxTouchPoints: 5,
  ...changes,
});

describe('appEnvironment', () => {
  it('sees a plain Android browser tab as web, not installed, not iOS', () => {
    expect(appEnvironment(facts({}))).toMatchObject({
      nativeApp: false,
      installedPwa: false,
      ios: false,
      chromeOnIos: false,
    });
  });

  it('knows the native app by its bridge or its user-agent mark', () => {
    expect(appEnvironment(facts({ nativeBridge: { openLiveChat: () => undefined } })).nativeApp).toBe(true);
    expect(appEnvironment(facts({ userAgent: `${androidChrome} CasinoApp/3.1.0` })).nativeApp).toBe(true);
  });

  it('knows an installed PWA by its display mode', () => {
    expect(appEnvironment(facts({ displayModeStandalone: true })).installedPwa).toBe(true);
  });

  it('knows iOS standalone and Chrome on iOS', () => {
    expect(appEnvironment(facts({ userAgent: iPhoneSafari, iosStandalone: true }))).toMatchObject({
      ios: true,
      iosStandalone: true,
      installedPwa: true,
    });
    expect(appEnvironment(facts({ userAgent: iPhoneChrome })).chromeOnIos).toBe(true);
  });
});
