// The deposit and withdrawal rules of spec 5 and our wagering design, as plain functions: the API
// enforces them and the wallet remote shows them, from this one source. No zod, no I/O.
import { defaultMaxDeposit, defaultMinDeposit, repeatMinDeposit } from './constants';
import type { RechargeBonus, RechargeChannel } from './entities/app-config';
import type { RechargeBonusType } from './tables';

/** Spec 5: a deposit is the player's first when total recharge is empty and there is no `{hash}`. */
export function isFirstDeposit(
  totalRecharge: number | null | undefined,
  hash: string | null | undefined,
): boolean {
  return !totalRecharge && !hash;
}

/**
 * Spec 5: the smallest deposit a channel takes: its `minAmount` (default 100), or `minAmount2`
 * (default 10000) when `minRechargeStatus` is on and the player has recharged before.
 */
export function depositMinimum(
  channel: Pick<RechargeChannel, 'minAmount' | 'minAmount2'>,
  { minRechargeStatus, firstDeposit }: { minRechargeStatus: 0 | 1; firstDeposit: boolean },
): number {
  return minRechargeStatus === 1 && !firstDeposit
    ? (channel.minAmount2 ?? repeatMinDeposit)
    : (channel.minAmount ?? defaultMinDeposit);
}

/** Spec 5: amount options are the channel's prices at or above the minimum, cheapest first. */
export function amountOptions<Item extends { id: number; price: number }>(
  items: readonly Item[],
  minimum: number,
): Item[] {
  return items.filter((item) => item.price >= minimum).sort((a, b) => a.price - b.price);
}

/**
 * Spec 5: the channel picked when the deposit page opens, in order: the already-chosen channel if
 * still offered, the last-used channel, the channel marked default, the first (by sort).
 */
export function defaultDepositChannel<Channel extends Pick<RechargeChannel, 'id' | 'isDefault'>>(
  channelsBySort: readonly Channel[],
  { chosenId, lastRechargeTypeId }: { chosenId?: number | null; lastRechargeTypeId?: number | null },
): Channel | undefined {
  const byId = (id: number | null | undefined) =>
    id == null ? undefined : channelsBySort.find((channel) => channel.id === id);
  return (
    byId(chosenId) ??
    byId(lastRechargeTypeId) ??
    channelsBySort.find((channel) => channel.isDefault) ??
    channelsBySort[0]
  );
}

/** The largest deposit a channel takes: its `maxAmount`, or `defaultMaxDeposit` when it sets none. */
export function depositMaximum(channel: Pick<RechargeChannel, 'maxAmount'>): number {
  return channel.maxAmount ?? defaultMaxDeposit;
}

/** Why a deposit amount is refused, or null when the channel takes it. */
export function depositAmountProblem(
  amount: number,
  minimum: number,
  maximum: number,
): 'notWhole' | 'belowMinimum' | 'aboveMaximum' | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'notWhole';
  if (amount < minimum) return 'belowMinimum';
  if (amount > maximum) return 'aboveMaximum';
  return null;
}

/**
 * The minimum a player's deposits rise to after the first one through this channel (spec 5:
 * `minAmount2` when `minRechargeStatus` is on), or null when it stays the same: what the deposit
 * page says before the first deposit, so the rise never comes as a surprise.
 */
export function depositMinimumAfterFirst(
  channel: Pick<RechargeChannel, 'minAmount' | 'minAmount2'>,
  { minRechargeStatus, firstDeposit }: { minRechargeStatus: 0 | 1; firstDeposit: boolean },
): number | null {
  if (!firstDeposit) return null;
  const now = depositMinimum(channel, { minRechargeStatus, firstDeposit: true });
  const after = depositMinimum(channel, { minRechargeStatus, firstDeposit: false });
  return after > now ? after : null;
}

/** The names under which the recharge bonus types 1 to 13 are documented (docs/adr/0011). */
export const rechargeBonusTypeNames: Readonly<Record<RechargeBonusType, string>> = {
  1: 'everyDeposit',
  2: 'highRoller',
  3: 'firstDeposit',
  4: 'secondDeposit',
  5: 'thirdDeposit',
  6: 'dailyFirstDeposit',
  7: 'weekend',
  8: 'channel',
  9: 'fixedAmount',
  10: 'vip',
  11: 'comeback',
  12: 'milestone',
  13: 'happyHour',
};

/** What decides which bonus collections a deposit qualifies for. */
export interface DepositBonusContext {
  amount: number;
  channelId: number;
  /** Paid deposits before this one. */
  paidDeposits: number;
  /** Paid deposits so far on the UTC day of `now`. */
  paidDepositsToday: number;
  /** Total recharge before this deposit, in hundredths. */
  totalRecharge: number;
  vip: number;
  /** When the last paid deposit was, ISO 8601; null before the first. */
  lastPaidAt: string | null;
  /** The moment the deposit is made: when its payment lands (order creation for the expected bonus), ISO 8601. */
  now: string;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Whether the deposit meets the condition of the collection's type (our design, ADR 0011). */
function meetsTypeCondition(bonus: RechargeBonus, context: DepositBonusContext): boolean {
  const now = new Date(context.now);
  switch (bonus.type) {
    case 1: // every deposit
    case 2: // high roller: `minDeposit` sets the bar
    case 9: // a fixed amount from `minDeposit` up
      return true;
    case 3:
      return context.paidDeposits === 0;
    case 4:
      return context.paidDeposits === 1;
    case 5:
      return context.paidDeposits === 2;
    case 6:
      return context.paidDepositsToday === 0;
    case 7: {
      const weekday = now.getUTCDay();
      return weekday === 0 || weekday === 6;
    }
    case 8:
      return bonus.channelIds?.includes(context.channelId) ?? false;
    case 10:
      return context.vip >= (bonus.minVip ?? 1);
    case 11:
      return (
        context.lastPaidAt !== null &&
        now.getTime() - new Date(context.lastPaidAt).getTime() >= (bonus.inactiveDays ?? 7) * dayMs
      );
    case 12:
      return (
        bonus.threshold !== undefined &&
        context.totalRecharge < bonus.threshold &&
        context.totalRecharge + context.amount >= bonus.threshold
      );
    case 13: {
      const hour = now.getUTCHours();
      return hour >= (bonus.startHourUtc ?? 0) && hour < (bonus.endHourUtc ?? 24);
    }
  }
}

/** The bonus one collection pays on this deposit: 0 when the deposit does not qualify. */
export function collectionBonus(bonus: RechargeBonus, context: DepositBonusContext): number {
  if (context.amount < bonus.minDeposit || !meetsTypeCondition(bonus, context)) return 0;
  // Floored: the player never gets a fraction of a hundredth.
  const share = Math.floor((context.amount * bonus.basisPoints) / 10_000);
  return Math.min(bonus.maxBonus, bonus.fixedAmount + share);
}

export interface EarnedDepositBonus {
  bonus: RechargeBonus;
  amount: number;
}

/**
 * The bonus a deposit earns: the single largest of the collections it qualifies for (ties go to the
 * lower `sort`); null when none pays anything. Bonuses do not stack.
 */
export function depositBonus(
  collections: readonly RechargeBonus[],
  context: DepositBonusContext,
): EarnedDepositBonus | null {
  let best: EarnedDepositBonus | null = null;
  for (const bonus of [...collections].sort((a, b) => a.sort - b.sort)) {
    const amount = collectionBonus(bonus, context);
    if (amount > 0 && (best === null || amount > best.amount)) best = { bonus, amount };
  }
  return best;
}

/**
 * Our wagering design (ADR 0011): while any wagering requirement remains, nothing is withdrawable;
 * once it is met, the whole balance is.
 */
export function withdrawableAmount(coin: number, wageringRemaining: number): number {
  return wageringRemaining > 0 ? 0 : coin;
}

/**
 * The most one withdrawal can take now: what is withdrawable, capped by the largest withdrawal;
 * 0 when that is below the smallest withdrawal (nothing can be withdrawn).
 */
export function withdrawalMaximum({
  exchange,
  minWithdrawal,
  maxWithdrawal,
}: {
  exchange: number;
  minWithdrawal: number;
  maxWithdrawal: number;
}): number {
  const most = Math.min(exchange, maxWithdrawal);
  return most >= minWithdrawal ? most : 0;
}

/**
 * Where a payout goes (ADR 0048): a bank account, or an e-wallet (GCash, Maya) named by the mobile
 * number it is registered to. Each payout account is one of a catalogue entry's kind.
 */
export const payoutKinds = ['bank', 'ewallet'] as const;
export type PayoutKind = (typeof payoutKinds)[number];

/** A Philippine mobile number as GCash and Maya know their accounts: 11 digits starting with 09. */
const eWalletNumberPattern = /^09[0-9]{9}$/;

/**
 * Why an account number is refused for a payout account of this kind, or null: a bank account is
 * digits within the app config's withdraw-account length, an e-wallet its mobile number.
 */
export function payoutAccountProblem(
  kind: PayoutKind,
  accountNumber: string,
  limit: { min: number; max: number },
): 'invalidAccountNumber' | 'invalidWalletNumber' | null {
  if (kind === 'ewallet') return eWalletNumberPattern.test(accountNumber) ? null : 'invalidWalletNumber';
  return /^[0-9]+$/.test(accountNumber) &&
    accountNumber.length >= limit.min &&
    accountNumber.length <= limit.max
    ? null
    : 'invalidAccountNumber';
}

/** The record filter of `appUserCoinDetail`: every movement, or one kind. */
export const coinDetailTypes = ['all', 'deposit', 'withdrawal', 'bonus', 'bet', 'win'] as const;
export type CoinDetailType = (typeof coinDetailTypes)[number];

/** Where a deposit order stands: `paid` or `cancelled` as the payment provider reports it. */
export const depositOrderStatuses = ['pending', 'paid', 'cancelled'] as const;
export type DepositOrderStatus = (typeof depositOrderStatuses)[number];

/** Where a withdrawal stands: `held` until the provider pays it or it is refunded. */
export const withdrawalStatuses = ['held', 'paid', 'refunded'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
