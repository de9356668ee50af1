import { formatMoney, useSession, useTranslation } from '@casino/platform';
import { SectionPage } from '@casino/ui';
import { Link, useLocation } from 'react-router-dom';
import './wallets-page.css';

/** `/wallets?name=deposit|withdraw`: the player's balance and the two wallet actions. */
export default function WalletsPage() {
  const { t } = useTranslation('wallet');
  const { search } = useLocation();
  const coin = useSession((session) => session.user?.coin ?? 0);
  const tab = new URLSearchParams(search).get('name') === 'withdraw' ? 'withdraw' : 'deposit';
  return (
    <SectionPage title={t('pages.wallets.title')} intro={t(`pages.wallets.${tab}Intro`)}>
      <section className="ui-card wallet-balance" aria-labelledby="wallet-balance-label">
        <p id="wallet-balance-label" className="ui-text-muted">
          {t('balance')}
        </p>
        <p className="wallet-balance__amount">{formatMoney(coin)}</p>
      </section>
      <div className="ui-segmented" role="tablist" aria-label={t('actions')}>
        <Link
          role="tab"
          aria-selected={tab === 'deposit'}
          className="ui-segmented__item"
          to="/wallets?name=deposit"
          replace
        >
          {t('deposit')}
        </Link>
        <Link
          role="tab"
          aria-selected={tab === 'withdraw'}
          className="ui-segmented__item"
          to="/wallets?name=withdraw"
          replace
        >
          {t('withdraw')}
        </Link>
      </div>
      <ul className="ui-list">
        <li className="ui-list__item">
          <Link to="/wallets/record">{t('pages.record.title')}</Link>
        </li>
        <li className="ui-list__item">
          <Link to="/wallets/card/list">{t('pages.cardList.title')}</Link>
        </li>
      </ul>
    </SectionPage>
  );
}
