import type { DepositOrder } from '@casino/contracts';
import { formatMoney, type Translation, useSession, useTranslation } from '@casino/platform';
import { Card, Notice, type NoticeTone, Page, Text, TextLink } from '@casino/ui/core';
import { SegmentedTabs } from '@casino/ui/navigation';
import { Celebration } from '@casino/ui/overlays';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type DepositOutcome, useDepositOutcome } from '../api/get-recharge-order';
import { type WalletTab, walletPaths } from '../paths';
import { takeDepositCelebration } from '../state/deposit-celebrations';
import { DepositPanel } from './deposit-panel';
import layout from './layout.module.css';
import styles from './wallets-page.module.css';
import { WithdrawPanel } from './withdraw-panel';

/**
 * `/wallets?name=deposit|withdraw`: the balance, and the deposit or withdraw tab. It is the Deposit
 * tab's own page, under the shell's top bar, so it has no back button (ADR 0054): the tab bar leads
 * home. `back=1` (an arrival from the bankruptcy modal, spec 2) stays in the address across tabs.
 */
export default function WalletsPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const balanceId = useId();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const tab: WalletTab = query.get('name') === 'withdraw' ? 'withdraw' : 'deposit';
  const back = query.get('back') === '1';
  const orderNo = query.get('order');
  const coin = useSession((session) => session.user?.coin ?? 0);

  return (
    <Page title={t('pages.wallets.title')}>
      <Card tone="raised" aria-labelledby={balanceId} className={styles.balance}>
        <Text id={balanceId} tone="muted">
          {t('balance')}
        </Text>
        <Text className={styles.balanceAmount} numeric>
          {formatMoney(coin)}
        </Text>
      </Card>
      {orderNo ? <DepositReturn orderNo={orderNo} /> : null}
      <SegmentedTabs
        label={t('actions')}
        tabs={[
          { value: 'deposit', label: t('deposit') },
          { value: 'withdraw', label: t('withdraw') },
        ]}
        value={tab}
        onChange={(next) => navigate(walletPaths.wallets(next, { back }), { replace: true })}
      >
        <div className={layout.stack}>
          <Text tone="muted">{t(`pages.wallets.${tab}Intro`)}</Text>
          {tab === 'deposit' ? (
            <DepositPanel returnPath={walletPaths.wallets('deposit', { back })} />
          ) : (
            <WithdrawPanel />
          )}
        </div>
      </SegmentedTabs>
      <nav className={styles.links} aria-label={t('pages.wallets.title')}>
        <TextLink to={walletPaths.records} standalone>
          {t('pages.record.title')}
        </TextLink>
        <TextLink to={walletPaths.cardList} standalone>
          {t('pages.cardList.title')}
        </TextLink>
      </nav>
    </Page>
  );
}

const outcomeTones: Record<DepositOutcome['status'], NoticeTone> = {
  checking: 'info',
  paid: 'success',
  cancelled: 'warning',
  unconfirmed: 'info',
};

/** What the player is told of their deposit on the provider's return. */
function outcomeMessage(t: Translation<'wallet'>['t'], outcome: DepositOutcome): string {
  switch (outcome.status) {
    case 'checking':
      return t('deposits.returnPending');
    case 'paid': {
      const amount = formatMoney(outcome.order.amount);
      // The bonus the server decided when the payment landed (null only before that), and the
      // coupon's, paid with it.
      const bonus = formatMoney(outcome.order.bonusAmount ?? 0);
      const coupon = formatMoney(outcome.order.coupon?.bonus ?? 0);
      if (outcome.order.coupon) {
        return (outcome.order.bonusAmount ?? 0) > 0
          ? t('deposits.returnPaidBonusCoupon', { amount, bonus, coupon })
          : t('deposits.returnPaidCoupon', { amount, coupon });
      }
      return (outcome.order.bonusAmount ?? 0) > 0
        ? t('deposits.returnPaidBonus', { amount, bonus })
        : t('deposits.returnPaid', { amount });
    }
    case 'cancelled':
      return outcome.order.coupon ? t('deposits.returnCancelledCoupon') : t('deposits.returnCancelled');
    case 'unconfirmed':
      return t('deposits.returnStillPending');
  }
}

/** What a paid order put in the balance: the deposit, the bonus the server decided and the coupon's. */
const bonusOf = (order: DepositOrder) => (order.bonusAmount ?? 0) + (order.coupon?.bonus ?? 0);

/**
 * Back from the provider's page: the order's outcome once the provider decides it, with the new
 * balance; a paid order is celebrated once (ADR 0053), over the balance already updated.
 */
function DepositReturn({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('wallet');
  const outcome = useDepositOutcome(orderNo);
  const [celebrating, setCelebrating] = useState(false);
  const paid = outcome.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    // Confirmed while the player was in another tab or app: celebrated when they come back, not
    // played out unseen. True once it is decided (celebrated now, or celebrated before).
    const celebrateIfSeen = () => {
      if (document.visibilityState === 'hidden') return false;
      if (takeDepositCelebration(orderNo)) setCelebrating(true);
      return true;
    };
    if (celebrateIfSeen()) return;
    const onVisibilityChange = () => {
      if (celebrateIfSeen()) document.removeEventListener('visibilitychange', onVisibilityChange);
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [paid, orderNo]);

  return (
    <>
      <Notice tone={outcomeTones[outcome.status]}>{outcomeMessage(t, outcome)}</Notice>
      {celebrating && outcome.status === 'paid' ? (
        <Celebration
          title={t('deposits.celebrationTitle')}
          amount={outcome.order.amount + bonusOf(outcome.order)}
          formatAmount={formatMoney}
          message={
            bonusOf(outcome.order) > 0
              ? t('deposits.celebrationCreditedBonus', {
                  amount: formatMoney(outcome.order.amount),
                  bonus: formatMoney(bonusOf(outcome.order)),
                })
              : t('deposits.celebrationCredited')
          }
          onDone={() => setCelebrating(false)}
        />
      ) : null}
    </>
  );
}
