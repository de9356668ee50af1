import { apiRoutes } from '@casino/contracts';
import { apiQueryOptions, useQuery } from '@casino/platform/query';
import { vipDomain } from './vip-query-keys';

/** The live tasks with the player's progress in this period (`getTaskUser`). */
export const useTasks = () => useQuery(apiQueryOptions(vipDomain, apiRoutes.getTaskUser, {}));
