import { apiRoutes, recordPageSize } from '@casino/contracts';
import { pagedQueryOptions, useInfiniteQuery } from '@casino/platform/query';
import { vipDomain } from './vip-query-keys';

/** Every reward the player received, newest first, 20 a page to 'No more' (`activityAwardGetLog`). */
export const useRewardRecord = () =>
  useInfiniteQuery(
    pagedQueryOptions(vipDomain, apiRoutes.activityAwardGetLog, {}, { pageSize: recordPageSize }),
  );
