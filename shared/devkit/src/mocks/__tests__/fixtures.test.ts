import {
  activityIdsStoreSchema,
  apiCalls,
  appConfigSchema,
  bankCardSchema,
  bankSchema,
  coinDetailRowSchema,
  depositCouponSchema,
  depositOrderSchema,
  loginResponseSchema,
  rechargeChannelSchema,
  rechargeItemSchema,
  rewardFlagsSchema,
  userInfoSchema,
  withdrawalSchema,
} from '@casino/contracts/schemas';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import * as fixtures from '../fixtures';

// Each builder, the schema its value must pass, and an override that must survive.
const builders: [string, () => unknown, z.ZodType][] = [
  ['aPlayer', fixtures.aPlayer, userInfoSchema],
  ['aStanding', fixtures.aStanding, apiCalls.refreshData.response],
  ['aLoginResponse', fixtures.aLoginResponse, loginResponseSchema],
  ['aRechargeChannel', fixtures.aRechargeChannel, rechargeChannelSchema],
  ['aRechargeItem', fixtures.aRechargeItem, rechargeItemSchema],
  ['anAppConfig', fixtures.anAppConfig, appConfigSchema],
  ['anActivityList', fixtures.anActivityList, activityIdsStoreSchema],
  ['rewardFlags', fixtures.rewardFlags, rewardFlagsSchema],
  ['anAfterLoginInfo', fixtures.anAfterLoginInfo, apiCalls.getAfterLoginInfoWeb.response],
  ['aBank', fixtures.aBank, bankSchema],
  ['aBankCard', fixtures.aBankCard, bankCardSchema],
  ['aDepositOrder', fixtures.aDepositOrder, depositOrderSchema],
  ['aDepositCoupon', fixtures.aDepositCoupon, depositCouponSchema],
  ['aWithdrawal', fixtures.aWithdrawal, withdrawalSchema],
  ['aRechargeInfo', fixtures.aRechargeInfo, apiCalls.getRechargeInfo.response],
  ['anExchangeInfo', fixtures.anExchangeInfo, apiCalls.getExchange.response],
  ['aCoinDetailRow', fixtures.aCoinDetailRow, coinDetailRowSchema],
];

describe('the fixture builders', () => {
  it.each(builders)('%s builds a value its contract accepts', (_name, build, schema) => {
    const value = build();
    expect(schema.safeParse(value).error?.issues ?? []).toEqual([]);
  });

  it('covers every builder the module exports', () => {
    const exported = Object.entries(fixtures)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name);
    expect(exported.sort()).toEqual(builders.map(([name]) => name).sort());
  });

  it('keeps the fields a test gives and fills in the rest', () => {
    const player = fixtures.aPlayer({ coin: 5, vip: 3 });
    expect(player).toMatchObject({ coin: 5, vip: 3, account: 'devplayer' });
    expect(fixtures.aDepositOrder({ status: 'paid' }).status).toBe('paid');
  });
});
