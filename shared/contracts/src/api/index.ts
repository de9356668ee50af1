import { appUserOther, updateAppUserOther, updateProfile } from './account-calls';
import { activityGetStatusList, getActivityIds } from './activity-calls';
import {
  accountLogin,
  accountLoginSms,
  accountRegist,
  accountRegist4,
  bindAccount,
  bindSocialAccount,
  facebookLogin,
  forgetPassword,
  googleLogin,
  initPassword,
  lineLogin,
  logout,
  smsSend,
  socialLoginProviders,
} from './auth-calls';
import { appConfig, appEventLogClient, appTheme, appThemePreview, getCustomerServices } from './config-calls';
import { betRecord, betRecordReport, exitGame, gameLike, startGame } from './game-calls';
import { getAfterLoginInfoWeb, online, preLogin, refreshData } from './session-calls';
import {
  addBankInfo,
  appUserCoinDetail,
  createRechargeOrder,
  exchange,
  getBankInfoList,
  getExchange,
  getRechargeInfo,
  getRechargeOrder,
  modifyBankInfo,
} from './wallet-calls';

export { type UserOther, userOtherSchema } from './account-calls';
export {
  type LoginResponse,
  loginResponseSchema,
  mobileFieldSchema,
  type SocialLoginProvider,
  socialLoginProviderSchema,
} from './auth-calls';
export * from './define-call';
export { type BetRecordRow, betRecordRowSchema, maxBetReportDays } from './game-calls';
export { type ApiRoute, apiRoutes } from './routes';
export {
  type Bank,
  bankSchema,
  type CoinDetailRow,
  coinDetailRowSchema,
  type DepositOrder,
  type DepositOrderStatus,
  depositBonusStandingSchema,
  depositOrderSchema,
  depositOrderStatuses,
  type Withdrawal,
  type WithdrawalStatus,
  withdrawalSchema,
  withdrawalStatuses,
} from './wallet-calls';

/** Every call of spec 7 the contracts cover so far, keyed by the last segment of its path. */
export const apiCalls = {
  appConfig,
  appTheme,
  appThemePreview,
  preLogin,
  refreshData,
  getAfterLoginInfoWeb,
  getActivityIds,
  activityGetStatusList,
  getCustomerServices,
  online,
  appEventLogClient,
  accountLogin,
  accountRegist,
  accountRegist4,
  accountLoginSms,
  smsSend,
  forgetPassword,
  initPassword,
  bindAccount,
  bindSocialAccount,
  googleLogin,
  facebookLogin,
  lineLogin,
  socialLoginProviders,
  updateProfile,
  appUserOther,
  updateAppUserOther,
  logout,
  getRechargeInfo,
  createRechargeOrder,
  getRechargeOrder,
  getExchange,
  exchange,
  addBankInfo,
  modifyBankInfo,
  getBankInfoList,
  appUserCoinDetail,
  startGame,
  exitGame,
  gameLike,
  betRecord,
  betRecordReport,
} as const;
export type ApiCallName = keyof typeof apiCalls;
