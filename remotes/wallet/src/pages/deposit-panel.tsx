import {
  amountOptions,
  couponBonus,
  couponProblem,
  defaultDepositChannel,
  depositAmountProblem,
  depositBonus,
  depositMaximum,
  depositMinimum,
  depositMinimumAfterFirst,
  isFirstDeposit,
} from '@casino/contracts';
import { formatMoney, toHundredths, useForm, useTranslation } from '@casino/platform';
import { Badge, Button, Card, EmptyState, SectionTitle, Text } from '@casino/ui/core';
import { QueryView } from '@casino/ui/display';
import { ChoiceGroup, Form, FormError, TextField } from '@casino/ui/forms';
import { useId } from 'react';
import { useCreateRechargeOrder } from '../api/create-recharge-order';
import { type RechargeCoupon, useRechargeCoupons } from '../api/get-recharge-coupons';
import { type RechargeInfo, useRechargeInfo } from '../api/get-recharge-info';
import { CouponChoice, couponName, noCoupon } from '../components/coupon-choice';
import { PaymentLogo } from '../components/payment-logo';
import { useWallet, walletStore } from '../state/wallet-store';
import styles from './deposit-panel.module.css';

/**
 * The deposit tab: channel, amount, a deposit coupon if the player has one, the bonus it is
 * expected to earn (the recharge bonus is decided when the payment lands; a coupon's is fixed by
 * the amount), then off to the provider's page.
 */
export function DepositPanel({ returnPath }: { returnPath: string }) {
  const info = useRechargeInfo();
  // Coupons are extra: a failed read leaves the deposit without them, never without the page.
  const coupons = useRechargeCoupons();
  return (
    <QueryView errorNamespace="wallet" query={info} skeletonHeight={520}>
      {(data) => <DepositForm info={data} coupons={coupons.data?.list ?? []} returnPath={returnPath} />}
    </QueryView>
  );
}

type AmountProblem = ReturnType<typeof depositAmountProblem>;

/**
 * The amount picked from the list (null: the cheapest offered) or typed ('' : none typed), and the
 * coupon's lot (`noCoupon`: none).
 */
type DepositChoice = {
  price: number | null;
  customAmount: string;
  coupon: number;
};

function DepositForm({
  info,
  coupons,
  returnPath,
}: {
  info: RechargeInfo;
  coupons: readonly RechargeCoupon[];
  returnPath: string;
}) {
  const { t } = useTranslation('wallet');
  const bonusTitleId = useId();
  const chosenId = useWallet((state) => state.depositChannel);
  const createOrder = useCreateRechargeOrder();
  const channels = Object.values(info.appRechargeTypeMap).sort((a, b) => a.sort - b.sort);
  const channel = defaultDepositChannel(channels, { chosenId, lastRechargeTypeId: info.lastRechargeTypeId });
  const firstDeposit = isFirstDeposit(info.totalRecharge, info.hash);
  const minimum = channel
    ? depositMinimum(channel, { minRechargeStatus: info.minRechargeStatus, firstDeposit })
    : 0;
  const maximum = channel ? depositMaximum(channel) : 0;
  // Spec 5: the minimum rises after the first deposit when minRechargeStatus is on; said before it does.
  const minimumAfterFirst = channel
    ? depositMinimumAfterFirst(channel, { minRechargeStatus: info.minRechargeStatus, firstDeposit })
    : null;
  // A price above the channel's maximum is never offered: only what the channel can take is listed.
  const options = channel
    ? amountOptions(
        (info.appRechargeTypeItemMap[channel.id] ?? []).flatMap(
          (itemId) => info.appRechargeItemMap[itemId] ?? [],
        ),
        minimum,
      ).filter((option) => option.price <= maximum)
    : [];

  /** The amount to pay in hundredths, and why it cannot be paid (null: it can). */
  function amountOf({ price, customAmount }: DepositChoice): {
    amount: number | null;
    problem: AmountProblem;
  } {
    if (customAmount.trim() !== '') {
      const typed = toHundredths(customAmount);
      return {
        amount: typed,
        problem: typed === null ? 'notWhole' : depositAmountProblem(typed, minimum, maximum),
      };
    }
    // A price no longer offered by this channel (after switching) falls back to the cheapest.
    const offered = options.some((option) => option.price === price) ? price : (options[0]?.price ?? null);
    return { amount: offered, problem: offered === null ? 'notWhole' : null };
  }

  const problemText: Record<NonNullable<AmountProblem>, string> = {
    notWhole: t('deposits.amountInvalid'),
    belowMinimum: t('errors.1302', { minimum: formatMoney(minimum) }),
    aboveMaximum: t('errors.1303', { maximum: formatMoney(maximum) }),
  };

  /** The chosen coupon while the player still has it (a refetch may have taken it away). */
  const couponOf = (lotId: number) => coupons.find((coupon) => coupon.lotId === lotId) ?? null;
  /** Why the chosen coupon does not apply to this amount, or null. */
  const couponProblemOf = (values: DepositChoice) => {
    const coupon = couponOf(values.coupon);
    const { amount } = amountOf(values);
    return coupon && amount !== null && couponProblem(coupon, amount) === 'belowMinimum'
      ? t('coupons.belowMinimum', { minimum: formatMoney(coupon.minDeposit) })
      : null;
  };

  const form = useForm<DepositChoice>({
    initial: { price: null, customAmount: '', coupon: noCoupon },
    labels: {
      price: t('deposits.amount'),
      customAmount: t('deposits.customAmount'),
      coupon: t('coupons.legend'),
    },
    namespace: 'wallet',
    errorValues: { minimum: formatMoney(minimum), maximum: formatMoney(maximum) },
    check: (values) => {
      const { problem } = amountOf(values);
      return { customAmount: problem ? problemText[problem] : null, coupon: couponProblemOf(values) };
    },
    submit: async (values) => {
      const { amount } = amountOf(values);
      if (!channel || amount === null) return;
      const coupon = couponOf(values.coupon);
      await createOrder.mutateAsync({
        channelId: channel.id,
        amount,
        returnPath,
        ...(coupon ? { coupon: { lotId: coupon.lotId } } : {}),
      });
    },
  });

  if (!channel) return <EmptyState title={t('deposits.noChannels')} />;

  const { amount, problem } = amountOf(form.values);
  const coupon = couponOf(form.values.coupon);
  const couponRefusal = couponProblemOf(form.values);
  const couponPays = coupon && amount !== null && problem === null ? couponBonus(coupon, amount) : 0;
  const typing = form.values.customAmount.trim() !== '';
  const earned =
    amount !== null && problem === null
      ? depositBonus(info.rechargeBonusList, {
          amount,
          channelId: channel.id,
          ...info.bonusStanding,
          totalRecharge: info.totalRecharge ?? 0,
          now: new Date().toISOString(),
        })
      : null;
  // Once the order is open the page is on its way to the provider: no second order.
  const leaving = createOrder.isSuccess;

  return (
    <Form onSubmit={form.onSubmit}>
      <ChoiceGroup
        legend={t('deposits.channel')}
        columns={2}
        options={channels.map((candidate) => ({
          value: candidate.id,
          label: candidate.name,
          media: <PaymentLogo icon={candidate.icon} />,
        }))}
        value={channel.id}
        onChange={(channelId) => walletStore.getState().setDepositChannel(channelId)}
      />
      <ChoiceGroup
        legend={
          <>
            {t('deposits.amount')}
            {firstDeposit ? (
              <>
                {' '}
                <Badge>{t('deposits.firstDepositNote')}</Badge>
              </>
            ) : null}
          </>
        }
        options={options.map((option) => ({ value: option.price, label: formatMoney(option.price) }))}
        value={typing ? null : amount}
        onChange={(price) => {
          form.set('price', price);
          form.set('customAmount', '');
        }}
      />
      {minimumAfterFirst !== null ? (
        <Text tone="muted" size="sm">
          {t('deposits.minimumRises', {
            minimum: formatMoney(minimum),
            after: formatMoney(minimumAfterFirst),
            channel: channel.name,
          })}
        </Text>
      ) : null}
      <TextField
        label={t('deposits.customAmount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('deposits.customAmountHint', {
          minimum: formatMoney(minimum),
          maximum: formatMoney(maximum),
        })}
        {...form.text('customAmount')}
        // Said while typing, not only on submit: the button is off until the amount can be paid.
        error={typing && problem ? problemText[problem] : null}
      />
      <CouponChoice
        coupons={coupons}
        value={coupon ? coupon.lotId : noCoupon}
        onChange={(lotId) => form.set('coupon', lotId)}
        problem={couponRefusal ?? form.errors.coupon ?? null}
      />

      <Card aria-labelledby={bonusTitleId} aria-live="polite" className={styles.bonus}>
        <SectionTitle as="h2" id={bonusTitleId}>
          {t('deposits.bonusTitle')}
        </SectionTitle>
        {earned ? (
          <Text tone="success" size="lg" weight="bold">
            {t('deposits.bonusEarned', { amount: formatMoney(earned.amount), name: earned.bonus.name })}
          </Text>
        ) : null}
        {coupon && couponPays > 0 ? (
          <Text tone="success" size="lg" weight="bold">
            {t('deposits.bonusEarned', { amount: formatMoney(couponPays), name: couponName(t, coupon) })}
          </Text>
        ) : null}
        {earned || couponPays > 0 ? (
          <Text tone="muted" size="sm">
            {t('deposits.bonusWagering', {
              amount: formatMoney(
                (amount ?? 0) +
                  (earned ? earned.amount * earned.bonus.turnoverMultiple : 0) +
                  couponPays * (coupon?.wageringMultiple ?? 0),
              ),
            })}
          </Text>
        ) : (
          <Text tone="muted">{t('deposits.noBonus')}</Text>
        )}
        {earned ? (
          <Text tone="muted" size="sm">
            {t('deposits.bonusDecidedOnPayment')}
          </Text>
        ) : null}
        {amount !== null && problem === null ? (
          <Text weight="bold" numeric>
            {t('deposits.total', { total: formatMoney(amount + (earned?.amount ?? 0) + couponPays) })}
          </Text>
        ) : null}
      </Card>

      <FormError>{form.formError}</FormError>
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={form.pending || leaving}
        disabled={problem !== null || couponRefusal !== null || leaving}
      >
        {t('deposits.pay', { amount: amount === null ? '' : formatMoney(amount) })}
      </Button>
    </Form>
  );
}
