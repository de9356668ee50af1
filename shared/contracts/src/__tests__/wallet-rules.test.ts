import { describe, expect, it } from 'vitest';
import { defaultMaxDeposit } from '../constants';
import type { RechargeBonus } from '../entities/app-config';
import type { RechargeBonusType } from '../tables';
import {
  amountOptions,
  collectionBonus,
  type DepositBonusContext,
  defaultDepositChannel,
  depositAmountProblem,
  depositBonus,
  depositMaximum,
  depositMinimum,
  depositMinimumAfterFirst,
  isFirstDeposit,
  payoutAccountProblem,
  rechargeBonusTypeNames,
  withdrawableAmount,
  withdrawalMaximum,
} from '../wallet-rules';

describe('the deposit rules of spec 5', () => {
  it('calls a deposit the first when total recharge is empty and there is no hash', () => {
    expect(isFirstDeposit(null, null)).toBe(true);
    expect(isFirstDeposit(0, undefined)).toBe(true);
    expect(isFirstDeposit(10_000, null)).toBe(false);
    expect(isFirstDeposit(null, 'abc')).toBe(false);
  });

  it('takes minAmount (default 100), or minAmount2 (default 10000) for repeat depositors when minRechargeStatus is on', () => {
    const channel = { minAmount: 5_000, minAmount2: 20_000 };
    expect(depositMinimum(channel, { minRechargeStatus: 1, firstDeposit: true })).toBe(5_000);
    expect(depositMinimum(channel, { minRechargeStatus: 1, firstDeposit: false })).toBe(20_000);
    expect(depositMinimum(channel, { minRechargeStatus: 0, firstDeposit: false })).toBe(5_000);
    expect(depositMinimum({}, { minRechargeStatus: 1, firstDeposit: true })).toBe(100);
    expect(depositMinimum({}, { minRechargeStatus: 1, firstDeposit: false })).toBe(10_000);
  });

  it('says the minimum a first deposit raises, only when it rises', () => {
    const channel = { minAmount: 10_000, minAmount2: 20_000 };
    expect(depositMinimumAfterFirst(channel, { minRechargeStatus: 1, firstDeposit: true })).toBe(20_000);
    expect(depositMinimumAfterFirst(channel, { minRechargeStatus: 1, firstDeposit: false })).toBeNull();
    expect(depositMinimumAfterFirst(channel, { minRechargeStatus: 0, firstDeposit: true })).toBeNull();
    // Bank Transfer sets no minAmount2: the default repeat minimum (100.00) is below its 500.00.
    expect(
      depositMinimumAfterFirst({ minAmount: 50_000 }, { minRechargeStatus: 1, firstDeposit: true }),
    ).toBeNull();
    expect(depositMinimumAfterFirst({}, { minRechargeStatus: 1, firstDeposit: true })).toBe(10_000);
  });

  it('offers the prices at or above the minimum, cheapest first', () => {
    const items = [
      { id: 3, price: 50_000 },
      { id: 1, price: 10_000 },
      { id: 2, price: 20_000 },
    ];
    expect(amountOptions(items, 20_000).map((item) => item.id)).toEqual([2, 3]);
  });

  it('judges a custom amount by the same minimum and the channel maximum', () => {
    expect(depositAmountProblem(9_999, 10_000, 20_000)).toBe('belowMinimum');
    expect(depositAmountProblem(10_000, 10_000, 10_000)).toBeNull();
    expect(depositAmountProblem(10_001, 10_000, 10_000)).toBe('aboveMaximum');
    expect(depositAmountProblem(100.5, 100, 20_000)).toBe('notWhole');
  });

  it('gives every channel a maximum: its own, or the default when it sets none', () => {
    expect(depositMaximum({ maxAmount: 5_000_000 })).toBe(5_000_000);
    expect(depositMaximum({})).toBe(defaultMaxDeposit);
    expect(depositAmountProblem(Number.MAX_SAFE_INTEGER, 100, depositMaximum({}))).toBe('aboveMaximum');
  });

  it('picks the default channel: still-valid chosen, last used, marked default, first', () => {
    const channels = [
      { id: 1, isDefault: false },
      { id: 2, isDefault: true },
      { id: 3, isDefault: false },
    ];
    expect(defaultDepositChannel(channels, { chosenId: 3, lastRechargeTypeId: 1 })?.id).toBe(3);
    expect(defaultDepositChannel(channels, { chosenId: 9, lastRechargeTypeId: 1 })?.id).toBe(1);
    expect(defaultDepositChannel(channels, { chosenId: 9, lastRechargeTypeId: 8 })?.id).toBe(2);
    expect(defaultDepositChannel([{ id: 5, isDefault: false }, channels[0] as never], {})?.id).toBe(5);
    expect(defaultDepositChannel([], {})).toBeUndefined();
  });
});

const saturdayNoon = '2026-11-21T12:30:00.000Z';
const mondayMorning = '2026-11-23T08:00:00.000Z';

function context(overrides: Partial<DepositBonusContext> = {}): DepositBonusContext {
  return {
    amount: 100_000,
    channelId: 1,
    paidDeposits: 5,
    paidDepositsToday: 1,
    totalRecharge: 500_000,
    vip: 0,
    lastPaidAt: '2026-11-22T08:00:00.000Z',
    now: mondayMorning,
    ...overrides,
  };
}

function collection(type: RechargeBonusType, overrides: Partial<RechargeBonus> = {}): RechargeBonus {
  return {
    type,
    name: rechargeBonusTypeNames[type],
    basisPoints: 1_000,
    fixedAmount: 0,
    maxBonus: 1_000_000,
    minDeposit: 0,
    turnoverMultiple: 1,
    sort: type,
    ...overrides,
  };
}

describe('the recharge bonus collections, types 1 to 13', () => {
  // Each row: the type, extra fields, a deposit that qualifies, one that does not.
  const cases: [
    RechargeBonusType,
    Partial<RechargeBonus>,
    Partial<DepositBonusContext>,
    Partial<DepositBonusContext>,
  ][] = [
    [1, { minDeposit: 100_000 }, {}, { amount: 99_999 }],
    [2, { minDeposit: 500_000 }, { amount: 500_000 }, { amount: 499_999 }],
    [3, {}, { paidDeposits: 0 }, { paidDeposits: 1 }],
    [4, {}, { paidDeposits: 1 }, { paidDeposits: 2 }],
    [5, {}, { paidDeposits: 2 }, { paidDeposits: 3 }],
    [6, {}, { paidDepositsToday: 0 }, { paidDepositsToday: 1 }],
    [7, {}, { now: saturdayNoon }, { now: mondayMorning }],
    [8, { channelIds: [4] }, { channelId: 4 }, { channelId: 1 }],
    [9, { basisPoints: 0, fixedAmount: 2_000, minDeposit: 100_000 }, {}, { amount: 50_000 }],
    [10, { minVip: 3 }, { vip: 3 }, { vip: 2 }],
    [
      11,
      { inactiveDays: 14 },
      { lastPaidAt: '2026-11-09T08:00:00.000Z' },
      { lastPaidAt: '2026-11-10T08:00:01.000Z' },
    ],
    [12, { threshold: 600_000 }, { totalRecharge: 500_000 }, { totalRecharge: 600_000 }],
    [13, { startHourUtc: 12, endHourUtc: 14 }, { now: saturdayNoon }, { now: mondayMorning }],
  ];

  it.each(cases)('type %i pays only when its condition holds', (type, fields, qualifying, failing) => {
    const bonus = collection(type, fields);
    expect(collectionBonus(bonus, context(qualifying))).toBeGreaterThan(0);
    expect(collectionBonus(bonus, context(failing))).toBe(0);
  });

  it('pays the flat amount plus the floored share, capped', () => {
    const bonus = collection(1, { basisPoints: 333, fixedAmount: 100, maxBonus: 2_000 });
    expect(collectionBonus(bonus, context({ amount: 10_001 }))).toBe(100 + 333);
    expect(collectionBonus(bonus, context({ amount: 1_000_000 }))).toBe(2_000);
  });

  it('gives the single largest bonus, never a sum, and the lower sort on a tie', () => {
    const small = collection(1, { basisPoints: 300, sort: 1 });
    const large = collection(3, { basisPoints: 10_000, maxBonus: 50_000, sort: 3 });
    const tie = collection(6, { basisPoints: 300, sort: 0 });
    expect(depositBonus([small, large], context({ paidDeposits: 0 }))).toEqual({
      bonus: large,
      amount: 50_000,
    });
    expect(depositBonus([small, tie], context({ paidDepositsToday: 0 }))?.bonus).toBe(tie);
    expect(depositBonus([large], context())).toBeNull();
  });
});

describe('the wagering rule', () => {
  it('makes nothing withdrawable while a requirement remains, and everything once it is met', () => {
    expect(withdrawableAmount(50_000, 1)).toBe(0);
    expect(withdrawableAmount(50_000, 0)).toBe(50_000);
  });
});

describe('withdrawal rules', () => {
  const limits = { minWithdrawal: 10_000, maxWithdrawal: 5_000_000 };
  it('takes at most the withdrawable amount, capped by the largest withdrawal, and 0 below the smallest', () => {
    expect(withdrawalMaximum({ exchange: 123_456, ...limits })).toBe(123_456);
    expect(withdrawalMaximum({ exchange: 9_000_000, ...limits })).toBe(5_000_000);
    expect(withdrawalMaximum({ exchange: 9_999, ...limits })).toBe(0);
    expect(withdrawalMaximum({ exchange: 0, ...limits })).toBe(0);
  });

  it('checks a bank account against the length limit and an e-wallet as a mobile number', () => {
    const limit = { min: 8, max: 30 };
    expect(payoutAccountProblem('bank', '12345678', limit)).toBeNull();
    expect(payoutAccountProblem('bank', '1234', limit)).toBe('invalidAccountNumber');
    expect(payoutAccountProblem('bank', '12a45678', limit)).toBe('invalidAccountNumber');
    expect(payoutAccountProblem('ewallet', '09171234567', limit)).toBeNull();
    expect(payoutAccountProblem('ewallet', '9171234567', limit)).toBe('invalidWalletNumber');
    expect(payoutAccountProblem('ewallet', '091712345678', limit)).toBe('invalidWalletNumber');
    expect(payoutAccountProblem('ewallet', '+639171234567', limit)).toBe('invalidWalletNumber');
  });
});
