import { invalidateOn } from '@casino/platform/query';

/** The domain of every jackpot query key (`[domain, call, params]`). */
export const jackpotDomain = 'jackpot';

// A balance change is a deposit or a settled round: either may earn draw chances.
invalidateOn('wallet.balanceChanged', [[jackpotDomain, 'getJackpotDrawInfo']]);
