import { formatDateTime, formatMoney, type Translation, useTranslation } from '@casino/platform';
import { Text } from '@casino/ui/core';
import { ChoiceGroup } from '@casino/ui/forms';
import type { RechargeCoupon } from '../api/get-recharge-coupons';
import styles from './coupon-choice.module.css';

type WalletText = Translation<'wallet'>['t'];

/** The value of "No coupon" among the choices (lot ids are positive). */
export const noCoupon = 0;

/** A coupon as the player reads it: "10% deposit coupon", "50.00 bonus coupon". */
export function couponName(t: WalletText, coupon: Pick<RechargeCoupon, 'kind' | 'percent' | 'amount'>) {
  return coupon.kind === 'giveCoupon'
    ? t('coupons.giveCoupon', { amount: formatMoney(coupon.amount ?? 0) })
    : t(`coupons.${coupon.kind}`, { percent: coupon.percent ?? 0 });
}

/** What a coupon applies to, and until when: "On deposits from 100.00, up to 500.00 bonus, expires …". */
function couponTerms(t: WalletText, coupon: RechargeCoupon) {
  const terms =
    coupon.kind === 'giveCoupon'
      ? t('coupons.giveTerms', { minimum: formatMoney(coupon.minDeposit) })
      : t('coupons.percentTerms', {
          minimum: formatMoney(coupon.minDeposit),
          maximum: formatMoney(coupon.maxBonus),
        });
  return coupon.expiresAt
    ? `${terms}, ${t('coupons.expires', { date: formatDateTime(coupon.expiresAt) })}`
    : terms;
}

/**
 * The deposit coupons the player may use (ADR 0037): one card each, with what it pays and until
 * when, and "No coupon". `problem` says why the chosen one does not apply to the amount.
 */
export function CouponChoice({
  coupons,
  value,
  onChange,
  problem,
}: {
  coupons: readonly RechargeCoupon[];
  value: number;
  onChange: (lotId: number) => void;
  problem: string | null;
}) {
  const { t } = useTranslation('wallet');
  if (coupons.length === 0) {
    return (
      <Text tone="muted" size="sm">
        {t('coupons.empty')}
      </Text>
    );
  }
  return (
    <div className={styles.coupons}>
      <ChoiceGroup
        legend={t('coupons.legend')}
        columns={1}
        options={[
          { value: noCoupon, label: t('coupons.none') },
          ...coupons.map((coupon) => ({
            value: coupon.lotId,
            label:
              coupon.remaining > 1
                ? t('coupons.several', { name: couponName(t, coupon), count: coupon.remaining })
                : couponName(t, coupon),
            description: couponTerms(t, coupon),
          })),
        ]}
        value={value}
        onChange={onChange}
        error={problem}
      />
      <Text tone="muted" size="sm">
        {t('coupons.held')}
      </Text>
    </div>
  );
}
