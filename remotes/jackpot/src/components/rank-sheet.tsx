import { formatMoney, useTranslation } from '@casino/platform';
import { Card, Text } from '@casino/ui/core';
import { Avatar, PagedList } from '@casino/ui/display';
import { Sheet } from '@casino/ui/overlays';
import { useJackpotRank } from '../api/get-jackpot-rank';
import styles from './jackpot.module.css';

/** This month's jackpot rank (spec 7: `getJackpotRank`, 10 a page) and the player's own place. */
export function RankSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('jackpot');
  const rank = useJackpotRank();
  const mine = rank.data?.personRank ?? null;
  return (
    <Sheet open title={t('rank.title')} onClose={onClose}>
      <Text size="sm" tone="muted">
        {t('rank.intro')}
      </Text>
      {rank.data ? (
        <Card aria-label={t('rank.yours')} tone="raised">
          <Text size="sm" tone="muted">
            {t('rank.yours')}
          </Text>
          <Text weight="bold" numeric>
            {mine ? t('rank.yourRow', { rank: mine.rank, amount: formatMoney(mine.total) }) : t('rank.none')}
          </Text>
        </Card>
      ) : null}
      <PagedList
        errorNamespace="jackpot"
        skeletonHeight={56}
        rows={rank.data?.list}
        query={rank}
        emptyLabel={t('rank.empty')}
        getItemKey={(row) => row.id}
        renderItem={(row) => (
          <div className={styles.rankRow}>
            <span className={styles.rankNumber} aria-hidden="true">
              {row.rank}
            </span>
            <Avatar src={row.avatar || null} name={row.nickname} size="sm" decorative />
            <Text className={styles.rankName}>
              {t('rank.row', { rank: row.rank, nickname: row.nickname })}
            </Text>
            <Text weight="bold" numeric>
              {formatMoney(row.total)}
            </Text>
          </div>
        )}
      />
    </Sheet>
  );
}
