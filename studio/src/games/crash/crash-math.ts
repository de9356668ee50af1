/**
 * Jeepney Rocket's outcome from a round hash, the rules a browser recomputes on the verify page
 * (plain TypeScript, BigInt only: no Node module, so the page bundles this file as it is).
 *
 * Multipliers are integers of hundredths (250 = 2.50x), like money.
 * The proof that every cash-out target returns RTP_PERCENT is in studio/README.md ("Crash").
 */

/** The declared return to player, percent. */
export const RTP_PERCENT = 99;

/** No round flies past 10,000.00x: the crash point is capped here. */
export const MAX_CRASH_POINT = 1_000_000;

/** The lowest multiplier: a round whose crash point is this busts at take-off, nobody cashes out. */
export const BUST_AT_TAKE_OFF = 100;

/** The lowest auto cash-out target a player may set (1.01x). */
export const MIN_TARGET = 101;

const TWO_POW_52 = 2n ** 52n;

/**
 * The crash point of a round, in hundredths, from its hash: h = the first 52 bits (13 hex digits);
 * the rest of the hash does not count.
 */
export function crashPointFromHash(hashHex: string): number {
  if (!/^[0-9a-f]{64}$/.test(hashHex)) throw new Error('A round hash is 64 lower-case hex digits');
  return crashPointFromBits(BigInt(`0x${hashHex.slice(0, 13)}`));
}

/**
 * The crash point from 52 uniform bits h: floor(99 * 2^52 / (2^52 - h)) hundredths, i.e.
 * 0.99 / (1 - U) with U = h / 2^52 uniform in [0, 1). Below 1.01x the round busts at take-off
 * (1.00x); above the cap it stops at the cap. For a target T >= 1.01x exactly floor(99 * 2^52 / T)
 * of the 2^52 values of h reach T, so a cash-out at T returns T * P(reach T) = 99% less at most
 * T * 2^-52.
 */
export function crashPointFromBits(h: bigint): number {
  const raw = (BigInt(RTP_PERCENT) * TWO_POW_52) / (TWO_POW_52 - h);
  if (raw < BigInt(MIN_TARGET)) return BUST_AT_TAKE_OFF;
  return raw > BigInt(MAX_CRASH_POINT) ? MAX_CRASH_POINT : Number(raw);
}

/**
 * The return of always cashing out at `target` (hundredths), exactly: target/100 times the share
 * of the 2^52 values of h that reach it.
 */
export function exactTargetRtp(target: number): number {
  return ((target / 100) * Number((BigInt(RTP_PERCENT) * TWO_POW_52) / BigInt(target))) / 2 ** 52;
}

/** "2.50x" from 250 hundredths. */
export function formatMultiplier(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}x`;
}
