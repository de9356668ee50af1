import { formatDateTime, useTranslation } from '@casino/platform';
import { Card, Text } from '@casino/ui/core';
import { PagedList } from '@casino/ui/display';
import { SectionPage } from '@casino/ui/navigation';
import { useRewardRecord } from '../api/activity-award-get-log';
import { awardsText } from '../components/award-text';
import styles from '../components/vip.module.css';

/** `/bonus/record` (route name bonus-record): every reward received, newest first, to 'No more'. */
export default function BonusRecordPage() {
  const { t } = useTranslation('vipBonus');
  const rewards = useRewardRecord();
  return (
    <SectionPage
      title={t('pages.bonusRecord.title')}
      intro={t('pages.bonusRecord.intro')}
      trail={[{ label: t('pages.bonus.title'), href: '/bonus' }]}
    >
      <PagedList
        rows={rewards.data}
        query={rewards}
        errorNamespace="vipBonus"
        emptyLabel={t('record.empty')}
        getItemKey={(row) => row.id}
        renderItem={(row) => {
          const source = t(`record.sources.${row.module}.${row.event}`, {
            defaultValue: t('record.otherSource'),
          });
          const awards = awardsText(t, row.awards);
          return (
            <Card as="article" aria-label={`${source} ${awards}`} className={styles.record}>
              <Text weight="bold">{source}</Text>
              <Text weight="bold">{awards}</Text>
              <Text as="time" size="xs" tone="muted" dateTime={row.createdAt}>
                {formatDateTime(row.createdAt)}
              </Text>
            </Card>
          );
        }}
      />
    </SectionPage>
  );
}
