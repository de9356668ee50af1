import {
  apiRoutes,
  type CoinDetailRow,
  type CoinDetailType,
  coinDetailTypes,
  recordPageSize,
} from '@casino/contracts';
import { callApi, formatMoney, useTranslation } from '@casino/platform';
import { InfiniteList, SectionPage } from '@casino/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorText } from '../components/error-text';
import './wallet.css';

interface Filters {
  type: CoinDetailType;
  startDate: string;
  endDate: string;
}

/** `/wallets/record`: every coin movement, filtered by type and dates, loaded a page at a time. */
export default function RecordPage() {
  const { t } = useTranslation('wallet');
  const ids = useId();
  const [filters, setFilters] = useState<Filters>({ type: 'all', startDate: '', endDate: '' });
  const [rows, setRows] = useState<CoinDetailRow[]>([]);
  const [pageNum, setPageNum] = useState(0);
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // Answers for filters that are no longer current are dropped.
  const generation = useRef(0);

  const loadPage = useCallback(async (current: Filters, page: number) => {
    const mine = generation.current;
    setLoading(true);
    setFailure(null);
    try {
      const answer = await callApi(apiRoutes.appUserCoinDetail, {
        pageNum: page,
        pageSize: recordPageSize,
        type: current.type,
        ...(current.startDate ? { startDate: current.startDate } : {}),
        ...(current.endDate ? { endDate: current.endDate } : {}),
      });
      if (mine !== generation.current) return;
      setRows((previous) => (page === 1 ? answer.list : [...previous, ...answer.list]));
      setPageNum(page);
      setPages(answer.pages);
    } catch (error) {
      if (mine === generation.current) setFailure(error);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    generation.current += 1;
    setRows([]);
    void loadPage(filters, 1);
  }, [filters, loadPage]);

  const change = (field: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters((previous) => ({ ...previous, [field]: event.target.value }));

  return (
    <SectionPage
      title={t('pages.record.title')}
      intro={t('pages.record.intro')}
      trail={[{ label: t('pages.wallets.title'), href: '/wallets' }]}
    >
      <form className="wallet-filters" onSubmit={(event) => event.preventDefault()}>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${ids}-type`}>
            {t('record.type')}
          </label>
          <select
            id={`${ids}-type`}
            className="ui-input wallet-select"
            value={filters.type}
            onChange={change('type')}
          >
            {coinDetailTypes.map((type) => (
              <option key={type} value={type}>
                {t(`record.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${ids}-from`}>
            {t('record.from')}
          </label>
          <input
            id={`${ids}-from`}
            className="ui-input"
            type="date"
            value={filters.startDate}
            max={filters.endDate || undefined}
            onChange={change('startDate')}
          />
        </div>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${ids}-to`}>
            {t('record.to')}
          </label>
          <input
            id={`${ids}-to`}
            className="ui-input"
            type="date"
            value={filters.endDate}
            min={filters.startDate || undefined}
            onChange={change('endDate')}
          />
        </div>
      </form>
      {failure ? (
        <p className="ui-form-error" role="alert">
          {errorText(t, failure)}
        </p>
      ) : null}
      <InfiniteList
        items={rows}
        getItemKey={(row) => row.id}
        hasMore={!failure && pageNum < pages}
        loading={loading}
        onLoadMore={() => void loadPage(filters, pageNum + 1)}
        noMoreLabel={t('record.noMore')}
        emptyLabel={t('record.empty')}
        loadMoreLabel={t('record.loadMore')}
        loadingLabel={t('loading')}
        renderItem={(row) => <RecordRow row={row} />}
      />
    </SectionPage>
  );
}

function RecordRow({ row }: { row: CoinDetailRow }) {
  const { t } = useTranslation('wallet');
  const time = new Date(row.createdAt);
  return (
    <article
      className="ui-card wallet-record"
      aria-label={`${t(`record.kinds.${row.kind}`)} ${formatMoney(Math.abs(row.amount))}`}
    >
      <div className="wallet-row__main">
        <span className="wallet-record__kind">
          {t(`record.kinds.${row.kind}`)}
          {row.status ? (
            <span className="wallet-tag">
              {t(`record.statuses.${row.status}`, { defaultValue: row.status })}
            </span>
          ) : null}
        </span>
        <time className="ui-text-muted wallet-row__detail" dateTime={row.createdAt}>
          {time.toLocaleString()}
        </time>
        {row.orderNo ? <span className="ui-text-muted wallet-row__detail">{row.orderNo}</span> : null}
      </div>
      <div className="wallet-record__amounts">
        <span className={row.amount >= 0 ? 'wallet-amount--in' : 'wallet-amount--out'}>
          {row.amount >= 0 ? '+' : '−'}
          {formatMoney(Math.abs(row.amount))}
        </span>
        <span className="ui-text-muted wallet-row__detail">
          {t('record.balanceAfter', { balance: formatMoney(row.balanceAfter) })}
        </span>
      </div>
    </article>
  );
}
