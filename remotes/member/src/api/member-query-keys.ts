import { invalidateOn } from '@casino/platform/query';

/** The domain of every member query key (`[domain, call, params]`). */
export const memberDomain = 'member';

// A balance change is a round settled or a mail's attachments received: reports and mail follow it.
invalidateOn('wallet.balanceChanged', [[memberDomain]]);
