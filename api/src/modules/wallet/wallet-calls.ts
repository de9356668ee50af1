import { withdrawableAmount } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import { requireSession } from '../../http/api-calls.js';
import type { ModuleContext } from '../../module-context.js';
import type { AppConfigSource } from '../config/app-config-source.js';
import type { Clock } from '../sms/sms-sender.js';
import { coinDetail } from './coin-detail.js';
import { usableCoupons } from './deposit-coupons.js';
import { createDepositOrder, depositTradeInfo, findDepositOrder, loadDepositStanding } from './deposits.js';
import type { PaymentProvider } from './payment-provider.js';
import { wageringOf } from './wagering.js';
import {
  addBankCard,
  heldAmountOf,
  listBankCards,
  modifyBankCard,
  recentWithdrawals,
  withdraw,
  withdrawalBanks,
  withdrawalLimits,
} from './withdrawals.js';

export interface WalletDependencies {
  appConfig: AppConfigSource;
  provider: PaymentProvider;
  clock: Clock;
}

/** The wallet's calls (api/README.md, "Wallet"). */
export function registerWalletCalls(
  context: ModuleContext,
  { appConfig, provider, clock }: WalletDependencies,
) {
  const { db, registerCall, balanceOf } = context;

  registerCall(apiCalls.getRechargeInfo, async (call) => {
    const { userId } = requireSession(call);
    const [{ config }, standing] = await Promise.all([
      appConfig.current(),
      loadDepositStanding(db, userId, clock()),
    ]);
    return depositTradeInfo(config, standing);
  });

  registerCall(apiCalls.createRechargeOrder, async (call) => {
    const { userId } = requireSession(call);
    const { config } = await appConfig.current();
    return createDepositOrder(db, provider, config, {
      userId,
      channelId: call.body.channelId,
      amount: call.body.amount,
      returnPath: call.body.returnPath ?? '/wallets?name=deposit',
      now: clock(),
      coupon: call.body.coupon,
    });
  });

  registerCall(apiCalls.getRechargeCoupons, async (call) => ({
    list: await usableCoupons(db, requireSession(call).userId, clock()),
  }));

  registerCall(apiCalls.getRechargeOrder, async (call) =>
    findDepositOrder(db, requireSession(call).userId, call.body.orderNo),
  );

  registerCall(apiCalls.getExchange, async (call) => {
    const { userId } = requireSession(call);
    const [coin, wagering, bet, held, cards, withdrawals] = await Promise.all([
      balanceOf(userId),
      wageringOf(db, userId),
      db.query<{ bet_total: number }>('SELECT bet_total FROM users WHERE id = $1', [userId]),
      heldAmountOf(db, userId),
      listBankCards(db, userId),
      recentWithdrawals(db, userId),
    ]);
    return {
      coin,
      exchange: withdrawableAmount(coin, wagering.remaining),
      wageringRemaining: wagering.remaining,
      wageringRequired: wagering.required,
      bet: bet.rows[0]?.bet_total ?? 0,
      minWithdrawal: withdrawalLimits.minWithdrawal,
      maxWithdrawal: withdrawalLimits.maxWithdrawal,
      held,
      banks: [...withdrawalBanks],
      cards,
      withdrawals,
    };
  });

  registerCall(apiCalls.exchange, async (call) =>
    withdraw(db, provider, { userId: requireSession(call).userId, ...call.body, now: clock() }),
  );

  registerCall(apiCalls.getBankInfoList, async (call) => ({
    list: await listBankCards(db, requireSession(call).userId),
    banks: [...withdrawalBanks],
  }));

  registerCall(apiCalls.addBankInfo, async (call) => {
    const { userId } = requireSession(call);
    const limits = await appConfig.lengthLimits();
    return addBankCard(db, userId, call.body, limits.withdrawAccount);
  });

  registerCall(apiCalls.modifyBankInfo, async (call) => {
    const { userId } = requireSession(call);
    const { id, ...fields } = call.body;
    const limits = await appConfig.lengthLimits();
    return modifyBankCard(db, userId, id, fields, limits.withdrawAccount);
  });

  registerCall(apiCalls.appUserCoinDetail, async (call) =>
    coinDetail(db, requireSession(call).userId, call.body),
  );
}
