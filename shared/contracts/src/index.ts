// The zod-free entry: what the browser may load anywhere, including before any page (ADR 0005).
// Plain data (route tables, constants, spec tables, app paths, overlay ids, wallet rules) and the
// types of the schemas, exported type-only so no schema module is imported at run time. The zod
// schemas and call definitions are `@casino/contracts/schemas`; `entry.test.ts` fails when zod
// is reachable from here.

export type {
  ApiCall,
  ApiCallDefinition,
  ApiRequestOf,
  ApiResponseOf,
  CommonBodyFields,
} from './api/define-call';
export type {
  ApiCallName,
  ApiCalls,
  Bank,
  BetRecordRow,
  CoinDetailRow,
  DepositCoupon,
  DepositOrder,
  FeedbackRow,
  GameWallet,
  KycStatus,
  LoginResponse,
  MailRow,
  PlayerLimit,
  PlayerProtection,
  PlayerProtectionChange,
  RealityCheck,
  SocialLoginProvider,
  TaskRow,
  UserOther,
  VipClaimAnswer,
  Withdrawal,
} from './api/index';
export * from './api/routes';
export * from './app-paths';
export type { BusEventIssue, BusEventMap, BusEventName } from './bus-events';
export * from './constants';
export * from './coupon-rules';
export type { ActivityEntry, ActivityIdsStore } from './entities/activity';
export type {
  Agent5Config,
  AppConfig,
  DiamondGoodsConfig,
  FaqEntry,
  FestivalDayConfig,
  JackpotAwardConfig,
  LengthLimit,
  LengthLimits,
  Maintenance,
  ProxyConfig,
  RechargeBonus,
  RechargeChannel,
  RechargeItem,
  RedPacketConfig,
  ScratchCardConfig,
  TaskConfig,
} from './entities/app-config';
export type { CustomerServiceEntry } from './entities/customer-service';
export type { EventLogItem } from './entities/event-log';
export type { GameCategory, GameEntry } from './entities/game';
export type { PropAward } from './entities/prop-award';
export type { RewardFlags } from './entities/reward-flags';
export type { Theme } from './entities/theme';
export type { BankCard, UserInfo, UserStoreExtras } from './entities/user';
export type { VipLevel } from './entities/vip-level';
export * from './envelope';
export * from './kyc-rules';
export * from './overlay-ids';
export type { ActivityPopupPayload, RewardOverlayPayload, VipGiftOverlayPayload } from './overlays';
export * from './protection-rules';
export type { RegistryDocument, RegistryRemote } from './remote-registry';
export * from './remotes';
export * from './tables';
export * from './wallet-rules';
