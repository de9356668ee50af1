import { type PropAward, propKindOf } from '@casino/contracts';
import { formatMoney, type Translation } from '@casino/platform';

/** Props whose count is an amount of coin in hundredths. */
const coinAmountKinds = new Set([
  'coin',
  'giveCoupon',
  'jackpotMega',
  'jackpotMajor',
  'jackpotMinor',
  'jackpotMini',
]);

/** One award as the player reads it: "12.50 coins", "10% deposit coupon", ... */
export function awardLabel(t: Translation['t'], award: PropAward): string {
  const kind = propKindOf(award.propId);
  if (!kind) return t('reward.award.unknown', { count: award.count, propId: award.propId });
  return t(`reward.award.${kind}`, {
    count: award.count,
    amount: coinAmountKinds.has(kind) ? formatMoney(award.count) : award.count,
  });
}

/** Keeps the well-formed awards of an untrusted payload (a remote sends it over the bus). */
export function awardsOf(payload: unknown): PropAward[] {
  const awards = (payload as { awards?: unknown } | null | undefined)?.awards;
  if (!Array.isArray(awards)) return [];
  return awards.filter(
    (award): award is PropAward =>
      typeof award === 'object' &&
      award !== null &&
      Number.isInteger((award as PropAward).propId) &&
      (award as PropAward).propId > 0 &&
      Number.isInteger((award as PropAward).count) &&
      (award as PropAward).count >= 0,
  );
}
