import { type CoinDetailRow, coinDetailTypes } from '@casino/contracts';
import { formatDateTime, formatMoney, useTranslation } from '@casino/platform';
import { Badge, Card, Text } from '@casino/ui/core';
import { PagedList } from '@casino/ui/display';
import { Select, TextField } from '@casino/ui/forms';
import { SectionPage } from '@casino/ui/navigation';
import { useState } from 'react';
import { type RecordFilters, useRecords } from '../api/app-user-coin-detail';
import { walletPaths } from '../paths';
import styles from './record-page.module.css';

/** `/wallets/record`: every coin movement, filtered by type and dates, loaded a page at a time. */
export default function RecordPage() {
  const { t } = useTranslation('wallet');
  const [filters, setFilters] = useState<RecordFilters>({ type: 'all', startDate: '', endDate: '' });
  const records = useRecords(filters);
  const change = (field: keyof RecordFilters) => (event: { target: { value: string } }) =>
    setFilters((previous) => ({ ...previous, [field]: event.target.value }));

  return (
    <SectionPage
      title={t('pages.record.title')}
      intro={t('pages.record.intro')}
      trail={[{ label: t('pages.wallets.title'), href: walletPaths.wallets('deposit') }]}
    >
      <search className={styles.filters}>
        <Select
          label={t('record.type')}
          options={coinDetailTypes.map((type) => ({ value: type, label: t(`record.types.${type}`) }))}
          value={filters.type}
          onChange={change('type')}
        />
        <TextField
          label={t('record.from')}
          type="date"
          value={filters.startDate}
          max={filters.endDate || undefined}
          onChange={change('startDate')}
        />
        <TextField
          label={t('record.to')}
          type="date"
          value={filters.endDate}
          min={filters.startDate || undefined}
          onChange={change('endDate')}
        />
      </search>
      <PagedList
        rows={records.data}
        query={records}
        errorNamespace="wallet"
        emptyLabel={t('record.empty')}
        skeletonHeight={86}
        getItemKey={(row) => row.id}
        renderItem={(row) => <RecordRow row={row} />}
      />
    </SectionPage>
  );
}

function RecordRow({ row }: { row: CoinDetailRow }) {
  const { t } = useTranslation('wallet');
  const kind = t(`record.kinds.${row.kind}`);
  const amount = formatMoney(Math.abs(row.amount));
  return (
    <Card as="article" aria-label={`${kind} ${amount}`} className={styles.record}>
      <div className={styles.recordMain}>
        <Text weight="bold">
          {kind}
          {row.status ? (
            <>
              {' '}
              <Badge tone="neutral">{t(`record.statuses.${row.status}`, { defaultValue: row.status })}</Badge>
            </>
          ) : null}
        </Text>
        <Text as="time" tone="muted" size="xs" dateTime={row.createdAt}>
          {formatDateTime(row.createdAt)}
        </Text>
        {row.orderNo ? (
          <Text tone="muted" size="xs" className={styles.detail}>
            {row.orderNo}
          </Text>
        ) : null}
        {row.note ? (
          <Text size="xs" className={styles.detail}>
            {t('record.note', { note: row.note })}
          </Text>
        ) : null}
      </div>
      <div className={styles.recordAmounts}>
        <Text tone={row.amount >= 0 ? 'success' : 'default'} weight="bold" numeric>
          {row.amount >= 0 ? '+' : '−'}
          {amount}
        </Text>
        <Text tone="muted" size="xs" numeric>
          {t('record.balanceAfter', { balance: formatMoney(row.balanceAfter) })}
        </Text>
      </div>
    </Card>
  );
}
