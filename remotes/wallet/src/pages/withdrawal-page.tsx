import { formatMoney, toHundredths, useForm, useTranslation } from '@casino/platform';
import { Button, ButtonLink, EmptyState, Notice, TextLink } from '@casino/ui/core';
import { QueryView } from '@casino/ui/display';
import { ChoiceGroup, Form, FormError, TextField } from '@casino/ui/forms';
import { SectionPage } from '@casino/ui/navigation';
import { useWithdraw } from '../api/exchange';
import { type ExchangeInfo, useExchange } from '../api/get-exchange';
import { walletPaths } from '../paths';
import { useWallet } from '../state/wallet-store';
import layout from './layout.module.css';
import { WithdrawalStanding } from './withdraw-panel';

/** `/withdrawal/:name`: a withdrawal by one payout method (`bank`: to a saved bank card). */
export default function WithdrawalPage() {
  const { t } = useTranslation('wallet');
  const exchange = useExchange();
  return (
    <SectionPage
      title={t('pages.withdrawal.title')}
      intro={t('pages.withdrawal.intro')}
      trail={[{ label: t('pages.wallets.title'), href: walletPaths.wallets('withdraw') }]}
    >
      <QueryView errorNamespace="wallet" query={exchange} skeletonHeight={560}>
        {(info) => <WithdrawalForm info={info} />}
      </QueryView>
    </SectionPage>
  );
}

function WithdrawalForm({ info }: { info: ExchangeInfo }) {
  const { t } = useTranslation('wallet');
  const withdraw = useWithdraw();
  const defaultCard = info.cards.find((card) => card.isDefault) ?? info.cards[0];
  const withdrawalNumber = useWallet((state) => state.withdrawalNumber);
  const submitted = info.withdrawals.find((withdrawal) => withdrawal.withdrawalNo === withdrawalNumber);
  const form = useForm({
    initial: { bankCardId: defaultCard?.id ?? null, amount: '' },
    labels: { bankCardId: t('withdrawals.card'), amount: t('withdrawals.amount') },
    namespace: 'wallet',
    submit: async ({ bankCardId, amount }) => {
      const hundredths = toHundredths(amount);
      if (hundredths === null || bankCardId === null) return;
      await withdraw.mutateAsync({ amount: hundredths, bankCardId });
      form.set('amount', '');
    },
  });
  const amount = toHundredths(form.values.amount);

  return (
    <div className={layout.stack}>
      <WithdrawalStanding info={info} />
      {submitted ? (
        <Notice tone="success">
          {t('withdrawals.submitted', {
            withdrawalNo: submitted.withdrawalNo,
            amount: formatMoney(submitted.amount),
          })}{' '}
          <strong>{t(`withdrawals.status.${submitted.status}`)}</strong>
        </Notice>
      ) : null}
      {info.cards.length === 0 ? (
        <EmptyState
          title={t('withdrawals.noCards')}
          action={
            <ButtonLink to={walletPaths.cardEdit()} variant="secondary">
              {t('withdrawals.addCard')}
            </ButtonLink>
          }
        />
      ) : (
        <Form onSubmit={form.onSubmit}>
          <ChoiceGroup
            legend={t('withdrawals.card')}
            columns={1}
            options={info.cards.map((card) => ({
              value: card.id,
              label: `${card.bankName} ${card.maskedAccountNumber}`,
            }))}
            value={form.values.bankCardId}
            onChange={(bankCardId) => form.set('bankCardId', bankCardId)}
          />
          <TextField
            label={t('withdrawals.amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('withdrawals.amountHint', {
              minimum: formatMoney(info.minWithdrawal),
              maximum: formatMoney(Math.min(info.maxWithdrawal, info.exchange)),
            })}
            {...form.text('amount')}
          />
          <FormError>{form.formError}</FormError>
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={form.pending}
            disabled={amount === null || amount <= 0}
          >
            {t('withdrawals.submit')}
          </Button>
          <TextLink to={walletPaths.cardList} standalone className={layout.center}>
            {t('bankCards')}
          </TextLink>
        </Form>
      )}
    </div>
  );
}
