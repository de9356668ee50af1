// Where each call goes and whether it is public: plain data with no schema library, so the
// frontend can route calls without shipping zod. `defineCall` spreads these into each definition.
import type { ApiPath } from './define-call';

/** A call's address and whether its 401 may log the player out (spec 6). */
export interface ApiRoute {
  path: ApiPath;
  public: boolean;
}

export const apiRoutes = {
  updateProfile: { path: '/app/v1/updateProfile', public: false },
  appUserOther: { path: '/app/v1/appUserOther', public: false },
  updateAppUserOther: { path: '/app/v1/updateAppUserOther', public: false },
  getActivityIds: { path: '/app/v1/getActivityIds', public: true },
  activityGetStatusList: { path: '/app/v1/activityGetStatusList', public: true },
  accountLogin: { path: '/app/v1/accountLogin', public: true },
  accountRegist: { path: '/app/v1/accountRegist', public: true },
  accountRegist4: { path: '/app/v1/accountRegist4', public: true },
  accountLoginSms: { path: '/app/v1/accountLoginSms', public: true },
  smsSend: { path: '/app/v1/smsSend', public: true },
  forgetPassword: { path: '/app/v1/forgetPassword', public: true },
  initPassword: { path: '/app/v1/initPassword', public: false },
  bindAccount: { path: '/app/v1/bindAccount', public: false },
  bindSocialAccount: { path: '/app/v1/bindSocialAccount', public: false },
  logout: { path: '/app/v1/logout', public: true },
  appConfig: { path: '/anonymous/appConfig', public: true },
  appTheme: { path: '/anonymous/appTheme', public: true },
  appThemePreview: { path: '/anonymous/appThemePreview', public: true },
  getCustomerServices: { path: '/app/v1/getCustomerServices', public: true },
  appEventLogClient: { path: '/anonymous/appEventLogClient', public: true },
  preLogin: { path: '/app/v1/preLogin', public: true },
  refreshData: { path: '/app/v1/refreshData', public: true },
  getAfterLoginInfoWeb: { path: '/app/v1/getAfterLoginInfoWeb', public: false },
  online: { path: '/app/v1/online', public: false },
  googleLogin: { path: '/app/v1/googleLogin', public: true },
  facebookLogin: { path: '/app/v1/facebookLogin', public: true },
  lineLogin: { path: '/app/v1/lineLogin', public: true },
  socialLoginProviders: { path: '/anonymous/socialLoginProviders', public: true },
  getRechargeInfo: { path: '/app/v1/getRechargeInfo', public: false },
  createRechargeOrder: { path: '/app/v1/createRechargeOrder', public: false },
  getRechargeOrder: { path: '/app/v1/getRechargeOrder', public: false },
  getExchange: { path: '/app/v1/getExchange', public: false },
  exchange: { path: '/app/v1/exchange', public: false },
  addBankInfo: { path: '/app/v1/addBankInfo', public: false },
  modifyBankInfo: { path: '/app/v1/modifyBankInfo', public: false },
  getBankInfoList: { path: '/app/v1/getBankInfoList', public: false },
  appUserCoinDetail: { path: '/app/v1/appUserCoinDetail', public: false },
  // games (game-calls.ts)
  startGame: { path: '/app/v1/startGame', public: false },
  exitGame: { path: '/app/v1/exitGame', public: false },
  gameLike: { path: '/app/v1/gameLike', public: false },
  betRecord: { path: '/app/v1/betRecord', public: false },
  betRecordReport: { path: '/app/v1/betRecordReport', public: false },
} as const satisfies Record<string, ApiRoute>;
