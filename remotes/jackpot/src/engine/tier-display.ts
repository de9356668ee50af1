/** A tier's shown-number range `[min, max]`, in hundredths. */
export type Section = readonly [number, number];

/** How often the shown tier numbers change while the modal is open (spec 9). */
export const tierRefreshMs = 6_000;
/** How often the lucky-winner ticker moves on (spec 2). */
export const tickerIntervalMs = 2_000;

/** A whole number of hundredths in `[min, max]`, uniform (`random` in [0, 1)). */
export function randomInSection([min, max]: Section, random: number): number {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  return low + Math.min(high - low, Math.floor(random * (high - low + 1)));
}
