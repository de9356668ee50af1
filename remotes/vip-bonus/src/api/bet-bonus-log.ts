import { apiRoutes, recordPageSize } from '@casino/contracts';
import { pagedQueryOptions, useInfiniteQuery } from '@casino/platform/query';
import { vipDomain } from './vip-query-keys';

/** The player's rebate claims, newest first, 20 a page to 'No more' (`betBonusLog`). */
export const useRebateClaims = () =>
  useInfiniteQuery(pagedQueryOptions(vipDomain, apiRoutes.betBonusLog, {}, { pageSize: recordPageSize }));
