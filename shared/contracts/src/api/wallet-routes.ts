import type { ApiRoute } from './routes';

/** The wallet calls' addresses; their shapes are in `wallet-calls.ts`. */
export const walletRoutes = {
  getRechargeInfo: { path: '/app/v1/getRechargeInfo', public: false },
  createRechargeOrder: { path: '/app/v1/createRechargeOrder', public: false },
  getRechargeOrder: { path: '/app/v1/getRechargeOrder', public: false },
  getRechargeCoupons: { path: '/app/v1/getRechargeCoupons', public: false },
  getExchange: { path: '/app/v1/getExchange', public: false },
  exchange: { path: '/app/v1/exchange', public: false },
  addBankInfo: { path: '/app/v1/addBankInfo', public: false },
  modifyBankInfo: { path: '/app/v1/modifyBankInfo', public: false },
  getBankInfoList: { path: '/app/v1/getBankInfoList', public: false },
  appUserCoinDetail: { path: '/app/v1/appUserCoinDetail', public: false },
} as const satisfies Record<string, ApiRoute>;
