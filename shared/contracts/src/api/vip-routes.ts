import type { ApiRoute } from './routes';

/** The VIP and rewards calls' addresses; their shapes are in `vip-calls.ts`. */
export const vipRoutes = {
  getVipInfo: { path: '/app/v1/getVipInfo', public: false },
  receiveVipBonusUser: { path: '/app/v1/receiveVipBonusUser', public: false },
  appVipUserReceiveDaily: { path: '/app/v1/appVipUserReceiveDaily', public: false },
  appVipUserReceiveSignInAward: { path: '/app/v1/appVipUserReceiveSignInAward', public: false },
  getVipLevelAudit: { path: '/app/v1/getVipLevelAudit', public: false },
  betBonus: { path: '/app/v1/betBonus', public: false },
  betBonusReceive: { path: '/app/v1/betBonusReceive', public: false },
  betBonusByTypeReceive: { path: '/app/v1/betBonusByTypeReceive', public: false },
  betBonusLog: { path: '/app/v1/betBonusLog', public: false },
  activityAwardGetLog: { path: '/app/v1/activityAwardGetLog', public: false },
} as const satisfies Record<string, ApiRoute>;
