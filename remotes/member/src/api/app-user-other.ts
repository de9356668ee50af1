import { apiRoutes } from '@casino/contracts';
import { apiQueryOptions, useQuery } from '@casino/platform/query';
import { memberDomain } from './member-query-keys';

export const userDetailsQuery = () => apiQueryOptions(memberDomain, apiRoutes.appUserOther, {});

/** The player's other details: real name, birth date, address, ... (`appUserOther`). */
export const useUserDetails = () => useQuery(userDetailsQuery());
