import { invalidateOn } from '@casino/platform/query';

/** The domain of every VIP and bonus query key (`[domain, call, params]`). */
export const vipDomain = 'vip-bonus';

// A balance change is a round settled, a claim or a deposit: standing, awards and rebates follow it.
invalidateOn('wallet.balanceChanged', [[vipDomain]]);
