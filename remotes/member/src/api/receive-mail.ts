import { apiRoutes } from '@casino/contracts';
import { useRewardClaim } from '@casino/platform/query';
import { memberDomain } from './member-query-keys';

/** Receives a mail's attachments once (`receiveMail`); the host's reward modal lists them. */
export const useReceiveMail = () => useRewardClaim(apiRoutes.receiveMail, memberDomain);
