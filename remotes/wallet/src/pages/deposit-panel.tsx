import {
  type ApiResponseOf,
  amountOptions,
  type apiCalls,
  apiRoutes,
  defaultDepositChannel,
  depositAmountProblem,
  depositBonus,
  depositMaximum,
  depositMinimum,
  isFirstDeposit,
} from '@casino/contracts';
import { callApi, formatMoney, toHundredths, useTranslation } from '@casino/platform';
import { Button, TextField } from '@casino/ui';
import { useId, useState } from 'react';
import { errorText } from '../components/error-text';
import { LoadState } from '../components/load-state';
import { useApiData } from '../components/use-api-data';
import { useWallet, walletStore } from '../state/wallet-store';

type TradeInfo = ApiResponseOf<typeof apiCalls.getRechargeInfo>;

/**
 * The deposit tab: channel, amount, the bonus it is expected to earn (decided when the payment
 * lands), then off to the provider's page.
 */
export function DepositPanel({ returnPath }: { returnPath: string }) {
  const info = useApiData(() => callApi(apiRoutes.getRechargeInfo, {}));
  return (
    <LoadState state={info} height={520}>
      {(data) => <DepositForm info={data} returnPath={returnPath} />}
    </LoadState>
  );
}

function DepositForm({ info, returnPath }: { info: TradeInfo; returnPath: string }) {
  const { t } = useTranslation('wallet');
  const ids = useId();
  const chosenId = useWallet((state) => state.depositChannel);
  const channels = Object.values(info.appRechargeTypeMap).sort((a, b) => a.sort - b.sort);
  const channel = defaultDepositChannel(channels, { chosenId, lastRechargeTypeId: info.lastRechargeTypeId });
  const firstDeposit = isFirstDeposit(info.totalRecharge, info.hash);
  const minimum = channel
    ? depositMinimum(channel, { minRechargeStatus: info.minRechargeStatus, firstDeposit })
    : 0;
  const options = channel
    ? amountOptions(
        (info.appRechargeTypeItemMap[channel.id] ?? []).flatMap(
          (itemId) => info.appRechargeItemMap[itemId] ?? [],
        ),
        minimum,
      )
    : [];
  const [pickedPrice, setPickedPrice] = useState<number | null>(null);
  const [customText, setCustomText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  if (!channel) return <p className="ui-text-muted">{t('deposits.noChannels')}</p>;

  const customAmount = customText.trim() === '' ? null : toHundredths(customText);
  // A price no longer offered by this channel (after switching) falls back to the cheapest.
  const price = options.some((option) => option.price === pickedPrice)
    ? pickedPrice
    : (options[0]?.price ?? null);
  const amount = customText.trim() === '' ? price : customAmount;
  const maximum = depositMaximum(channel);
  const problem = amount === null ? 'notWhole' : depositAmountProblem(amount, minimum, maximum);
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

  async function pay() {
    if (amount === null || problem !== null || !channel) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const order = await callApi(apiRoutes.createRechargeOrder, {
        channelId: channel.id,
        amount,
        returnPath,
      });
      window.location.assign(order.paymentUrl);
    } catch (error) {
      setFailure(error);
      setSubmitting(false);
    }
  }

  const customError =
    customText.trim() === '' || problem === null
      ? ''
      : problem === 'aboveMaximum'
        ? t('errors.1303', { maximum: formatMoney(maximum) })
        : t('errors.1302', { minimum: formatMoney(minimum) });

  return (
    <form
      className="ui-form wallet-deposit"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <fieldset className="wallet-choices">
        <legend className="ui-section-title">{t('deposits.channel')}</legend>
        <div className="wallet-choices__grid wallet-choices__grid--channels">
          {channels.map((candidate) => (
            <label key={candidate.id} className="wallet-choice">
              <input
                type="radio"
                name={`${ids}-channel`}
                checked={candidate.id === channel.id}
                onChange={() => walletStore.getState().setDepositChannel(candidate.id)}
              />
              <span className="wallet-choice__label">{candidate.name}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="wallet-choices">
        <legend className="ui-section-title">
          {t('deposits.amount')}
          {firstDeposit ? <span className="wallet-tag">{t('deposits.firstDepositNote')}</span> : null}
        </legend>
        <div className="wallet-choices__grid">
          {options.map((option) => (
            <label key={option.id} className="wallet-choice">
              <input
                type="radio"
                name={`${ids}-amount`}
                checked={customText.trim() === '' && option.price === price}
                onChange={() => {
                  setPickedPrice(option.price);
                  setCustomText('');
                }}
              />
              <span className="wallet-choice__label">{formatMoney(option.price)}</span>
            </label>
          ))}
        </div>
        <TextField
          label={t('deposits.customAmount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('deposits.customAmountHint', { minimum: formatMoney(minimum) })}
          value={customText}
          error={customError}
          onChange={(event) => setCustomText(event.target.value)}
        />
      </fieldset>

      <section className="ui-card wallet-bonus" aria-labelledby={`${ids}-bonus`} aria-live="polite">
        <h3 id={`${ids}-bonus`} className="wallet-bonus__title">
          {t('deposits.bonusTitle')}
        </h3>
        {earned ? (
          <>
            <p className="wallet-bonus__amount">
              {t('deposits.bonusEarned', { amount: formatMoney(earned.amount), name: earned.bonus.name })}
            </p>
            <p className="ui-text-muted">
              {t('deposits.bonusWagering', {
                amount: formatMoney((amount ?? 0) + earned.amount * earned.bonus.turnoverMultiple),
              })}
            </p>
            <p className="ui-text-muted">{t('deposits.bonusDecidedOnPayment')}</p>
          </>
        ) : (
          <p className="ui-text-muted">{t('deposits.noBonus')}</p>
        )}
        {amount !== null && problem === null ? (
          <p className="wallet-bonus__total">
            {t('deposits.total', { total: formatMoney(amount + (earned?.amount ?? 0)) })}
          </p>
        ) : null}
      </section>

      {failure ? (
        <p className="ui-form-error" role="alert">
          {errorText(t, failure, { minimum: formatMoney(minimum), maximum: formatMoney(maximum) })}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={submitting}
        disabled={amount === null || problem !== null}
      >
        {t('deposits.pay', { amount: amount === null ? '' : formatMoney(amount) })}
      </Button>
    </form>
  );
}
