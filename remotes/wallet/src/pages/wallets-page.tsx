import { apiRoutes } from '@casino/contracts';
import { callApi, formatMoney, useSession, useTranslation } from '@casino/platform';
import { PageHeader, useUiText } from '@casino/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { refreshBalance } from '../state/balance';
import { DepositPanel } from './deposit-panel';
import { WithdrawPanel } from './withdraw-panel';
import './wallet.css';

/** Where the history stood when the player arrived with `back=1` (the bankruptcy modal). */
const backEntryKey = 'wallet.backEntry';

/**
 * `back=1`: Back returns to the page the player came from (the bankruptcy modal's), even after a
 * round trip through the payment provider's page. Otherwise Back goes home.
 */
function useBackTarget(backToOpener: boolean, returning: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (backToOpener && !returning) sessionStorage.setItem(backEntryKey, String(window.history.length));
  }, [backToOpener, returning]);
  return () => {
    const entry = Number(sessionStorage.getItem(backEntryKey));
    if (backToOpener && entry > 0 && entry <= window.history.length) {
      sessionStorage.removeItem(backEntryKey);
      window.history.go(-(window.history.length - entry + 1));
    } else {
      navigate('/');
    }
  };
}

/** `/wallets?name=deposit|withdraw`: the balance, and the deposit or withdraw tab. */
export default function WalletsPage() {
  const { t } = useTranslation('wallet');
  const uiText = useUiText();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const tab = query.get('name') === 'withdraw' ? 'withdraw' : 'deposit';
  const backToOpener = query.get('back') === '1';
  const orderNo = query.get('order');
  const coin = useSession((session) => session.user?.coin ?? 0);
  const goBack = useBackTarget(backToOpener, orderNo !== null);
  const tabPath = (name: string) => `/wallets?name=${name}${backToOpener ? '&back=1' : ''}`;

  return (
    <main className="ui-page wallet-page">
      <PageHeader title={t('pages.wallets.title')} backLabel={uiText('back')} onBack={goBack} />
      <section className="ui-card wallet-balance" aria-labelledby="wallet-balance-label">
        <p id="wallet-balance-label" className="ui-text-muted">
          {t('balance')}
        </p>
        <p className="wallet-balance__amount">{formatMoney(coin)}</p>
      </section>
      {orderNo ? <DepositReturn orderNo={orderNo} /> : null}
      <div className="ui-segmented" role="tablist" aria-label={t('actions')}>
        {(['deposit', 'withdraw'] as const).map((name) => (
          <Link
            key={name}
            role="tab"
            aria-selected={tab === name}
            className="ui-segmented__item wallet-tab"
            to={tabPath(name)}
            replace
          >
            {t(name)}
          </Link>
        ))}
      </div>
      <p className="ui-page__intro">{t(`pages.wallets.${tab}Intro`)}</p>
      <div role="tabpanel" aria-label={t(tab)}>
        {tab === 'deposit' ? <DepositPanel returnPath={tabPath('deposit')} /> : <WithdrawPanel />}
      </div>
      <nav className="wallet-links" aria-label={t('pages.wallets.title')}>
        <Link className="ui-link" to="/wallets/record">
          {t('pages.record.title')}
        </Link>
        <Link className="ui-link" to="/wallets/card/list">
          {t('pages.cardList.title')}
        </Link>
      </nav>
    </main>
  );
}

const confirmationPolls = 10;
const pollIntervalMs = 1_000;

/** Back from the provider's page: waits for the order's outcome, then shows it and the new balance. */
function DepositReturn({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('wallet');
  const [message, setMessage] = useState(t('deposits.returnPending'));
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function poll(attempt: number) {
      try {
        const order = await callApi(apiRoutes.getRechargeOrder, { orderNo });
        if (stopped) return;
        if (order.status === 'paid') {
          await refreshBalance();
          setMessage(
            order.bonusAmount
              ? t('deposits.returnPaidBonus', {
                  amount: formatMoney(order.amount),
                  bonus: formatMoney(order.bonusAmount),
                })
              : t('deposits.returnPaid', { amount: formatMoney(order.amount) }),
          );
          return;
        }
        if (order.status === 'cancelled') {
          setMessage(t('deposits.returnCancelled'));
          return;
        }
      } catch {
        // A failed poll is retried like a pending answer.
      }
      if (stopped) return;
      if (attempt + 1 >= confirmationPolls) setMessage(t('deposits.returnStillPending'));
      else timer = setTimeout(() => void poll(attempt + 1), pollIntervalMs);
    }
    void poll(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderNo, t]);
  return (
    <p className="wallet-notice" role="status">
      {message}
    </p>
  );
}
