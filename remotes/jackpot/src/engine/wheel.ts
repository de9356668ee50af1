import { type PropKind, propKindOf } from '@casino/contracts';

/** The jackpot tiers, in the order of their keys in draw info (`megaJackpot`, ...) and on the wheel. */
export const jackpotTiers = ['mega', 'major', 'minor', 'mini'] as const;
export type JackpotTier = (typeof jackpotTiers)[number];

const tierOfKind: Partial<Record<PropKind, JackpotTier>> = {
  jackpotMega: 'mega',
  jackpotMajor: 'major',
  jackpotMinor: 'minor',
  jackpotMini: 'mini',
};

/**
 * The tier a jackpot prize pays from, by its prop id (spec 3: 50001 mega to 50004 mini). A prize
 * counted in the generic jackpot prop (50000) names no tier: the wheel shows it on the mini sector.
 */
export function tierOfProp(propId: number): JackpotTier | undefined {
  const kind = propKindOf(propId);
  if (kind === 'jackpotCount') return 'mini';
  return kind === undefined ? undefined : tierOfKind[kind];
}

/** The wheel (spec 9): four sectors of 90 degrees, 1800 degrees of extra turns, 4 to 6 s, closes 2 s after. */
export const wheelSpec = {
  sectorDegrees: 90,
  extraTurnDegrees: 1_800,
  minDurationMs: 4_000,
  maxDurationMs: 6_000,
  closeAfterMs: 2_000,
  /** Under reduced motion the wheel still lands on the same sector, in this long. */
  reducedMotionDurationMs: 400,
} as const;

export interface WheelSpin {
  /** The wheel's final rotation, clockwise, from rest (sector 0 under the pointer at the top). */
  degrees: number;
  durationMs: number;
}

/**
 * How the wheel turns to put `tier`'s sector under the pointer: the extra turns plus what brings
 * the sector's centre to the top; the duration is uniform in 4 to 6 s (`random` in [0, 1)).
 */
export function wheelSpin(tier: JackpotTier, random: number, reducedMotion = false): WheelSpin {
  const sector = jackpotTiers.indexOf(tier);
  const toSector = (360 - sector * wheelSpec.sectorDegrees) % 360;
  const span = wheelSpec.maxDurationMs - wheelSpec.minDurationMs;
  return {
    degrees: wheelSpec.extraTurnDegrees + toSector,
    durationMs: reducedMotion
      ? wheelSpec.reducedMotionDurationMs
      : wheelSpec.minDurationMs + Math.min(span, Math.floor(random * (span + 1))),
  };
}

/** The sector under the pointer after turning `degrees` clockwise from rest. */
export function sectorAt(degrees: number): JackpotTier {
  const turned = ((degrees % 360) + 360) % 360;
  const sector = ((360 - turned) % 360) / wheelSpec.sectorDegrees;
  return jackpotTiers[Math.round(sector) % jackpotTiers.length] as JackpotTier;
}
