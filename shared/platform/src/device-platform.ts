/** The `platform` field every API call carries (spec 7). */
export const DevicePlatform = { mobile: 0, desktop: 1 } as const;
export type DevicePlatform = (typeof DevicePlatform)[keyof typeof DevicePlatform];

const mobileUserAgentPattern = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i;

/**
 * Tells a phone or tablet from a desktop, for the `platform` field of API calls:
 * mobile when the user agent names a mobile system, when it is an iPad claiming to be a Mac
 * (iPadOS 13+ does so by default; only the touch points give it away), or when the primary
 * pointer is coarse (a touch screen); desktop otherwise.
 */
export function detectPlatform(
  userAgent: string = navigator.userAgent,
  maxTouchPoints: number = navigator.maxTouchPoints ?? 0,
  hasCoarsePointer: boolean = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches,
): DevicePlatform {
  const isMobile =
    mobileUserAgentPattern.test(userAgent) ||
    (/Macintosh/.test(userAgent) && maxTouchPoints > 1) ||
    hasCoarsePointer;
  return isMobile ? DevicePlatform.mobile : DevicePlatform.desktop;
}
