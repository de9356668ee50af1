// The wallet's calls on the typed mocks: a player with 1,000.00 and one bank card, whose deposits
// stay pending and whose withdrawals are held. The dev app's "Mocks" mode answers with these.
import { apiRoutes } from '@casino/contracts';
import {
  aBankCard,
  aCoinDetailRow,
  aDepositOrder,
  anExchangeInfo,
  aRechargeInfo,
  aWithdrawal,
  mockCall,
} from '@casino/devkit/mocks';

export function walletMocks() {
  const cards = [aBankCard()];
  return [
    mockCall(apiRoutes.getRechargeInfo, () => aRechargeInfo()),
    mockCall(apiRoutes.createRechargeOrder, ({ body }) => {
      const order = aDepositOrder({ channelId: body.channelId, amount: body.amount });
      const returnPath = body.returnPath ?? '/wallets';
      // No payment page on the mocks: "paying" returns at once, and the order stays pending.
      const paymentUrl = `${returnPath}${returnPath.includes('?') ? '&' : '?'}order=${order.orderNo}`;
      return { ...order, paymentUrl };
    }),
    mockCall(apiRoutes.getRechargeOrder, ({ body }) => aDepositOrder({ orderNo: body.orderNo })),
    mockCall(apiRoutes.getExchange, () => anExchangeInfo({ cards })),
    mockCall(apiRoutes.exchange, ({ body }) => ({
      ...aWithdrawal({ amount: body.amount, bankCardId: body.bankCardId }),
      coin: 100_000 - body.amount,
    })),
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
    mockCall(apiRoutes.appUserCoinDetail, () => ({ list: [aCoinDetailRow()], total: 1, pages: 1 })),
  ];
}
