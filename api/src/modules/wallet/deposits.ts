import { createHash, randomBytes } from 'node:crypto';
import {
  type AppConfig,
  type DepositBonusContext,
  type DepositOrder,
  depositAmountProblem,
  depositBonus,
  depositMaximum,
  depositMinimum,
  isFirstDeposit,
  type RechargeBonus,
  type RechargeChannel,
} from '@casino/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { publish } from '../outbox/outbox.js';
import { checkDepositLimits } from '../protection/protection-store.js';
import { type CouponChoice, payCouponBonus, releaseCoupon, reserveCoupon } from './deposit-coupons.js';
import { postTransactionIn } from './ledger.js';
import type { PaymentProvider } from './payment-provider.js';
import { addWagering, lockWagering } from './wagering.js';
import { playerAccounts, systemAccount } from './wallet-accounts.js';

/** What the deposit rules know about a player's past deposits. */
export interface DepositStanding {
  totalRecharge: number;
  /** The spec's `{hash}`: SHA-256 of the last paid order number, null before the first. */
  hash: string | null;
  lastRechargeTypeId: number | null;
  paidDeposits: number;
  paidDepositsToday: number;
  lastPaidAt: string | null;
  vip: number;
}

export async function loadDepositStanding(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<DepositStanding> {
  const { rows } = await db.query<{
    total_recharge: number;
    vip: number;
    paid_deposits: number;
    paid_today: number;
    last_order_no: string | null;
    last_channel_id: number | null;
    last_paid_at: Date | null;
  }>(
    `SELECT users.total_recharge, users.vip,
            (SELECT count(*) FROM deposit_orders WHERE user_id = users.id AND status = 'paid') AS paid_deposits,
            (SELECT count(*) FROM deposit_orders WHERE user_id = users.id AND status = 'paid'
                AND paid_at >= date_trunc('day', $2::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS paid_today,
            last.order_no AS last_order_no, last.channel_id AS last_channel_id, last.paid_at AS last_paid_at
       FROM users
       LEFT JOIN LATERAL (
         SELECT order_no, channel_id, paid_at FROM deposit_orders
          WHERE user_id = users.id AND status = 'paid' ORDER BY paid_at DESC, id DESC LIMIT 1
       ) AS last ON true
      WHERE users.id = $1`,
    [userId, now.toISOString()],
  );
  const row = rows[0];
  if (!row) throw new ApiError(errorCodes.unauthorized, 'Sign in required');
  return {
    totalRecharge: row.total_recharge,
    hash: row.last_order_no ? createHash('sha256').update(row.last_order_no).digest('hex') : null,
    lastRechargeTypeId: row.last_channel_id,
    paidDeposits: Number(row.paid_deposits),
    paidDepositsToday: Number(row.paid_today),
    lastPaidAt: row.last_paid_at?.toISOString() ?? null,
    vip: row.vip,
  };
}

/** What the bonus rules judge a deposit by: the deposit and the player's standing before it. */
function bonusContext(
  standing: DepositStanding,
  deposit: { amount: number; channelId: number; now: Date },
): DepositBonusContext {
  return {
    amount: deposit.amount,
    channelId: deposit.channelId,
    paidDeposits: standing.paidDeposits,
    paidDepositsToday: standing.paidDepositsToday,
    totalRecharge: standing.totalRecharge,
    vip: standing.vip,
    lastPaidAt: standing.lastPaidAt,
    now: deposit.now.toISOString(),
  };
}

/** The deposit trade info of spec 3, from the app config and the player's standing. */
export function depositTradeInfo(config: AppConfig, standing: DepositStanding) {
  const offered = new Set(config.rechargeTypeList.map((channel) => channel.id));
  return {
    appRechargeTypeMap: Object.fromEntries(config.rechargeTypeList.map((channel) => [channel.id, channel])),
    appRechargeItemMap: Object.fromEntries(config.rechargeItemList.map((item) => [item.id, item])),
    appRechargeTypeItemMap: config.rechargeTypeItemMap,
    // A channel that is no longer offered is no "last used" channel to preselect.
    lastRechargeTypeId:
      standing.lastRechargeTypeId !== null && offered.has(standing.lastRechargeTypeId)
        ? standing.lastRechargeTypeId
        : null,
    totalRecharge: standing.totalRecharge > 0 ? standing.totalRecharge : null,
    hash: standing.hash,
    minRechargeStatus: config.minRechargeStatus,
    rechargeBonusList: config.rechargeBonusList,
    bonusStanding: {
      paidDeposits: standing.paidDeposits,
      paidDepositsToday: standing.paidDepositsToday,
      vip: standing.vip,
      lastPaidAt: standing.lastPaidAt,
    },
  };
}

interface DepositOrderRow {
  id: number;
  order_no: string;
  user_id: number;
  channel_id: number;
  amount: number;
  expected_bonus: number;
  bonus_amount: number | null;
  status: DepositOrder['status'];
  created_at: Date;
  paid_at: Date | null;
  coupon_lot_id: number | string | null;
  coupon_prop_id: number | null;
  coupon_bonus: number;
}

const orderColumns = `id, order_no, user_id, channel_id, amount, expected_bonus, bonus_amount, status,
  created_at, paid_at, coupon_lot_id, coupon_prop_id, coupon_bonus`;

function toDepositOrder(row: DepositOrderRow): DepositOrder {
  return {
    orderNo: row.order_no,
    channelId: row.channel_id,
    amount: row.amount,
    expectedBonus: row.expected_bonus,
    bonusAmount: row.bonus_amount,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    coupon:
      row.coupon_lot_id !== null && row.coupon_prop_id !== null
        ? { lotId: Number(row.coupon_lot_id), propId: row.coupon_prop_id, bonus: Number(row.coupon_bonus) }
        : null,
  };
}

/** `D` (deposit) or `W` (withdrawal) + UTC date + 12 random hex digits: unguessable, sortable by day, easy to read out. */
export function newOrderNo(prefix: 'D' | 'W', now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** The channel a deposit goes through, or 1301. */
function offeredChannel(config: AppConfig, channelId: number): RechargeChannel {
  const channel = config.rechargeTypeList.find((candidate) => candidate.id === channelId);
  if (!channel) throw new ApiError(errorCodes.unknownRechargeChannel, `No deposit channel ${channelId}`);
  return channel;
}

export async function createDepositOrder(
  db: Database,
  provider: PaymentProvider,
  config: AppConfig,
  request: {
    userId: number;
    channelId: number;
    amount: number;
    returnPath: string;
    now: Date;
    /** A deposit coupon to apply (ADR 0037): reserved with the order, in its transaction. */
    coupon?: CouponChoice;
  },
): Promise<DepositOrder & { paymentUrl: string }> {
  const { userId, channelId, amount, now } = request;
  const channel = offeredChannel(config, channelId);
  const standing = await loadDepositStanding(db, userId, now);
  const firstDeposit = isFirstDeposit(standing.totalRecharge, standing.hash);
  const minimum = depositMinimum(channel, { minRechargeStatus: config.minRechargeStatus, firstDeposit });
  const maximum = depositMaximum(channel);
  const problem = depositAmountProblem(amount, minimum, maximum);
  if (problem === 'belowMinimum' || problem === 'notWhole') {
    throw new ApiError(
      errorCodes.depositBelowMinimum,
      `The smallest deposit through this channel is ${minimum}`,
      {
        minimum,
      },
    );
  }
  if (problem === 'aboveMaximum') {
    throw new ApiError(
      errorCodes.depositAboveMaximum,
      `The largest deposit through this channel is ${maximum}`,
      { maximum },
    );
  }
  // What the deposit page showed: the bonus itself is decided when the payment lands.
  const expected = depositBonus(config.rechargeBonusList, bonusContext(standing, { amount, channelId, now }));
  const orderNo = newOrderNo('D', now);
  // The coupon is taken in the order's transaction: an order never exists without the coupon it
  // names, and a coupon is never taken for an order that was not stored.
  const row = await db.transaction(async (tx) => {
    // The player's wallet lock, as withdrawals take it: parallel orders count one another.
    await lockWagering(tx, userId);
    await checkDepositLimits(tx, userId, amount, now);
    const coupon = request.coupon ? await reserveCoupon(tx, userId, request.coupon, amount, now) : null;
    const inserted = await tx.query<DepositOrderRow>(
      `INSERT INTO deposit_orders (order_no, user_id, channel_id, amount, expected_bonus, provider, created_at,
                                   coupon_lot_id, coupon_prop_id, coupon_bonus)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${orderColumns}`,
      [
        orderNo,
        userId,
        channelId,
        amount,
        expected?.amount ?? 0,
        provider.name,
        now.toISOString(),
        coupon?.lotId ?? null,
        coupon?.propId ?? null,
        coupon?.bonus ?? 0,
      ],
    );
    return inserted.rows[0];
  });
  if (!row) throw new Error('deposit order not stored');
  const separator = request.returnPath.includes('?') ? '&' : '?';
  const payment = await provider.createPayment({
    orderNo,
    amount,
    returnUrl: `${request.returnPath}${separator}order=${orderNo}`,
  });
  await db.query('UPDATE deposit_orders SET provider_reference = $2 WHERE id = $1', [
    row.id,
    payment.providerReference,
  ]);
  return { ...toDepositOrder(row), paymentUrl: payment.paymentUrl };
}

export async function findDepositOrder(
  db: Queryable,
  userId: number,
  orderNo: string,
): Promise<DepositOrder> {
  const { rows } = await db.query<DepositOrderRow>(
    `SELECT ${orderColumns} FROM deposit_orders WHERE order_no = $1 AND user_id = $2`,
    [orderNo, userId],
  );
  const row = rows[0];
  if (!row) throw new ApiError(errorCodes.unknownDepositOrder, 'No such deposit order');
  return toDepositOrder(row);
}

/** What became of a callback (stored in `payment_callbacks`). */
export type CallbackVerdict = 'applied' | 'duplicate' | 'ignored' | 'unknown' | 'mismatch';

/** What deciding a deposit's bonus at payment needs: the bonus rules in force and the clock. */
export interface BonusDecision {
  bonusCollections: readonly RechargeBonus[];
  /** Read once the player's lock is held: the moment the payment is applied. */
  clock: () => Date;
}

/**
 * Applies a verified payment outcome exactly once. The order row is locked first, so concurrent
 * callbacks for one order queue; only a pending order changes, and its first final outcome
 * stands. Paying takes the player's wallet lock (their wagering row, which withdrawals
 * take too), decides the bonus on the player's standing under that lock (so the first-deposit
 * bonus goes to one order only, however many were opened) and credits the deposit and the bonus
 * in the same database transaction, under idempotency keys derived from the order, so even a bug
 * here could not credit twice.
 */
export async function applyPaymentOutcome(
  tx: Queryable,
  callback: { reference: string; amount: number; outcome: 'paid' | 'cancelled' },
  decision: BonusDecision,
): Promise<{ verdict: CallbackVerdict; userId?: number }> {
  const { rows } = await tx.query<DepositOrderRow>(
    `SELECT ${orderColumns} FROM deposit_orders WHERE order_no = $1 FOR UPDATE`,
    [callback.reference],
  );
  const order = rows[0];
  if (!order) return { verdict: 'unknown' };
  if (order.amount !== callback.amount) return { verdict: 'mismatch', userId: order.user_id };
  if (order.status !== 'pending') {
    return { verdict: order.status === callback.outcome ? 'duplicate' : 'ignored', userId: order.user_id };
  }
  if (callback.outcome === 'cancelled') {
    await tx.query(`UPDATE deposit_orders SET status = 'cancelled' WHERE id = $1`, [order.id]);
    // The coupon it held goes back to the player (still subject to its own expiry).
    if (order.coupon_lot_id !== null) await releaseCoupon(tx, Number(order.coupon_lot_id));
    return { verdict: 'applied', userId: order.user_id };
  }
  // Lock order: order row, player's wallet lock, ledger accounts, then the users row (as rounds do).
  await lockWagering(tx, order.user_id);
  const now = decision.clock();
  const standing = await loadDepositStanding(tx, order.user_id, now);
  const earned = depositBonus(
    decision.bonusCollections,
    bonusContext(standing, { amount: order.amount, channelId: order.channel_id, now }),
  );
  const bonusAmount = earned?.amount ?? 0;
  const bonusTurnover = earned ? earned.amount * earned.bonus.turnoverMultiple : 0;
  const { player } = await playerAccounts(tx, order.user_id);
  const house = await systemAccount(tx, 'house');
  const reference = { orderNo: order.order_no };
  await postTransactionIn(tx, {
    idempotencyKey: `deposit:${order.order_no}`,
    kind: 'deposit',
    postings: [
      { accountId: house.id, amount: -order.amount },
      { accountId: player.id, amount: order.amount },
    ],
    reference,
  });
  if (bonusAmount > 0) {
    const bonusBudget = await systemAccount(tx, 'rechargeBonus');
    await postTransactionIn(tx, {
      idempotencyKey: `deposit-bonus:${order.order_no}`,
      kind: 'bonus',
      postings: [
        { accountId: bonusBudget.id, amount: -bonusAmount },
        { accountId: player.id, amount: bonusAmount },
      ],
      reference,
    });
  }
  // The coupon the order holds pays its bonus as a reward grant keyed by the order (ADR 0037): it
  // adds its own wagering; the coupon itself stays used.
  const couponGrantId =
    order.coupon_lot_id !== null && order.coupon_prop_id !== null
      ? await payCouponBonus(tx, {
          userId: order.user_id,
          orderNo: order.order_no,
          propId: order.coupon_prop_id,
          bonus: Number(order.coupon_bonus),
        })
      : null;
  await tx.query(
    `UPDATE deposit_orders
        SET status = 'paid', paid_at = $2, bonus_amount = $3, bonus_type = $4, bonus_turnover = $5,
            coupon_grant_id = $6
      WHERE id = $1`,
    [order.id, now.toISOString(), bonusAmount, earned?.bonus.type ?? null, bonusTurnover, couponGrantId],
  );
  await tx.query('UPDATE users SET total_recharge = total_recharge + $2 WHERE id = $1', [
    order.user_id,
    order.amount,
  ]);
  await addWagering(tx, order.user_id, order.amount + bonusTurnover);
  await publish(tx, 'wallet.depositPaid', {
    orderNo: order.order_no,
    playerId: order.user_id,
    amount: order.amount,
    paidAt: now.toISOString(),
  });
  return { verdict: 'applied', userId: order.user_id };
}
