import { type JackpotAwardConfig, propKindOf } from '@casino/contracts';
import { formatMoney, type Translation } from '@casino/platform';
import { tierOfProp } from '../engine/wheel';

type JackpotText = Translation<'jackpot'>['t'];

/**
 * What a prize reads as: a jackpot tier by name, coin as money (its `count` is hundredths), points
 * as points; a coin coupon by the whole-coin amount its cell shows (`showNum`, spec 3: the amount a
 * cell displays; the seed's coin cells show count / 100), anything else by that number.
 */
export function prizeLabel(
  t: JackpotText,
  prize: Pick<JackpotAwardConfig, 'propId' | 'count'> & { showNum?: number },
): string {
  const tier = tierOfProp(prize.propId);
  if (tier) return t('cell.tier', { tier: t(`pool.${tier}`) });
  const shown = prize.showNum ?? prize.count;
  switch (propKindOf(prize.propId)) {
    case 'coin':
      return t('cell.coin', { amount: formatMoney(prize.count) });
    case 'points':
      return t('cell.points', { count: prize.count });
    case 'giveCoupon':
      return t('cell.coupon', { amount: formatMoney(shown * 100) });
    default:
      return t('cell.other', { count: shown, propId: prize.propId });
  }
}
