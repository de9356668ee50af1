import { apiRoutes } from '@casino/contracts';
import { apiQueryOptions, useQuery } from '@casino/platform/query';
import { memberDomain } from './member-query-keys';

/** One mail in full (`getMailDetail`); the server marks it read as it answers. */
export const useMailDetail = (id: number) =>
  useQuery({ ...apiQueryOptions(memberDomain, apiRoutes.getMailDetail, { id }), enabled: id > 0 });
