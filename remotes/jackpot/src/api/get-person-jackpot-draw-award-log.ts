import { apiRoutes, recordPageSize } from '@casino/contracts';
import { pagedQueryOptions, useInfiniteQuery } from '@casino/platform/query';
import { jackpotDomain } from './jackpot-query-keys';

/** The player's draws, newest first, 20 a page to 'No more' (`getPersonJackpotDrawAwardLog`). */
export const useDrawRecords = () =>
  useInfiniteQuery(
    pagedQueryOptions(
      jackpotDomain,
      apiRoutes.getPersonJackpotDrawAwardLog,
      {},
      { pageSize: recordPageSize },
    ),
  );
