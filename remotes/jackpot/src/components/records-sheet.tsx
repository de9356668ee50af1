import { formatDateTime, useTranslation } from '@casino/platform';
import { Button, Text } from '@casino/ui/core';
import { PagedList } from '@casino/ui/display';
import { Sheet } from '@casino/ui/overlays';
import { useState } from 'react';
import { useDrawRecords } from '../api/get-person-jackpot-draw-award-log';
import type { DrawRecord } from '../api/jackpot-types';
import styles from './jackpot.module.css';
import { ProofSheet } from './proof-sheet';

/** The player's draws (spec 7: `getPersonJackpotDrawAwardLog`, 20 a page, 'No more'), each with its proof. */
export function RecordsSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('jackpot');
  const records = useDrawRecords();
  const [proofOf, setProofOf] = useState<DrawRecord | null>(null);
  return (
    <Sheet open title={t('records.title')} onClose={onClose}>
      <PagedList
        errorNamespace="jackpot"
        skeletonHeight={56}
        rows={records.data}
        query={records}
        emptyLabel={t('records.empty')}
        getItemKey={(row) => row.id}
        renderItem={(row) => {
          const time = formatDateTime(row.createTime);
          return (
            <div className={styles.recordRow}>
              <div>
                <Text weight="bold" numeric>
                  {row.amountSection}
                </Text>
                <Text as="time" size="sm" tone="muted" dateTime={row.createTime}>
                  {time}
                </Text>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('records.proofOf', { time })}
                onClick={() => setProofOf(row)}
              >
                {t('records.proof')}
              </Button>
            </div>
          );
        }}
      />
      {proofOf ? <ProofSheet record={proofOf} onClose={() => setProofOf(null)} /> : null}
    </Sheet>
  );
}
