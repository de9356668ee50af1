import * as z from 'zod';
import {
  countSchema,
  hundredthsSchema,
  idSchema,
  isoDateTimeSchema,
  moneyAmountSchema,
  sortSchema,
  switchSchema,
} from '../schema-primitives';
import { rechargeBonusTypes } from '../tables';
import { activityEntrySchema } from './activity';
import { customerServiceEntrySchema } from './customer-service';
import { gameCategorySchema, gameEntrySchema } from './game';
import { propAwardSchema } from './prop-award';
import { themeSchema } from './theme';
import { vipLevelSchema } from './vip-level';

/** Inclusive length bounds of one input field. */
export const lengthLimitSchema = z
  .object({ min: countSchema, max: z.int().positive() })
  .refine((limit) => limit.min <= limit.max, 'min must not exceed max');
export type LengthLimit = z.infer<typeof lengthLimitSchema>;

/** The only client-side validation: server-provided lengths (spec 5). */
export const lengthLimitsSchema = z.object({
  account: lengthLimitSchema,
  username: lengthLimitSchema,
  password: lengthLimitSchema,
  smsCode: lengthLimitSchema,
  withdrawAccount: lengthLimitSchema,
});
export type LengthLimits = z.infer<typeof lengthLimitsSchema>;

/** Agent ("proxy") programme settings (our design; the spec does not show them). */
export const proxyConfigSchema = z.object({
  enabled: z.boolean(),
  /** Downline depth that earns commission. */
  maxLevels: z.int().min(1),
  /** Commission per downline level in basis points of the downline's turnover (100 = 1 %). */
  commissionRates: z.array(z.object({ level: z.int().min(1), basisPoints: z.int().min(0).max(10_000) })),
  minCommissionWithdrawal: hundredthsSchema,
});
export type ProxyConfig = z.infer<typeof proxyConfigSchema>;

/**
 * A deposit channel (spec 3 names id, sort, minAmount, minAmount2, isDefault; the rest is our design).
 * Missing minimums fall back to `defaultMinDeposit` and `repeatMinDeposit`, a missing maximum to
 * `defaultMaxDeposit`.
 */
export const rechargeChannelSchema = z.object({
  id: idSchema,
  name: z.string(),
  icon: z.string(),
  sort: sortSchema,
  minAmount: moneyAmountSchema.optional(),
  /** Minimum for repeat depositors when `minRechargeStatus` is on. */
  minAmount2: moneyAmountSchema.optional(),
  maxAmount: moneyAmountSchema.optional(),
  isDefault: z.boolean(),
});
export type RechargeChannel = z.infer<typeof rechargeChannelSchema>;

/** A deposit amount option (spec 3: `price`); the bonus it earns comes from `rechargeBonusList`. */
export const rechargeItemSchema = z.object({
  id: idSchema,
  price: hundredthsSchema,
});
export type RechargeItem = z.infer<typeof rechargeItemSchema>;

/**
 * A recharge bonus collection (spec 3: types 1 to 13; the meaning of each type and these fields
 * are our design, see `rechargeBonusTypeNames` and docs/adr/0011). A deposit of at least
 * `minDeposit` that meets the type's condition earns `fixedAmount` plus `basisPoints` of the
 * deposit, capped at `maxBonus`; a deposit earns the single largest bonus it qualifies for.
 */
export const rechargeBonusSchema = z.object({
  type: z.literal(rechargeBonusTypes),
  name: z.string(),
  /** Share of the deposit in basis points (1000 = 10 %). */
  basisPoints: z.int().min(0).max(100_000),
  /** A flat amount added to the share. */
  fixedAmount: hundredthsSchema.default(0),
  maxBonus: hundredthsSchema,
  minDeposit: hundredthsSchema.default(0),
  /** The bonus adds this many times itself to the wagering requirement. */
  turnoverMultiple: z.int().min(0).max(100).default(1),
  /** Type 8: the channels that earn it. */
  channelIds: z.array(idSchema).optional(),
  /** Type 10: the lowest VIP level that earns it. */
  minVip: countSchema.optional(),
  /** Type 11: days without a paid deposit that make a comeback. */
  inactiveDays: z.int().min(1).optional(),
  /** Type 12: the total recharge the deposit must reach or pass. */
  threshold: hundredthsSchema.optional(),
  /** Type 13: the UTC hours [startHourUtc, endHourUtc) of the happy hour. */
  startHourUtc: z.int().min(0).max(23).optional(),
  endHourUtc: z.int().min(1).max(24).optional(),
  sort: sortSchema,
});
export type RechargeBonus = z.infer<typeof rechargeBonusSchema>;

/** A task of the task centre (our design). */
export const taskConfigSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  period: z.enum(['once', 'daily', 'weekly']),
  /** How many times the tracked action must happen. */
  target: z.int().positive(),
  awards: z.array(propAwardSchema),
  sort: sortSchema,
});
export type TaskConfig = z.infer<typeof taskConfigSchema>;

/** A cell of the lucky jackpot grid (spec 3: propId, count, id, type, showNum). */
export const jackpotAwardConfigSchema = z.object({
  id: idSchema,
  propId: z.int().positive(),
  count: countSchema,
  /** 2 is a jackpot prize (see `jackpotResultTypes`). */
  type: z.int(),
  /** The amount the cell displays. */
  showNum: countSchema,
});
export type JackpotAwardConfig = z.infer<typeof jackpotAwardConfigSchema>;

/** A scratch card bought with diamonds (our design). */
export const scratchCardConfigSchema = z.object({
  id: idSchema,
  name: z.string(),
  image: z.string(),
  diamondPrice: z.int().positive(),
  awards: z.array(propAwardSchema),
});
export type ScratchCardConfig = z.infer<typeof scratchCardConfigSchema>;

/** An item of the diamond mall (our design). */
export const diamondGoodsConfigSchema = z.object({
  id: idSchema,
  name: z.string(),
  image: z.string(),
  kind: z.enum(['coin', 'goods', 'scratchCard']),
  diamondPrice: z.int().positive(),
  award: propAwardSchema,
  /** Items left; `null` when unlimited. */
  stock: countSchema.nullable(),
});
export type DiamondGoodsConfig = z.infer<typeof diamondGoodsConfigSchema>;

/** A red-packet rain window and the range of one packet (our design). */
export const redPacketConfigSchema = z.object({
  id: idSchema,
  startTime: isoDateTimeSchema,
  endTime: isoDateTimeSchema,
  minAmount: hundredthsSchema,
  maxAmount: hundredthsSchema,
});
export type RedPacketConfig = z.infer<typeof redPacketConfigSchema>;

/** One day of a New Year or Christmas calendar (our design). */
export const festivalDayConfigSchema = z.object({
  id: idSchema,
  day: z.int().min(1),
  /** Deposits needed that day to open it; 0 when free. */
  requiredRecharge: hundredthsSchema,
  awards: z.array(propAwardSchema),
});
export type FestivalDayConfig = z.infer<typeof festivalDayConfigSchema>;

/** A tier of the Agent5 invite programme (our design). */
export const agent5ConfigSchema = z.object({
  level: z.int().min(1),
  /** Invited players who deposited, needed to reach the tier. */
  validInvites: z.int().positive(),
  award: hundredthsSchema,
});
export type Agent5Config = z.infer<typeof agent5ConfigSchema>;

/** A question of the FAQ page (our design). */
export const faqEntrySchema = z.object({
  id: idSchema,
  question: z.string(),
  answer: z.string(),
  sort: sortSchema,
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** Whether the site is down for maintenance; preLogin redirects to /maintenance when `status` is 1. */
export const maintenanceSchema = z.object({
  status: switchSchema,
  message: z.string().optional(),
  endTime: isoDateTimeSchema.optional(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

/** The server-provided app config (spec 3), from /anonymous/appConfig and merged by preLogin. */
export const appConfigSchema = z.object({
  lengthLimits: lengthLimitsSchema,
  proxy: proxyConfigSchema,
  rechargeTypeList: z.array(rechargeChannelSchema),
  rechargeItemList: z.array(rechargeItemSchema),
  /** Amount option ids offered by each deposit channel, keyed by channel id. */
  rechargeTypeItemMap: z.record(idSchema, z.array(idSchema)),
  rechargeBonusList: z.array(rechargeBonusSchema),
  /** VIP levels keyed by level. */
  appVipMap: z.record(z.int().min(0), vipLevelSchema),
  gameList: z.array(gameEntrySchema),
  gameTypeList: z.array(gameCategorySchema),
  gameBrandList: z.array(gameCategorySchema),
  gamePlatformList: z.array(gameCategorySchema),
  gameTagList: z.array(gameCategorySchema),
  activityConfigList: z.array(activityEntrySchema),
  taskConfigList: z.array(taskConfigSchema),
  jackpotConfigList: z.array(jackpotAwardConfigSchema),
  scratchCardConfigList: z.array(scratchCardConfigSchema),
  diamondConfigList: z.array(diamondGoodsConfigSchema),
  redPacketConfigList: z.array(redPacketConfigSchema),
  newYearConfigList: z.array(festivalDayConfigSchema),
  christmasConfigList: z.array(festivalDayConfigSchema),
  agent5ConfigList: z.array(agent5ConfigSchema),
  customerServiceList: z.array(customerServiceEntrySchema),
  faqList: z.array(faqEntrySchema),
  theme: themeSchema,
  maintenance: maintenanceSchema,
  h5: z.object({ downloadUrl: z.string() }),
  clientConfig: z.object({
    lobbyBonusAmount: hundredthsSchema,
    /** Raised to show the tutorial again to players who saw an older one. */
    tutorialVersion: countSchema,
    /** Support e-mail address. */
    email: z.string(),
    /**
     * The ISO 4217 currency every amount is shown in (our design; issue 18). Optional: a config
     * without it means the Philippine peso.
     */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    /**
     * The country calling code (digits, no `+`) the phone fields show beside the number and add
     * to what the player types in the local format (our design; issue 18). Optional: a config
     * without it means the Philippines, 63.
     */
    phoneCountryCode: z
      .string()
      .regex(/^[1-9]\d{0,2}$/)
      .optional(),
  }),
  feedbackConfig: z.object({ imagesLimit: countSchema }),
  /** Games shown per category on the home page before "more". */
  gameShowNum: countSchema,
  /** 1 applies `minAmount2` to repeat depositors (spec 5). */
  minRechargeStatus: switchSchema,
  /** SMS codes one mobile number may request per day (our design). */
  smsCodeSendLimit: countSchema,
  /** See `h5ClientModes`; an unknown mode behaves as standard. */
  h5ClientMode: z.int(),
  /** Version of `gameList`; preLogin sends the cached one so the server can skip an unchanged list. */
  gameListVersion: z.string(),
  /** Base URL of game images and assets. */
  gameResourceUrl: z.string(),
  /** Operator images the app places by key (banners, logos). */
  appGenericImgList: z.array(z.object({ uniqueKey: z.string(), img: z.string() })),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
