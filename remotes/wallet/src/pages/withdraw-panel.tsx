import { type ApiResponseOf, type apiCalls, apiRoutes } from '@casino/contracts';
import { callApi, formatMoney, useTranslation } from '@casino/platform';
import { Link } from 'react-router-dom';
import { LoadState } from '../components/load-state';
import { useApiData } from '../components/use-api-data';

export type ExchangeInfo = ApiResponseOf<typeof apiCalls.getExchange>;

/** What may be withdrawn and why: the wagering requirement, shown to the player. */
export function WithdrawalStanding({ info }: { info: ExchangeInfo }) {
  const { t } = useTranslation('wallet');
  return (
    <section className="ui-card wallet-standing" aria-label={t('withdrawals.withdrawable')}>
      <dl className="wallet-figures">
        <div>
          <dt>{t('withdrawals.withdrawable')}</dt>
          <dd className="wallet-figures__main">{formatMoney(info.exchange)}</dd>
        </div>
        <div>
          <dt>{t('withdrawals.wagering')}</dt>
          <dd>{formatMoney(info.wageringRemaining)}</dd>
        </div>
        <div>
          <dt>{t('withdrawals.held')}</dt>
          <dd>{formatMoney(info.held)}</dd>
        </div>
        <div>
          <dt>{t('withdrawals.turnover')}</dt>
          <dd>{formatMoney(info.bet)}</dd>
        </div>
      </dl>
      <p className="ui-text-muted wallet-standing__note">
        {info.wageringRemaining > 0 ? t('withdrawals.wageringExplained') : t('withdrawals.wageringMet')}
      </p>
    </section>
  );
}

/** The withdraw tab: standing, the way to withdraw, and the latest withdrawals with their status. */
export function WithdrawPanel() {
  const { t } = useTranslation('wallet');
  const exchange = useApiData(() => callApi(apiRoutes.getExchange, {}));
  return (
    <LoadState state={exchange} height={420}>
      {(info) => (
        <div className="wallet-stack">
          <WithdrawalStanding info={info} />
          <Link
            className="ui-button ui-button--primary ui-button--lg ui-button--full-width"
            to="/withdrawal/bank"
          >
            <span className="ui-button__label">{t('withdrawals.toBankCard')}</span>
          </Link>
          <section aria-labelledby="wallet-recent-withdrawals">
            <h3 id="wallet-recent-withdrawals" className="ui-section-title">
              {t('withdrawals.recent')}
            </h3>
            {info.withdrawals.length === 0 ? (
              <p className="ui-text-muted">{t('withdrawals.none')}</p>
            ) : (
              <ul className="ui-list ui-card wallet-list">
                {info.withdrawals.map((withdrawal) => (
                  <li key={withdrawal.withdrawalNo} className="ui-list__item wallet-row">
                    <span className="wallet-row__main">
                      <span>{formatMoney(withdrawal.amount)}</span>
                      <span className="ui-text-muted wallet-row__detail">{withdrawal.withdrawalNo}</span>
                    </span>
                    <span className={`wallet-status wallet-status--${withdrawal.status}`}>
                      {t(`withdrawals.status.${withdrawal.status}`)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </LoadState>
  );
}
