import { apiRoutes } from '@casino/contracts';
import { callApi, formatMoney, toHundredths, useTranslation } from '@casino/platform';
import { Button, SectionPage, TextField } from '@casino/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../components/error-text';
import { LoadState } from '../components/load-state';
import { useApiData } from '../components/use-api-data';
import { announceBalance } from '../state/balance';
import { useWallet, walletStore } from '../state/wallet-store';
import { type ExchangeInfo, WithdrawalStanding } from './withdraw-panel';
import './wallet.css';

/** `/withdrawal/:name`: a withdrawal by one payout method (`bank`: to a saved bank card). */
export default function WithdrawalPage() {
  const { t } = useTranslation('wallet');
  const exchange = useApiData(() => callApi(apiRoutes.getExchange, {}));
  return (
    <SectionPage
      title={t('pages.withdrawal.title')}
      intro={t('pages.withdrawal.intro')}
      trail={[{ label: t('pages.wallets.title'), href: '/wallets?name=withdraw' }]}
    >
      <LoadState state={exchange} height={560}>
        {(info) => <WithdrawalForm info={info} onDone={exchange.reload} />}
      </LoadState>
    </SectionPage>
  );
}

function WithdrawalForm({ info, onDone }: { info: ExchangeInfo; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const ids = useId();
  const defaultCard = info.cards.find((card) => card.isDefault) ?? info.cards[0];
  const [cardId, setCardId] = useState(defaultCard?.id ?? null);
  const [amountText, setAmountText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const withdrawalNumber = useWallet((state) => state.withdrawalNumber);
  const submitted = info.withdrawals.find((withdrawal) => withdrawal.withdrawalNo === withdrawalNumber);
  const amount = toHundredths(amountText);

  async function submit() {
    if (amount === null || cardId === null) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const withdrawal = await callApi(apiRoutes.exchange, { amount, bankCardId: cardId });
      walletStore.getState().setWithdrawalNumber(withdrawal.withdrawalNo);
      announceBalance(withdrawal.coin);
      setAmountText('');
      onDone();
    } catch (error) {
      setFailure(error);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="wallet-stack">
      <WithdrawalStanding info={info} />
      {submitted ? (
        <p className="wallet-notice" role="status">
          {t('withdrawals.submitted', {
            withdrawalNo: submitted.withdrawalNo,
            amount: formatMoney(submitted.amount),
          })}{' '}
          <strong>{t(`withdrawals.status.${submitted.status}`)}</strong>
        </p>
      ) : null}
      {info.cards.length === 0 ? (
        <div className="ui-card wallet-stack">
          <p className="ui-text-muted">{t('withdrawals.noCards')}</p>
          <Link className="ui-button ui-button--secondary ui-button--full-width" to="/wallets/card/edit">
            <span className="ui-button__label">{t('withdrawals.addCard')}</span>
          </Link>
        </div>
      ) : (
        <form
          className="ui-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset className="wallet-choices">
            <legend className="ui-section-title">{t('withdrawals.card')}</legend>
            <div className="wallet-choices__list">
              {info.cards.map((card) => (
                <label key={card.id} className="wallet-choice wallet-choice--wide">
                  <input
                    type="radio"
                    name={`${ids}-card`}
                    checked={card.id === cardId}
                    onChange={() => setCardId(card.id)}
                  />
                  <span className="wallet-choice__label">
                    {card.bankName} {card.maskedAccountNumber}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={t('withdrawals.amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('withdrawals.amountHint', {
              minimum: formatMoney(info.minWithdrawal),
              maximum: formatMoney(Math.min(info.maxWithdrawal, info.exchange)),
            })}
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
          />
          {failure ? (
            <p className="ui-form-error" role="alert">
              {errorText(t, failure)}
            </p>
          ) : null}
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={submitting}
            disabled={amount === null || amount <= 0}
          >
            {t('withdrawals.submit')}
          </Button>
          <Link className="ui-link wallet-center" to="/wallets/card/list">
            {t('bankCards')}
          </Link>
        </form>
      )}
    </div>
  );
}
