/**
 * The flight's curve: the multiplier grows as e^(GROWTH_PER_MS * t) with t the milliseconds since
 * take-off (2x at 11.6 s, 10x at 38 s, 100x at 77 s). Server and page share this file, so the page
 * draws between the server's ticks the same multiplier the server would pay.
 */

const GROWTH_PER_MS = 0.00006;

/** The multiplier in hundredths t ms after take-off, rounded down (what a cash-out then pays). */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * elapsedMs) + 1e-9);
}

/** The first millisecond at which the multiplier reaches `hundredths` (when a round with that crash point ends). */
export function elapsedAt(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.ceil(Math.log(hundredths / 100) / GROWTH_PER_MS);
  // Floating point may put the ceiling one millisecond off either way; settle it on the rounded-down curve.
  while (ms > 0 && multiplierAt(ms - 1) >= hundredths) ms -= 1;
  while (multiplierAt(ms) < hundredths) ms += 1;
  return ms;
}
