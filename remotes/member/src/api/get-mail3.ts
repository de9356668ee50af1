import { apiRoutes, recordPageSize } from '@casino/contracts';
import { pagedQueryOptions, useInfiniteQuery } from '@casino/platform/query';
import { memberDomain } from './member-query-keys';

/** The player's mail, newest first, 20 a page to 'No more' (`getMail3`). */
export const useMailList = () =>
  useInfiniteQuery(pagedQueryOptions(memberDomain, apiRoutes.getMail3, {}, { pageSize: recordPageSize }));
