import { apiRoutes } from '@casino/contracts';
import { callApi, useTranslation } from '@casino/platform';
import { SectionPage } from '@casino/ui';
import { Link } from 'react-router-dom';
import { LoadState } from '../components/load-state';
import { useApiData } from '../components/use-api-data';
import './wallet.css';

/** `/wallets/card/list`: the saved bank cards, each with a way to edit it, and one to add more. */
export default function CardListPage() {
  const { t } = useTranslation('wallet');
  const cards = useApiData(() => callApi(apiRoutes.getBankInfoList, {}));
  return (
    <SectionPage
      title={t('pages.cardList.title')}
      intro={t('pages.cardList.intro')}
      trail={[{ label: t('pages.wallets.title'), href: '/wallets?name=withdraw' }]}
    >
      <div className="wallet-stack">
        <LoadState state={cards} height={240}>
          {({ list }) =>
            list.length === 0 ? (
              <p className="ui-text-muted">{t('cards.none')}</p>
            ) : (
              <ul className="ui-list ui-card wallet-list" aria-label={t('pages.cardList.title')}>
                {list.map((card) => (
                  <li key={card.id} className="ui-list__item wallet-row">
                    <span className="wallet-row__main">
                      <span>
                        {card.bankName} {card.maskedAccountNumber}
                      </span>
                      <span className="ui-text-muted wallet-row__detail">
                        {card.holderName}
                        {card.isDefault ? <span className="wallet-tag">{t('cards.default')}</span> : null}
                      </span>
                    </span>
                    <Link
                      className="ui-button ui-button--secondary ui-button--sm"
                      to={`/wallets/card/edit?id=${card.id}`}
                      aria-label={t('cards.edit', { bank: card.bankName, number: card.maskedAccountNumber })}
                    >
                      <span className="ui-button__label">{t('cards.editShort')}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
        <Link
          className="ui-button ui-button--primary ui-button--lg ui-button--full-width"
          to="/wallets/card/edit"
        >
          <span className="ui-button__label">{t('cards.add')}</span>
        </Link>
      </div>
    </SectionPage>
  );
}
