import { appPaths, type WithdrawalStatus } from '@casino/contracts';
import { formatMoney, useTranslation } from '@casino/platform';
import {
  Badge,
  type BadgeTone,
  ButtonLink,
  Card,
  EmptyState,
  List,
  ListItem,
  SectionTitle,
  Text,
} from '@casino/ui/core';
import { EmptyIllustration, ProgressBar, QueryView } from '@casino/ui/display';
import { useId } from 'react';
import { type ExchangeInfo, useExchange } from '../api/get-exchange';
import { PaymentLogo, payoutLogoOf } from '../components/payment-logo';
import { walletPaths } from '../paths';
import styles from './withdraw-panel.module.css';

/**
 * What may be withdrawn and why: the wagering requirement, shown to the player as a progress bar
 * (how much of what built it is bet already) with the way to the games that reduce it.
 */
export function WithdrawalStanding({ info }: { info: ExchangeInfo }) {
  const { t } = useTranslation('wallet');
  // An API before contracts 2.13 sends no `wageringRequired`: the bar then starts from what remains.
  const required = Math.max(info.wageringRequired ?? 0, info.wageringRemaining);
  const done = required - info.wageringRemaining;
  return (
    <Card aria-label={t('withdrawals.withdrawable')}>
      <dl className={styles.figures}>
        <div>
          <dt>{t('withdrawals.withdrawable')}</dt>
          <dd className={styles.mainFigure}>{formatMoney(info.exchange)}</dd>
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
      {info.wageringRemaining > 0 ? (
        <div className={styles.wagering}>
          <ProgressBar
            label={t('withdrawals.wageringProgress')}
            value={done}
            max={required}
            valueText={t('withdrawals.wageringProgressValue', {
              done: formatMoney(done),
              required: formatMoney(required),
            })}
          />
          <Text size="sm">
            {t('withdrawals.wageringLeft', { amount: formatMoney(info.wageringRemaining) })}
          </Text>
          <ButtonLink to={appPaths.home()} variant="secondary" fullWidth>
            {t('withdrawals.playGames')}
          </ButtonLink>
        </div>
      ) : null}
      <Text tone="muted" size="sm" className={styles.note}>
        {info.wageringRemaining > 0 ? t('withdrawals.wageringExplained') : t('withdrawals.wageringMet')}
      </Text>
    </Card>
  );
}

/** How a withdrawal's status is coloured. */
const withdrawalStatusTones: Record<WithdrawalStatus, BadgeTone> = {
  held: 'primary',
  paid: 'success',
  refunded: 'danger',
};

/** The withdraw tab: standing, the way to withdraw, and the latest withdrawals with their status. */
export function WithdrawPanel() {
  const { t } = useTranslation('wallet');
  const recentId = useId();
  const exchange = useExchange();
  return (
    <QueryView errorNamespace="wallet" query={exchange} skeletonHeight={420}>
      {(info) => (
        <>
          <WithdrawalStanding info={info} />
          <ButtonLink to={walletPaths.bankWithdrawal} size="lg" fullWidth>
            {t('withdrawals.toPayoutAccount')}
          </ButtonLink>
          <section aria-labelledby={recentId} className={styles.recent}>
            <SectionTitle id={recentId}>{t('withdrawals.recent')}</SectionTitle>
            {info.withdrawals.length === 0 ? (
              <EmptyState title={t('withdrawals.none')} icon={<EmptyIllustration kind="records" />} />
            ) : (
              <List>
                {info.withdrawals.map((withdrawal) => (
                  <ListItem
                    key={withdrawal.withdrawalNo}
                    icon={
                      <PaymentLogo
                        icon={payoutLogoOf(
                          info.banks,
                          info.cards.find((card) => card.id === withdrawal.bankCardId)?.bankId,
                        )}
                        lazy
                      />
                    }
                    description={
                      withdrawal.note
                        ? `${withdrawal.withdrawalNo} · ${t('record.note', { note: withdrawal.note })}`
                        : withdrawal.withdrawalNo
                    }
                    trailing={
                      <Badge tone={withdrawalStatusTones[withdrawal.status]}>
                        {t(`withdrawals.status.${withdrawal.status}`)}
                      </Badge>
                    }
                  >
                    {formatMoney(withdrawal.amount)}
                  </ListItem>
                ))}
              </List>
            )}
          </section>
        </>
      )}
    </QueryView>
  );
}
