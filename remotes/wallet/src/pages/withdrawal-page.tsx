import { type BankCard, withdrawalMaximum } from '@casino/contracts';
import { formatMoney, toHundredths, useForm, useTranslation } from '@casino/platform';
import { Button, ButtonLink, EmptyState, Notice, TextLink } from '@casino/ui/core';
import { EmptyIllustration, QueryView } from '@casino/ui/display';
import { ChoiceGroup, Form, FormError, TextField } from '@casino/ui/forms';
import { SectionPage } from '@casino/ui/navigation';
import { Modal } from '@casino/ui/overlays';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useWithdraw } from '../api/exchange';
import { type ExchangeInfo, useExchange } from '../api/get-exchange';
import { PaymentLogo, payoutLogoOf } from '../components/payment-logo';
import { walletPaths } from '../paths';
import { useWallet } from '../state/wallet-store';
import layout from './layout.module.css';
import { WithdrawalStanding } from './withdraw-panel';
import styles from './withdrawal-page.module.css';

/**
 * `/withdrawal/:name`: a withdrawal to one of the player's payout accounts (`bank`, the one name:
 * bank cards and, since ADR 0048, GCash and Maya). `?card=<id>` chooses that account, as the card
 * page does when it sends the player back here after adding one.
 */
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

/** Hundredths as the amount field takes them: `800.00`, digits only (`toHundredths` reads it back). */
function typedAmount(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A payout account as the player recognises it: `BPI **** 9876`. */
const accountName = (card: BankCard) => `${card.bankName} ${card.maskedAccountNumber}`;

function WithdrawalForm({ info }: { info: ExchangeInfo }) {
  const { t } = useTranslation('wallet');
  const reasonId = useId();
  const { search } = useLocation();
  const withdraw = useWithdraw();
  const [reviewing, setReviewing] = useState(false);
  const withdrawalNumber = useWallet((state) => state.withdrawalNumber);
  const submitted = info.withdrawals.find((withdrawal) => withdrawal.withdrawalNo === withdrawalNumber);
  /** The most one withdrawal can take now; 0: nothing can be withdrawn. */
  const most = withdrawalMaximum(info);
  const form = useForm<{ bankCardId: number | null; amount: string }>({
    // null: the player has not chosen; the account named by `?card=`, else the default, is used.
    initial: { bankCardId: null, amount: '' },
    labels: { bankCardId: t('withdrawals.card'), amount: t('withdrawals.amount') },
    namespace: 'wallet',
    submit: async ({ amount }) => {
      const hundredths = toHundredths(amount);
      if (hundredths === null || card === undefined) return;
      await withdraw.mutateAsync({ amount: hundredths, bankCardId: card.id });
      form.set('amount', '');
    },
  });

  // The card list may arrive after the page (a card just added): the choice follows it.
  const fromSearch = Number(new URLSearchParams(search).get('card')) || null;
  const byId = (id: number | null) =>
    id === null ? undefined : info.cards.find((candidate) => candidate.id === id);
  const card =
    byId(form.values.bankCardId) ??
    byId(fromSearch) ??
    info.cards.find((candidate) => candidate.isDefault) ??
    info.cards[0];

  const amount = toHundredths(form.values.amount);
  const typing = form.values.amount.trim() !== '';
  const amountProblem =
    !typing || amount === null || amount <= 0
      ? null
      : amount < info.minWithdrawal
        ? t('withdrawals.belowMinimum', { minimum: formatMoney(info.minWithdrawal) })
        : amount > most
          ? t('withdrawals.aboveMaximum', { maximum: formatMoney(most) })
          : null;
  const canReview = most > 0 && amount !== null && amount > 0 && amountProblem === null && card !== undefined;
  // Why nothing can be withdrawn, in words: the form stays in view, disabled, under it.
  const nothingReason =
    most > 0
      ? null
      : info.wageringRemaining > 0
        ? t('withdrawals.nothingWagering', { amount: formatMoney(info.wageringRemaining) })
        : t('withdrawals.nothingBelowMinimum', {
            available: formatMoney(info.exchange),
            minimum: formatMoney(info.minWithdrawal),
          });
  const addLinks = (
    <div className={styles.addLinks}>
      <ButtonLink
        to={walletPaths.cardAdd({ returnTo: walletPaths.bankWithdrawal })}
        variant="secondary"
        fullWidth
      >
        {t('withdrawals.addCard')}
      </ButtonLink>
      <ButtonLink
        to={walletPaths.cardAdd({ kind: 'ewallet', returnTo: walletPaths.bankWithdrawal })}
        variant="secondary"
        fullWidth
      >
        {t('withdrawals.addEWallet')}
      </ButtonLink>
    </div>
  );

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
          icon={<EmptyIllustration kind="accounts" />}
          action={addLinks}
        />
      ) : (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (canReview && !form.pending) setReviewing(true);
          }}
        >
          {nothingReason ? (
            <div id={reasonId}>
              <Notice tone="warning" announce="none">
                {nothingReason}
              </Notice>
            </div>
          ) : null}
          <fieldset
            disabled={most === 0}
            aria-describedby={nothingReason ? reasonId : undefined}
            className={styles.fields}
          >
            <ChoiceGroup
              legend={t('withdrawals.card')}
              columns={1}
              options={info.cards.map((candidate) => ({
                value: candidate.id,
                label: accountName(candidate),
                media: <PaymentLogo icon={payoutLogoOf(info.banks, candidate.bankId)} />,
                description: candidate.kind === 'ewallet' ? t('cards.eWallet') : undefined,
              }))}
              value={card?.id ?? null}
              onChange={(bankCardId) => form.set('bankCardId', bankCardId)}
            />
            <TextField
              label={t('withdrawals.amount')}
              inputMode="decimal"
              autoComplete="off"
              placeholder={
                most > 0
                  ? t('withdrawals.amountHint', {
                      minimum: formatMoney(info.minWithdrawal),
                      maximum: formatMoney(most),
                    })
                  : undefined
              }
              {...form.text('amount')}
              error={amountProblem ?? form.errors.amount ?? null}
              trailing={
                <Button
                  variant="secondary"
                  aria-label={t('withdrawals.maxLabel', { amount: formatMoney(most) })}
                  onClick={() => form.set('amount', typedAmount(most))}
                >
                  {t('withdrawals.max')}
                </Button>
              }
            />
            <FormError>{form.formError}</FormError>
            <Button type="submit" size="lg" fullWidth loading={form.pending} disabled={!canReview}>
              {t('withdrawals.submit')}
            </Button>
          </fieldset>
          {addLinks}
          <TextLink to={walletPaths.cardList} standalone className={layout.center}>
            {t('bankCards')}
          </TextLink>
        </Form>
      )}
      {card !== undefined && amount !== null ? (
        <Modal
          open={reviewing}
          onClose={() => setReviewing(false)}
          title={t('withdrawals.confirmTitle')}
          footer={
            <>
              <Button variant="secondary" onClick={() => setReviewing(false)}>
                {t('withdrawals.cancel')}
              </Button>
              <Button
                data-autofocus
                onClick={() => {
                  setReviewing(false);
                  form.onSubmit();
                }}
              >
                {t('withdrawals.confirm', { amount: formatMoney(amount) })}
              </Button>
            </>
          }
        >
          <dl className={styles.review}>
            <div>
              <dt>{t('withdrawals.confirmAmount')}</dt>
              <dd>{formatMoney(amount)}</dd>
            </div>
            <div>
              <dt>{t('withdrawals.confirmTo')}</dt>
              <dd>
                {accountName(card)}
                {card.kind === 'ewallet' ? ` · ${t('cards.eWallet')}` : ''}
              </dd>
            </div>
            <div>
              <dt>{t('withdrawals.confirmFee')}</dt>
              <dd>{t('withdrawals.noFee')}</dd>
            </div>
            <div>
              <dt>{t('withdrawals.confirmReceive')}</dt>
              <dd>{formatMoney(amount)}</dd>
            </div>
          </dl>
          <p className={styles.reviewNote}>{t('withdrawals.confirmNote')}</p>
        </Modal>
      ) : null}
    </div>
  );
}
