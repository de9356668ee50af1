import { apiRoutes } from '@casino/contracts';
import { apiQueryOptions, useQuery } from '@casino/platform/query';
import { vipDomain } from './vip-query-keys';

/** This month's keep-level audit: stake so far, what remains, the level it would drop to. */
export const useVipLevelAudit = () => useQuery(apiQueryOptions(vipDomain, apiRoutes.getVipLevelAudit, {}));
