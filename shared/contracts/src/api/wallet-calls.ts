import * as z from 'zod';
import { recordPageSize } from '../constants';
import { depositCouponKinds } from '../coupon-rules';
import { rechargeBonusSchema, rechargeChannelSchema, rechargeItemSchema } from '../entities/app-config';
import { bankCardSchema } from '../entities/user';
import {
  countSchema,
  hundredthsDeltaSchema,
  hundredthsSchema,
  idSchema,
  isoDateTimeSchema,
  moneyAmountSchema,
  switchSchema,
} from '../schema-primitives';
import { coinDetailTypes, depositOrderStatuses, payoutKinds, withdrawalStatuses } from '../wallet-rules';
import { defineCall } from './define-call';
import { walletRoutes } from './wallet-routes';

/** What the deposit bonus rules need to know about the player (see `DepositBonusContext`). */
export const depositBonusStandingSchema = z.object({
  paidDeposits: countSchema,
  paidDepositsToday: countSchema,
  vip: countSchema,
  lastPaidAt: isoDateTimeSchema.nullable(),
});

/**
 * The deposit trade info (spec 3). `hash` is the spec's `{hash}`: a SHA-256 fingerprint of the
 * player's last paid deposit order, null before the first (spec 5: first deposit = empty total
 * recharge and no hash).
 */
const getRechargeInfo = defineCall({
  ...walletRoutes.getRechargeInfo,
  request: z.strictObject({}),
  response: z.object({
    /** Deposit channels by id; show them by `sort`. */
    appRechargeTypeMap: z.record(idSchema, rechargeChannelSchema),
    /** Amount options by id. */
    appRechargeItemMap: z.record(idSchema, rechargeItemSchema),
    /** Amount option ids of each channel, by channel id. */
    appRechargeTypeItemMap: z.record(idSchema, z.array(idSchema)),
    /** The channel of the player's last paid deposit. */
    lastRechargeTypeId: idSchema.nullable(),
    /** Paid deposits so far in hundredths; null before the first. */
    totalRecharge: hundredthsSchema.nullable(),
    hash: z.string().nullable(),
    minRechargeStatus: switchSchema,
    rechargeBonusList: z.array(rechargeBonusSchema),
    bonusStanding: depositBonusStandingSchema,
  }),
});

/**
 * One lot of deposit coupons the player can use now (ADR 0037): not expired, some left, of a
 * coupon kind the deposit page takes. What it pays comes from its prop id (`depositCouponTerms`).
 */
export const depositCouponSchema = z.object({
  /** The prop lot: send it as `coupon.lotId` with a deposit order. */
  lotId: idSchema,
  propId: idSchema,
  kind: z.enum(depositCouponKinds),
  /** Percentage coupons: the percentage of the deposit paid; null for a give coupon. */
  percent: z.int().min(1).max(99).nullable(),
  /** Give coupons: the coin paid, in hundredths; null for a percentage coupon. */
  amount: hundredthsSchema.nullable(),
  /** The smallest deposit it applies to. */
  minDeposit: hundredthsSchema,
  /** The most it pays. */
  maxBonus: hundredthsSchema,
  /** The bonus must be staked this many times before a withdrawal. */
  wageringMultiple: countSchema,
  /** Coupons of this lot still to use (one is used per deposit). */
  remaining: countSchema,
  /** When it stops being usable; null: never. */
  expiresAt: isoDateTimeSchema.nullable(),
});
export type DepositCoupon = z.infer<typeof depositCouponSchema>;

/** The player's usable deposit coupons, the soonest to expire first. */
const getRechargeCoupons = defineCall({
  ...walletRoutes.getRechargeCoupons,
  request: z.strictObject({}),
  response: z.object({ list: z.array(depositCouponSchema) }),
});

/** The coupon a deposit order carries, and the bonus it pays when the order is paid. */
const orderCouponSchema = z.object({
  lotId: idSchema,
  propId: idSchema,
  /**
   * Credited when the order is paid, on top of any recharge bonus; the coupon goes back to the
   * player if the order is cancelled or expires.
   */
  bonus: hundredthsSchema,
});

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  channelId: idSchema,
  amount: hundredthsSchema,
  /**
   * The bonus the rules gave when the order was made: what the deposit page showed. Only an
   * expectation: the bonus is decided when the payment lands (ADR 0011).
   */
  expectedBonus: hundredthsSchema,
  /**
   * The bonus decided when the payment landed, under the player's lock, and credited with the
   * deposit; null until the order is paid. Less than expected when another deposit landed first
   * (the first-deposit bonus is paid once per player).
   */
  bonusAmount: hundredthsSchema.nullable(),
  status: z.enum(depositOrderStatuses),
  createdAt: isoDateTimeSchema,
  paidAt: isoDateTimeSchema.nullable(),
  /** The deposit coupon applied to the order, null when none. */
  coupon: orderCouponSchema.nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

/** Opens a deposit order and the provider's payment page; the ledger moves only when it pays. */
const createRechargeOrder = defineCall({
  ...walletRoutes.createRechargeOrder,
  request: z.strictObject({
    channelId: idSchema,
    amount: moneyAmountSchema,
    /**
     * The in-app path the payment page returns to: a `/wallets` path, in printable ASCII without
     * spaces or `#` (the provider's page sends it back in a `Location` header).
     */
    returnPath: z
      .string()
      .max(200)
      .regex(
        /^\/wallets(\?[!"$-~]*)?$/,
        'must be a /wallets path of printable ASCII, without spaces, # or control characters',
      )
      .optional(),
    /**
     * A deposit coupon to apply: a lot from `getRechargeCoupons`, or a prop id (the player's lot
     * of it expiring first). It is reserved with the order, so no other order can use it.
     */
    coupon: z.union([z.strictObject({ lotId: idSchema }), z.strictObject({ propId: idSchema })]).optional(),
  }),
  response: depositOrderSchema.extend({ paymentUrl: z.string() }),
});

const getRechargeOrder = defineCall({
  ...walletRoutes.getRechargeOrder,
  request: z.strictObject({ orderNo: z.string().min(1).max(64) }),
  response: depositOrderSchema,
});

export const withdrawalSchema = z.object({
  withdrawalNo: z.string(),
  amount: hundredthsSchema,
  bankCardId: idSchema,
  status: z.enum(withdrawalStatuses),
  createdAt: isoDateTimeSchema,
  settledAt: isoDateTimeSchema.nullable(),
  /** Why a finance operator refused it (it is refunded), in words for the player. Optional: an API from before it answers none. */
  note: z.string().nullable().optional(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** A bank or, since contracts 2.13, an e-wallet (GCash, Maya) that payouts can go to (ADR 0048). */
export const bankSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** `bank` or `ewallet`; absent from an API before contracts 2.13 (banks only). */
  kind: z.enum(payoutKinds).optional(),
  /** URL of its logo, shown beside its name (ADR 0052); absent before contracts 2.15 or when it has none. */
  icon: z.string().optional(),
});
export type Bank = z.infer<typeof bankSchema>;

/** What the withdraw page shows: balance, what may be withdrawn and why, cards, open withdrawals. */
const getExchange = defineCall({
  ...walletRoutes.getExchange,
  request: z.strictObject({}),
  response: z.object({
    coin: hundredthsSchema,
    /** What may be withdrawn now (the user info's `exchange`). */
    exchange: hundredthsSchema,
    /** Turnover still needed before anything is withdrawable. */
    wageringRemaining: hundredthsSchema,
    /**
     * The requirement since it was last met: the deposits and bonuses that built it, of which
     * `wageringRemaining` is left (the wallet's progress bar). Absent from an API before contracts 2.13.
     */
    wageringRequired: hundredthsSchema.optional(),
    /** Total turnover (the user info's `bet`). */
    bet: hundredthsSchema,
    minWithdrawal: hundredthsSchema,
    maxWithdrawal: hundredthsSchema,
    /** Coin in withdrawals not settled yet. */
    held: hundredthsSchema,
    banks: z.array(bankSchema),
    cards: z.array(bankCardSchema),
    /** The latest withdrawals, newest first. */
    withdrawals: z.array(withdrawalSchema),
  }),
});

/** Withdraws to a payout account (a bank card or an e-wallet): the amount leaves the balance at once and is held until the payout. */
const exchange = defineCall({
  ...walletRoutes.exchange,
  request: z.strictObject({ amount: moneyAmountSchema, bankCardId: idSchema }),
  response: withdrawalSchema.extend({ coin: hundredthsSchema }),
});

const accountNumberField = z.string().trim().min(1).max(64);
const holderNameField = z.string().trim().min(2).max(64);

const addBankInfo = defineCall({
  ...walletRoutes.addBankInfo,
  request: z.strictObject({
    bankId: idSchema,
    holderName: holderNameField,
    /** Digits only; its length follows the app config's `lengthLimits.withdrawAccount`. */
    accountNumber: accountNumberField,
    isDefault: z.boolean().optional(),
  }),
  response: bankCardSchema,
});

/** Changes a card; fields left out stay as they are. */
const modifyBankInfo = defineCall({
  ...walletRoutes.modifyBankInfo,
  request: z
    .strictObject({
      id: idSchema,
      bankId: idSchema.optional(),
      holderName: holderNameField.optional(),
      accountNumber: accountNumberField.optional(),
      isDefault: z.literal(true).optional(),
    })
    .refine((body) => Object.keys(body).some((key) => key !== 'id'), 'Nothing to update'),
  response: bankCardSchema,
});

const getBankInfoList = defineCall({
  ...walletRoutes.getBankInfoList,
  request: z.strictObject({}),
  response: z.object({ list: z.array(bankCardSchema), banks: z.array(bankSchema) }),
});

export const coinDetailRowSchema = z.object({
  id: idSchema,
  kind: z.enum(['deposit', 'withdrawal', 'bet', 'win', 'bonus', 'correction', 'transfer']),
  /** Signed: positive credited the player. */
  amount: hundredthsDeltaSchema,
  balanceAfter: hundredthsSchema,
  createdAt: isoDateTimeSchema,
  /** The deposit order or withdrawal number the movement belongs to, if any. */
  orderNo: z.string().nullable(),
  /** The withdrawal's status for withdrawal movements, the order's for deposits. */
  status: z.string().nullable(),
  /**
   * Why, in words for the player: the reason a finance operator gave for refusing a withdrawal.
   * Optional: an API from before it answers none.
   */
  note: z.string().nullable().optional(),
});
export type CoinDetailRow = z.infer<typeof coinDetailRowSchema>;

/** The player's coin movements from the ledger, newest first (spec 7: appUserCoinDetail). */
const appUserCoinDetail = defineCall({
  ...walletRoutes.appUserCoinDetail,
  request: z.strictObject({
    pageNum: z.int().min(1).default(1),
    pageSize: z.int().min(1).max(100).default(recordPageSize),
    type: z.enum(coinDetailTypes).default('all'),
    /** Inclusive UTC day, YYYY-MM-DD. */
    startDate: z.iso.date().optional(),
    /** Inclusive UTC day, YYYY-MM-DD. */
    endDate: z.iso.date().optional(),
  }),
  response: z.object({ list: z.array(coinDetailRowSchema), total: countSchema, pages: countSchema }),
});

/** The wallet calls, keyed like `walletRoutes`. */
export const walletCalls = {
  getRechargeInfo,
  createRechargeOrder,
  getRechargeOrder,
  getRechargeCoupons,
  getExchange,
  exchange,
  addBankInfo,
  modifyBankInfo,
  getBankInfoList,
  appUserCoinDetail,
} as const;
