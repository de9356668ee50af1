import { depositCouponTerms, type PropAward, propIdRanges } from '@casino/contracts';
import { formatMoney, type Translation } from '@casino/platform';

type VipText = Translation<'vipBonus'>['t'];

/**
 * One award as the player reads it: coin as money, points as points, a deposit coupon by what it
 * pays (its prop id; its count is how many: ADR 0037), anything else by its prop id.
 */
function awardText(t: VipText, award: PropAward): string {
  if (award.propId === propIdRanges.coin.min) return t('prop.coin', { amount: formatMoney(award.count) });
  if (award.propId === propIdRanges.points.min) return t('prop.points', { count: award.count });
  const coupon = depositCouponTerms(award.propId);
  if (coupon) {
    const name = t(`prop.${coupon.kind}`, {
      percent: coupon.percent ?? 0,
      amount: formatMoney(coupon.amount ?? 0),
    });
    return award.count === 1 ? name : t('prop.several', { name, count: award.count });
  }
  return t('prop.other', { count: award.count, propId: award.propId });
}

/** A list of awards on one line: "1.00 coins + 10 points". */
export const awardsText = (t: VipText, awards: readonly PropAward[]) =>
  awards.map((award) => awardText(t, award)).join(' + ');

/** Basis points as a percentage: 50 -> "0.5%". */
export const rateText = (rateBp: number) =>
  `${(rateBp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
