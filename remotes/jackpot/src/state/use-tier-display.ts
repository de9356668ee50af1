import { useEffect, useRef, useState } from 'react';
import { randomInSection, type Section, tierRefreshMs } from '../engine/tier-display';
import { type JackpotTier, jackpotTiers } from '../engine/wheel';

export type TierSections = Record<JackpotTier, Section>;

const drawTiers = (sections: TierSections, random: () => number) =>
  Object.fromEntries(jackpotTiers.map((tier) => [tier, randomInSection(sections[tier], random())])) as Record<
    JackpotTier,
    number
  >;

/**
 * The tier numbers shown (spec 4): a random value within each tier's section, drawn again every
 * 6 s while mounted (the modal or page is open) and whenever the sections change.
 */
export function useTierDisplay(
  sections: TierSections | null,
  random: () => number = Math.random,
): Record<JackpotTier, number> | null {
  const key = sections ? JSON.stringify(sections) : null;
  const drawnFor = useRef(key);
  const [shown, setShown] = useState(() => (sections ? drawTiers(sections, random) : null));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the sections' values
  useEffect(() => {
    if (!sections) return;
    if (drawnFor.current !== key) setShown(drawTiers(sections, random));
    drawnFor.current = key;
    const timer = setInterval(() => setShown(drawTiers(sections, random)), tierRefreshMs);
    return () => clearInterval(timer);
  }, [key, random]);
  return shown;
}
