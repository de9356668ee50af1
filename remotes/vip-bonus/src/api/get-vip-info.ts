import { apiRoutes } from '@casino/contracts';
import { apiQueryOptions, useQuery } from '@casino/platform/query';
import { vipDomain } from './vip-query-keys';

/** The player's level, experience, every level's benefits and what is claimed (`getVipInfo`). */
const vipInfoQuery = () => apiQueryOptions(vipDomain, apiRoutes.getVipInfo, {});

export const useVipInfo = () => useQuery(vipInfoQuery());
