import { apiErrorText, formatMoney, shownAsTimeoutTip, useTranslation } from '@casino/platform';
import { Button, ButtonLink, Card, List, ListItem, Notice, Text } from '@casino/ui/core';
import { QueryView } from '@casino/ui/display';
import { SectionPage } from '@casino/ui/navigation';
import { useLocation } from 'react-router-dom';
import { useRebates } from '../api/bet-bonus';
import { useBetBonusByTypeReceive } from '../api/bet-bonus-by-type-receive';
import { useBetBonusReceive } from '../api/bet-bonus-receive';
import { rateText } from '../components/award-text';
import styles from '../components/vip.module.css';

/**
 * `/vip/rebate` and `/bonus/rebate`: the rebate each game type earned at the player's level, claimed
 * one type at a time or all at once.
 */
export default function RebatePage() {
  const { t } = useTranslation('vipBonus');
  const inBonusCentre = useLocation().pathname.startsWith('/bonus');
  const rebates = useRebates();
  const claimAll = useBetBonusReceive();
  const claimType = useBetBonusByTypeReceive();
  // A time-out is told by the 'Tips' dialog alone (ADR 0054).
  const failed = [claimAll, claimType].find((claim) => claim.isError && !shownAsTimeoutTip(claim.error));
  return (
    <SectionPage
      title={t(inBonusCentre ? 'pages.bonusRebate.title' : 'pages.vipRebate.title')}
      intro={t(inBonusCentre ? 'pages.bonusRebate.intro' : 'pages.vipRebate.intro')}
      trail={[
        inBonusCentre
          ? { label: t('pages.bonus.title'), href: '/bonus' }
          : { label: t('pages.vip.title'), href: '/vip' },
      ]}
    >
      <QueryView errorNamespace="vipBonus" query={rebates} skeletonHeight={320}>
        {(data) => (
          <>
            <Card as="section" aria-label={t('rebate.total')} className={styles.total}>
              <div>
                <Text tone="muted">{t('rebate.total')}</Text>
                <p className={styles.amount}>{formatMoney(data.total)}</p>
              </div>
              <Button
                disabled={data.total === 0}
                loading={claimAll.isPending}
                onClick={() => claimAll.mutate({})}
              >
                {t('rebate.claimAll')}
              </Button>
            </Card>
            {failed ? (
              <Notice tone="danger" announce="alert">
                {apiErrorText(t, failed.error)}
              </Notice>
            ) : null}
            {data.list.length === 0 ? (
              <Text tone="muted">{t('rebate.empty')}</Text>
            ) : (
              <List aria-label={t('pages.vipRebate.title')}>
                {data.list.map((row) => (
                  <ListItem
                    key={row.gameTypeId}
                    description={`${t('rebate.rate', { rate: rateText(row.rateBp) })} · ${t('rebate.stake', {
                      amount: formatMoney(row.stake),
                    })}`}
                    trailing={
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('rebate.claimType', { type: row.gameTypeName })}
                        disabled={row.claimable === 0}
                        loading={claimType.isPending && claimType.variables?.type === row.gameTypeId}
                        onClick={() => claimType.mutate({ type: row.gameTypeId })}
                      >
                        {formatMoney(row.claimable)}
                      </Button>
                    }
                  >
                    {row.gameTypeName}
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </QueryView>
      <Text size="xs" tone="muted">
        {t('rebate.rule')}
      </Text>
      {inBonusCentre ? null : (
        <ButtonLink to="/vip/rebate/record" variant="secondary">
          {t('rebate.records')}
        </ButtonLink>
      )}
    </SectionPage>
  );
}
