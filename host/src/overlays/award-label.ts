import { depositCouponTerms, type PropAward, propKindOf } from '@casino/contracts';
import { formatMoney, type Translation } from '@casino/platform';

/** Props whose count is an amount of coin in hundredths. */
const coinAmountKinds = new Set(['coin', 'jackpotMega', 'jackpotMajor', 'jackpotMinor', 'jackpotMini']);

/**
 * One award as the player reads it: "12.50 coins", "10% deposit coupon", "2 × 50.00 bonus
 * coupon"... A deposit coupon's value is its prop id, its count how many (ADR 0037).
 */
export function awardLabel(t: Translation['t'], award: PropAward): string {
  const kind = propKindOf(award.propId);
  if (!kind) return t('reward.award.unknown', { count: award.count, propId: award.propId });
  const coupon = depositCouponTerms(award.propId);
  if (coupon) {
    const name = t(`reward.award.${kind}`, {
      percent: coupon.percent ?? 0,
      amount: formatMoney(coupon.amount ?? 0),
    });
    return award.count === 1 ? name : t('reward.award.several', { name, count: award.count });
  }
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
