import { apiCalls, withdrawableAmount } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../http/api-calls.js';
import { errorCodes } from '../../http/api-error.js';
import type { ModuleContext } from '../../module-context.js';
import type { AppConfigSource } from '../config/app-config-source.js';
import type { Clock } from '../sms/sms-sender.js';
import { coinDetail } from './coin-detail.js';
import { createDepositOrder, depositTradeInfo, findDepositOrder, loadDepositStanding } from './deposits.js';
import type { PaymentProvider } from './payment-provider.js';
import { applyProviderOutcome, recordOutcome } from './provider-outcomes.js';
import { wageringRemainingOf } from './wagering.js';
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
  app: FastifyInstance;
  appConfig: AppConfigSource;
  provider: PaymentProvider;
  clock: Clock;
}

/** The wallet's calls (api/README.md, "Wallet") and the provider's callback endpoint. */
export function registerWalletCalls(
  context: ModuleContext,
  { app, appConfig, provider, clock }: WalletDependencies,
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
    });
  });

  registerCall(apiCalls.getRechargeOrder, async (call) =>
    findDepositOrder(db, requireSession(call).userId, call.body.orderNo),
  );

  registerCall(apiCalls.getExchange, async (call) => {
    const { userId } = requireSession(call);
    const [coin, wageringRemaining, bet, held, cards, withdrawals] = await Promise.all([
      balanceOf(userId),
      wageringRemainingOf(db, userId),
      db.query<{ bet_total: number }>('SELECT bet_total FROM users WHERE id = $1', [userId]),
      heldAmountOf(db, userId),
      listBankCards(db, userId),
      recentWithdrawals(db, userId),
    ]);
    return {
      coin,
      exchange: withdrawableAmount(coin, wageringRemaining),
      wageringRemaining,
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

  registerPaymentNotify(app, context, { provider, appConfig, clock });
}

/**
 * `POST /api/payments/<provider>/notify`: the provider's signed callbacks. Every callback is
 * stored with its verdict; a forged one is refused (HTTP 401) and logged as a warning. Anything
 * verified is acknowledged (HTTP 200), duplicates included, so the provider stops retrying.
 */
function registerPaymentNotify(
  app: FastifyInstance,
  { db }: ModuleContext,
  { provider, appConfig, clock }: Pick<WalletDependencies, 'provider' | 'appConfig' | 'clock'>,
): void {
  app.post(`/api/payments/${provider.name}/notify`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const callback = provider.verifyCallback(request.body);
    const audit = {
      provider: provider.name,
      source: 'callback',
      body: request.body,
      clientAddress: request.ip,
    } as const;
    if (!callback) {
      const reference = (request.body as { reference?: unknown } | null)?.reference;
      request.log.warn({ provider: provider.name, reference }, 'payment callback refused: bad signature');
      await recordOutcome(db, { ...audit, verdict: 'forged' });
      return reply.code(401).send({ errcode: errorCodes.forgedPaymentCallback, msg: 'Bad signature' });
    }
    const verdict = await applyProviderOutcome(db, callback, { appConfig, clock }, audit);
    if (verdict === 'unknown' || verdict === 'mismatch') {
      request.log.warn(
        { provider: provider.name, callback, verdict },
        'payment callback does not match an order',
      );
    }
    return { errcode: 0, msg: verdict };
  });
}
