import { describe, expect, it } from 'vitest';
import { DevicePlatform, detectPlatform } from '../device-platform';

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const macSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('detectPlatform', () => {
  it.each([
    ['an iPhone', iPhoneSafari],
    ['an Android phone', androidChrome],
  ])('reports mobile (0) on %s', (_, userAgent) => {
    expect(detectPlatform(userAgent, 5, true)).toBe(DevicePlatform.mobile);
  });

  it('reports mobile on an iPad that presents itself as a Mac', () => {
    expect(detectPlatform(macSafari, 5, false)).toBe(DevicePlatform.mobile);
  });

  it('reports mobile on a touch-first device with a desktop user agent', () => {
    expect(detectPlatform(windowsChrome, 10, true)).toBe(DevicePlatform.mobile);
  });

  it.each([
    ['a Mac', macSafari],
    ['a Windows PC', windowsChrome],
  ])('reports desktop (1) on %s with a mouse', (_, userAgent) => {
    expect(detectPlatform(userAgent, 0, false)).toBe(DevicePlatform.desktop);
  });
});
