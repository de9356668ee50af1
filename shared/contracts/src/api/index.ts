import { accountCalls } from './account-calls';
import { activityCalls } from './activity-calls';
import { authCalls } from './auth-calls';
import { configCalls } from './config-calls';
import { gameCalls } from './game-calls';
import { jackpotCalls } from './jackpot-calls';
import { kycCalls } from './kyc-calls';
import { mailCalls } from './mail-calls';
import { protectionCalls } from './protection-calls';
import { safeboxCalls } from './safebox-calls';
import { sessionCalls } from './session-calls';
import { taskCalls } from './task-calls';
import { vipCalls } from './vip-calls';
import { walletCalls } from './wallet-calls';

export { type UserOther, userOtherSchema } from './account-calls';
export {
  emailFieldSchema,
  type LoginResponse,
  loginResponseSchema,
  mobileFieldSchema,
  type SocialLoginProvider,
  socialLoginProviderSchema,
} from './auth-calls';
export * from './define-call';
export { type BetRecordRow, betRecordRowSchema } from './game-calls';
export type { JackpotDrawProof, JackpotResult } from './jackpot-calls';
export type { FeedbackRow, KycStatus, UploadedFileShape } from './kyc-calls';
export type { MailRow } from './mail-calls';
export type { PlayerLimit, PlayerProtection, PlayerProtectionChange, RealityCheck } from './protection-calls';
export { type GameWallet, gameWalletTypes, safeboxPinSchema } from './safebox-calls';
export type { TaskRow } from './task-calls';
export type { VipClaimAnswer } from './vip-calls';
export {
  type Bank,
  bankSchema,
  type CoinDetailRow,
  coinDetailRowSchema,
  type DepositCoupon,
  type DepositOrder,
  depositBonusStandingSchema,
  depositCouponSchema,
  depositOrderSchema,
  type Withdrawal,
  withdrawalSchema,
} from './wallet-calls';

/**
 * Every call of spec 7 the contracts cover so far, keyed by the last segment of its path: each
 * domain's calls (`<domain>-calls.ts`), as `apiRoutes` is each domain's routes.
 */
export const apiCalls = {
  ...accountCalls,
  ...activityCalls,
  ...authCalls,
  ...configCalls,
  ...gameCalls,
  ...jackpotCalls,
  ...kycCalls,
  ...mailCalls,
  ...protectionCalls,
  ...safeboxCalls,
  ...sessionCalls,
  ...taskCalls,
  ...vipCalls,
  ...walletCalls,
} as const;

/** The call definitions' type, for typing a call by name without importing the schemas. */
export type ApiCalls = typeof apiCalls;
export type ApiCallName = keyof ApiCalls;
