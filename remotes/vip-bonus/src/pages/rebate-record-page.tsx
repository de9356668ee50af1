import { formatDateTime, formatMoney, useTranslation } from '@casino/platform';
import { Card, Text } from '@casino/ui/core';
import { PagedList } from '@casino/ui/display';
import { SectionPage } from '@casino/ui/navigation';
import { useRebateClaims } from '../api/bet-bonus-log';
import styles from '../components/vip.module.css';

/** `/vip/rebate/record`: every rebate claim, newest first, a page at a time to 'No more'. */
export default function RebateRecordPage() {
  const { t } = useTranslation('vipBonus');
  const claims = useRebateClaims();
  return (
    <SectionPage
      title={t('pages.vipRebateRecord.title')}
      intro={t('pages.vipRebateRecord.intro')}
      trail={[
        { label: t('pages.vip.title'), href: '/vip' },
        { label: t('pages.vipRebate.title'), href: '/vip/rebate' },
      ]}
    >
      <PagedList
        rows={claims.data}
        query={claims}
        errorNamespace="vipBonus"
        emptyLabel={t('record.empty')}
        getItemKey={(row) => row.id}
        renderItem={(row) => (
          <Card
            as="article"
            aria-label={`${row.gameTypeName} ${formatMoney(row.amount)}`}
            className={styles.record}
          >
            <Text weight="bold">{row.gameTypeName}</Text>
            <Text weight="bold">+{formatMoney(row.amount)}</Text>
            <Text as="time" size="xs" tone="muted" dateTime={row.createdAt}>
              {formatDateTime(row.createdAt)}
            </Text>
          </Card>
        )}
      />
    </SectionPage>
  );
}
