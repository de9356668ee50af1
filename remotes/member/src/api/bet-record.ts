import { apiRoutes, recordPageSize } from '@casino/contracts';
import { pagedQueryOptions, useInfiniteQuery } from '@casino/platform/query';
import { memberDomain } from './member-query-keys';

export interface RoundFilters {
  startDate: string;
  endDate: string;
  gameId?: number;
}

/** The player's rounds over a range of days, newest first, 20 a page (`betRecord`). */
export const useRounds = (filters: RoundFilters) =>
  useInfiniteQuery(
    pagedQueryOptions(memberDomain, apiRoutes.betRecord, filters, { pageSize: recordPageSize }),
  );
