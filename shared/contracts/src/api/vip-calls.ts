import * as z from 'zod';
import { recordPageSize } from '../constants';
import { propAwardSchema } from '../entities/prop-award';
import { catalogueIdSchema, countSchema, hundredthsSchema, isoDateTimeSchema } from '../schema-primitives';
import { defineCall } from './define-call';
import { vipRoutes } from './vip-routes';

// VIP levels earned by play, their awards and rebates (spec 7 "VIP"; our design where the spec
// shows no fields: ADR 0034, api/README.md "VIP and rewards"). Levels' experience, betLimit,
// dailyAward and showType are the app config's `appVipMap`; these calls add what each level pays
// and where the player stands.

const pageRequestSchema = z.strictObject({
  pageNum: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(100).default(recordPageSize),
});

/** What a claim granted, and the player's coin balance after it (hundredths). */
const claimAnswerSchema = z.object({
  /** Coin counts are hundredths. */
  awards: z.array(propAwardSchema),
  coin: hundredthsSchema,
});
export type VipClaimAnswer = z.infer<typeof claimAnswerSchema>;

/** One level's benefits beyond `appVipMap`, and whether the player took its level-up bonus. */
const vipLevelBenefitsSchema = z.object({
  level: countSchema,
  /** Hundredths paid once on reaching the level (0: none). */
  levelUpBonus: hundredthsSchema,
  /** Claimed already; a level at or below the player's with an unclaimed bonus is claimable. */
  levelUpBonusClaimed: z.boolean(),
  /** Paid once per UTC day the player claims it while at this level. */
  signInAward: z.array(propAwardSchema),
  /** Rebate in basis points of settled stake (50 is 0.5 %), per game type with a rate. */
  rebateRates: z.array(z.object({ gameTypeId: catalogueIdSchema, rateBp: countSchema })),
});

/** The player's standing and what is waiting for them (spec 7: getVipInfo). */
const getVipInfo = defineCall({
  ...vipRoutes.getVipInfo,
  request: z.strictObject({}),
  response: z.object({
    level: countSchema,
    /** One point per whole coin of settled stake. */
    experience: countSchema,
    /** The next level and the experience it needs; null at the top. */
    nextLevel: z.object({ level: countSchema, experience: countSchema }).nullable(),
    levels: z.array(vipLevelBenefitsSchema),
    /** The current level's daily award and whether today's (UTC) was claimed. */
    daily: z.object({ awards: z.array(propAwardSchema), claimedToday: z.boolean() }),
    signIn: z.object({ awards: z.array(propAwardSchema), claimedToday: z.boolean() }),
    /** Hundredths of rebate claimable now, all game types together. */
    rebateClaimable: hundredthsSchema,
  }),
});

/** Claims the level-up bonus of a level the player has reached (spec 7: receiveVipBonusUser). */
const receiveVipBonusUser = defineCall({
  ...vipRoutes.receiveVipBonusUser,
  request: z.strictObject({ level: z.int().min(1).max(1000) }),
  response: claimAnswerSchema,
});

/** Claims today's (UTC) daily award of the player's level (spec 7: appVipUserReceiveDaily). */
const appVipUserReceiveDaily = defineCall({
  ...vipRoutes.appVipUserReceiveDaily,
  request: z.strictObject({}),
  response: claimAnswerSchema,
});

/** Claims the sign-in award of today's (UTC) sign-in day (spec 7 and 9). */
const appVipUserReceiveSignInAward = defineCall({
  ...vipRoutes.appVipUserReceiveSignInAward,
  request: z.strictObject({}),
  response: claimAnswerSchema,
});

/** Where the player stands in this month's keep-level audit (spec 7: getVipLevelAudit). */
const getVipLevelAudit = defineCall({
  ...vipRoutes.getVipLevelAudit,
  request: z.strictObject({}),
  response: z.object({
    level: countSchema,
    /** Hundredths of settled stake this month keeps the level. */
    betLimit: hundredthsSchema,
    periodStart: isoDateTimeSchema,
    /** The audit runs at this moment (the next month's first instant, UTC). */
    periodEnd: isoDateTimeSchema,
    periodStake: hundredthsSchema,
    /** Still to stake this month to keep the level; 0 when kept or exempt. */
    remaining: hundredthsSchema,
    /** Not audited this month: level 0, or the level was reached during the month. */
    exempt: z.boolean(),
    /** The level the player drops to at `periodEnd` if `remaining` is not staked; null if none. */
    relegationLevel: countSchema.nullable(),
  }),
});

/** The rebate of one game type: its rate at the player's level and what is claimable. */
const rebateRowSchema = z.object({
  gameTypeId: catalogueIdSchema,
  gameTypeName: z.string(),
  /** At the player's current level; rounds accrue at the level they settled at. */
  rateBp: countSchema,
  /** Hundredths of settled stake that earned rebate, ever. */
  stake: hundredthsSchema,
  claimable: hundredthsSchema,
});

/** The player's rebates by game type (spec 7: betBonus (type)); `type` keeps one game type. */
const betBonus = defineCall({
  ...vipRoutes.betBonus,
  request: z.strictObject({ type: catalogueIdSchema.optional() }),
  response: z.object({ list: z.array(rebateRowSchema), total: hundredthsSchema }),
});

/** Claims every claimable rebate (spec 7: betBonusReceive). */
const betBonusReceive = defineCall({
  ...vipRoutes.betBonusReceive,
  request: z.strictObject({}),
  response: claimAnswerSchema,
});

/** Claims the rebate of one game type (spec 7: betBonusByTypeReceive (type)). */
const betBonusByTypeReceive = defineCall({
  ...vipRoutes.betBonusByTypeReceive,
  request: z.strictObject({ type: catalogueIdSchema }),
  response: claimAnswerSchema,
});

const rebateClaimRowSchema = z.object({
  id: z.int().positive(),
  gameTypeId: catalogueIdSchema,
  gameTypeName: z.string(),
  amount: hundredthsSchema,
  createdAt: isoDateTimeSchema,
});

/** The player's rebate claims, newest first, paged to 'No more' (spec 7: betBonusLog). */
const betBonusLog = defineCall({
  ...vipRoutes.betBonusLog,
  request: pageRequestSchema,
  response: z.object({ list: z.array(rebateClaimRowSchema), total: countSchema, pages: countSchema }),
});

const rewardRecordRowSchema = z.object({
  id: z.int().positive(),
  /** The module that granted it: `vip`, `rebate`, ... */
  module: z.string(),
  /** What for: `levelUp`, `daily`, `signIn`, `claim`, ... */
  event: z.string(),
  awards: z.array(propAwardSchema),
  createdAt: isoDateTimeSchema,
});

/** Every reward the player received, newest first, paged (spec 7: activityAwardGetLog). */
const activityAwardGetLog = defineCall({
  ...vipRoutes.activityAwardGetLog,
  request: pageRequestSchema,
  response: z.object({ list: z.array(rewardRecordRowSchema), total: countSchema, pages: countSchema }),
});

/** The VIP and rewards calls, keyed like `vipRoutes`. */
export const vipCalls = {
  getVipInfo,
  receiveVipBonusUser,
  appVipUserReceiveDaily,
  appVipUserReceiveSignInAward,
  getVipLevelAudit,
  betBonus,
  betBonusReceive,
  betBonusByTypeReceive,
  betBonusLog,
  activityAwardGetLog,
} as const;
