import * as z from 'zod';
import { countSchema, hundredthsSchema, idSchema } from '../schema-primitives';
import { accountTypes } from '../tables';
import { payoutKinds } from '../wallet-rules';
import { activityIdsStoreSchema } from './activity';
import { gameEntrySchema } from './game';

/**
 * The logged-in player (spec 3). Money fields are integers of hundredths. The spec's `password`
 * is deliberately absent: the API never returns a password; `hasPassword` says whether one is set.
 */
export const userInfoSchema = z.object({
  id: idSchema,
  uuid: z.string().min(1),
  /** Login name; empty for players who signed up by phone or a social provider only. */
  account: z.string(),
  accountType: z.literal(Object.values(accountTypes)),
  /** URL of the stock avatar the player picked. */
  avatar: z.string(),
  /** URL of an uploaded picture, shown instead of `avatar` when present. */
  avatarOther: z.string().nullable(),
  /** Linked provider account ids and display names; `null` when not linked. */
  facebookAccount: z.string().nullable(),
  googleAccount: z.string().nullable(),
  lineAccount: z.string().nullable(),
  facebookName: z.string().nullable(),
  googleName: z.string().nullable(),
  lineName: z.string().nullable(),
  hasPassword: z.boolean(),
  hasSafeboxPassword: z.boolean(),
  hasKyc: z.boolean(),
  /** Whether the personal details of appUserOther have been filled in. */
  hasUserOther: z.boolean(),
  /** Verified mobile number in E.164, or `null`. */
  mobile: z.string().nullable(),
  /** Verified e-mail address (lower-cased), or `null` (our design, issue 18: password recovery). */
  email: z.string().nullable(),
  nickname: z.string(),
  /** Whole days since registration (our design). */
  regPeriod: countSchema,
  /** Id of the player who invited this one; 0 when none. */
  pid: z.int().min(0),
  vip: countSchema,
  vipExp: countSchema,
  userLevel: countSchema,
  coin: hundredthsSchema,
  /** Lottery-ticket balance. */
  lottery: hundredthsSchema,
  /** Coin locked away in the safebox. */
  safebox: hundredthsSchema,
  totalRecharge: hundredthsSchema,
  /** Total turnover. */
  bet: hundredthsSchema,
  /** Coin that may be withdrawn now. */
  exchange: hundredthsSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * A saved payout account (our design; the spec shows only `bankId`): a bank account, or since
 * contracts 2.13 an e-wallet (`kind`, ADR 0048), whose `bankId` names GCash or Maya.
 */
export const bankCardSchema = z.object({
  id: idSchema,
  bankId: idSchema,
  bankName: z.string(),
  /** `bank` or `ewallet`; absent from an API before contracts 2.13, which pays out to banks only. */
  kind: z.enum(payoutKinds).optional(),
  holderName: z.string(),
  /** Only the last digits are ever sent, e.g. `**** 1234`. */
  maskedAccountNumber: z.string(),
  isDefault: z.boolean(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

/** What the user store keeps beside the user info (spec 3). */
export const userStoreExtrasSchema = z.object({
  /** The profile from the Facebook login, when the player used it (our design). */
  facebookUser: z.object({ id: z.string(), name: z.string(), pictureUrl: z.string().optional() }).nullable(),
  /** The default withdrawal card. */
  appUserBank: bankCardSchema.nullable(),
  appUserBankList: z.array(bankCardSchema),
  gameLikes: z.array(gameEntrySchema),
  gameHistory: z.array(gameEntrySchema),
  gameLikeIds: z.array(idSchema),
  inviteCode: z.string(),
  /** Id of the agent the player was acquired through; 0 when none (our design). */
  aid: z.int().min(0),
  /** True until the player's first deposit (our design). */
  firstRecharge: z.boolean(),
  /** Invite links keyed by share channel (`whatsapp`, `telegram`, `copy`, ...). */
  shareUrlMap: z.record(z.string(), z.string()),
  activityIds: activityIdsStoreSchema.shape.activityIds,
  activityMap: activityIdsStoreSchema.shape.activityMap,
});
export type UserStoreExtras = z.infer<typeof userStoreExtrasSchema>;
