import { type JackpotAwardConfig, propKindOf } from '@casino/contracts';
import { formatMoney, type Translation } from '@casino/platform';
import { tierOfProp } from '../engine/wheel';

type JackpotText = Translation<'jackpot'>['t'];

/** What a grid cell or a prize reads as: coin as money, points, a coin coupon, a jackpot tier. */
export function prizeLabel(t: JackpotText, prize: Pick<JackpotAwardConfig, 'propId' | 'count'>): string {
  const tier = tierOfProp(prize.propId);
  if (tier) return t('cell.tier', { tier: t(`pool.${tier}`) });
  switch (propKindOf(prize.propId)) {
    case 'coin':
      return t('cell.coin', { amount: formatMoney(prize.count) });
    case 'points':
      return t('cell.points', { count: prize.count });
    case 'giveCoupon':
      return t('cell.coupon', { amount: formatMoney(prize.count) });
    default:
      return t('cell.other', { count: prize.count, propId: prize.propId });
  }
}
