// The wallet's calls on the typed mocks: a player with 1,000.00 and one bank card, whose deposits
// stay pending and whose withdrawals are held (and leave the balance, which `refreshData` then
// reports). The dev app's "Mocks" mode answers with these.
import { apiRoutes, type Withdrawal } from '@casino/contracts';
import {
  aBankCard,
  aCoinDetailRow,
  aDepositCoupon,
  aDepositOrder,
  anExchangeInfo,
  aPlayer,
  aRechargeInfo,
  aStanding,
  aWithdrawal,
  callError,
  mockCall,
} from '@casino/devkit/mocks';

export function walletMocks() {
  const cards = [aBankCard()];
  const withdrawals: Withdrawal[] = [];
  let coin = aPlayer().coin;
  return [
    mockCall(apiRoutes.refreshData, () => aStanding(aPlayer({ coin }))),
    mockCall(apiRoutes.getRechargeInfo, () => aRechargeInfo()),
    mockCall(apiRoutes.getRechargeCoupons, () => ({
      list: [aDepositCoupon(), aDepositCoupon({ lotId: 2, propId: 1305 })],
    })),
    mockCall(apiRoutes.createRechargeOrder, ({ body }) => {
      const order = aDepositOrder({ channelId: body.channelId, amount: body.amount });
      const returnPath = body.returnPath ?? '/wallets';
      // No payment page on the mocks: "paying" returns at once, and the order stays pending.
      const paymentUrl = `${returnPath}${returnPath.includes('?') ? '&' : '?'}order=${order.orderNo}`;
      return { ...order, paymentUrl };
    }),
    mockCall(apiRoutes.getRechargeOrder, ({ body }) => aDepositOrder({ orderNo: body.orderNo })),
    mockCall(apiRoutes.getExchange, () => anExchangeInfo({ cards, coin, exchange: coin, withdrawals })),
    mockCall(apiRoutes.exchange, ({ body }) => {
      const withdrawal = aWithdrawal({
        withdrawalNo: `W${String(withdrawals.length + 1).padStart(4, '0')}`,
        amount: body.amount,
        bankCardId: body.bankCardId,
      });
      withdrawals.unshift(withdrawal);
      coin -= body.amount;
      return { ...withdrawal, coin };
    }),
    mockCall(apiRoutes.getBankInfoList, () => ({ list: cards, banks: anExchangeInfo().banks })),
    mockCall(apiRoutes.addBankInfo, ({ body }) => {
      const card = aBankCard({
        id: cards.length + 1,
        bankId: body.bankId,
        holderName: body.holderName,
        maskedAccountNumber: `**** ${body.accountNumber.slice(-4)}`,
        isDefault: body.isDefault ?? false,
      });
      cards.push(card);
      return card;
    }),
    mockCall(apiRoutes.modifyBankInfo, ({ body }) => {
      const index = cards.findIndex((card) => card.id === body.id);
      if (index < 0) return callError(1308, 'Bank card not found');
      const card = aBankCard({
        ...cards[index],
        ...(body.bankId === undefined ? {} : { bankId: body.bankId }),
        ...(body.holderName === undefined ? {} : { holderName: body.holderName }),
        ...(body.accountNumber === undefined
          ? {}
          : { maskedAccountNumber: `**** ${body.accountNumber.slice(-4)}` }),
        ...(body.isDefault ? { isDefault: true } : {}),
      });
      cards[index] = card;
      return card;
    }),
    mockCall(apiRoutes.appUserCoinDetail, () => ({ list: [aCoinDetailRow()], total: 1, pages: 1 })),
  ];
}
