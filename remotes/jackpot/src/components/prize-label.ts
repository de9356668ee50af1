import { depositCouponTerms, type JackpotAwardConfig, propKindOf } from '@casino/contracts';
import { formatMoney, type Translation } from '@casino/platform';
import { tierOfProp } from '../engine/wheel';

type JackpotText = Translation<'jackpot'>['t'];

/**
 * What a prize reads as: a jackpot tier by name, coin as money (its `count` is hundredths), points
 * as points, a deposit coupon by what it pays (its prop id: ADR 0037); anything else by the number
 * its cell shows (`showNum`, spec 3).
 */
export function prizeLabel(
  t: JackpotText,
  prize: Pick<JackpotAwardConfig, 'propId' | 'count'> & { showNum?: number },
): string {
  const tier = tierOfProp(prize.propId);
  if (tier) return t('cell.tier', { tier: t(`pool.${tier}`) });
  const coupon = depositCouponTerms(prize.propId);
  if (coupon) {
    return t(`cell.${coupon.kind}`, {
      percent: coupon.percent ?? 0,
      amount: formatMoney(coupon.amount ?? 0),
    });
  }
  switch (propKindOf(prize.propId)) {
    case 'coin':
      return t('cell.coin', { amount: formatMoney(prize.count) });
    case 'points':
      return t('cell.points', { count: prize.count });
    default:
      return t('cell.other', { count: prize.showNum ?? prize.count, propId: prize.propId });
  }
}
