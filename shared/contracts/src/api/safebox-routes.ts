import type { ApiRoute } from './routes';

/** The safebox's and the game wallets' calls (our design; spec 3 names `safebox`, `hasSafeboxPassword`). */
export const safeboxRoutes = {
  setSafeboxPassword: { path: '/app/v1/setSafeboxPassword', public: false },
  safeboxDeposit: { path: '/app/v1/safeboxDeposit', public: false },
  safeboxWithdraw: { path: '/app/v1/safeboxWithdraw', public: false },
  getGameWallets: { path: '/app/v1/getGameWallets', public: false },
  retrieveBalance: { path: '/app/v1/retrieveBalance', public: false },
} as const satisfies Record<string, ApiRoute>;
