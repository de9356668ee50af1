import { apiRoutes, type CoinDetailType, recordPageSize } from '@casino/contracts';
import { pagedQueryOptions, useInfiniteQuery } from '@casino/platform/query';

/** The records page's filters; an empty date is no bound. */
export interface RecordFilters {
  type: CoinDetailType;
  startDate: string;
  endDate: string;
}

/**
 * The coin records, `recordPageSize` (20) a page, newest first; a new filter starts again from
 * page 1. Refetched when the balance changes on the bus (`walletQueryKeys.records`).
 */
const recordsQuery = ({ type, startDate, endDate }: RecordFilters) =>
  pagedQueryOptions(
    'wallet',
    apiRoutes.appUserCoinDetail,
    { type, ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) },
    { pageSize: recordPageSize },
  );

export const useRecords = (filters: RecordFilters) => useInfiniteQuery(recordsQuery(filters));
