import { apiCalls } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { errorCodes } from '../../../http/api-error.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import {
  productionEnvironment,
  startTestServer,
  type TestServer,
} from '../../../test-support/test-server.js';
import { checkLedgerInvariants } from '../ledger-check.js';
import { reconcileWallet } from '../reconcile.js';
import {
  addCard,
  coinOf,
  deposit,
  fundedPlayer,
  meetWagering,
  playRound,
  registerPlayer,
  sendCallback,
  testSigningSecret,
  walletTestEnvironment,
} from './wallet-fixtures.js';

announceDatabaseLegs('wallet withdrawals');

describe.each(databaseLegs)('bank cards and withdrawals on $name', (leg) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(leg, walletTestEnvironment);
  });
  afterAll(async () => {
    await server.close();
  });

  const decidePayout = async (withdrawalNo: string, outcome: 'settled' | 'rejected') => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/dev/wallet/payouts/${withdrawalNo}`,
      payload: { outcome },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('adds, lists and edits bank cards within the withdraw-account length limit', async () => {
    const { token } = await registerPlayer(server);
    const tooShort = await server.call(
      '/app/v1/addBankInfo',
      { bankId: 1, holderName: 'Juan Dela Cruz', accountNumber: '1234567' },
      token,
    );
    expect(tooShort.envelope).toMatchObject({
      errcode: errorCodes.invalidAccountNumber,
      data: { min: 8, max: 30 },
    });
    const letters = await server.call(
      '/app/v1/addBankInfo',
      { bankId: 1, holderName: 'Juan Dela Cruz', accountNumber: '12345678ab' },
      token,
    );
    expect(letters.envelope.errcode).toBe(errorCodes.invalidAccountNumber);
    const unknownBank = await server.call(
      '/app/v1/addBankInfo',
      { bankId: 999, holderName: 'Juan Dela Cruz', accountNumber: '12345678' },
      token,
    );
    expect(unknownBank.envelope.errcode).toBe(errorCodes.unknownBank);

    const first = await addCard(server, token, '111122223333');
    const second = await addCard(server, token, '444455556666');
    const duplicate = await server.call(
      '/app/v1/addBankInfo',
      { bankId: 1, holderName: 'Juan Dela Cruz', accountNumber: '444455556666' },
      token,
    );
    expect(duplicate.envelope.errcode).toBe(errorCodes.bankCardTaken);

    const edited = await server.call(
      '/app/v1/modifyBankInfo',
      { id: second, bankId: 3, accountNumber: '999988887777', isDefault: true },
      token,
    );
    expect(edited.envelope.data).toMatchObject({
      id: second,
      bankId: 3,
      bankName: 'Metrobank',
      maskedAccountNumber: '**** 7777',
      isDefault: true,
    });
    const list = apiCalls.getBankInfoList.response.parse(
      (await server.call('/app/v1/getBankInfoList', {}, token)).envelope.data,
    );
    expect(list.list.map((card) => [card.id, card.isDefault])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect(JSON.stringify(list)).not.toContain('111122223333');

    const stranger = await registerPlayer(server);
    const foreign = await server.call(
      '/app/v1/modifyBankInfo',
      { id: first, holderName: 'Thief' },
      stranger.token,
    );
    expect(foreign.envelope.errcode).toBe(errorCodes.unknownBankCard);
  });

  it('holds nothing back until the wagering requirement is met: deposits and bonuses add, bets reduce', async () => {
    const { token } = await registerPlayer(server);
    const card = await addCard(server, token);
    const order = await deposit(server, token, 1, 10_000);
    const before = apiCalls.getExchange.response.parse(
      (await server.call('/app/v1/getExchange', {}, token)).envelope.data,
    );
    // 100.00 deposit + 100.00 first-deposit bonus x 3 (seed turnover multiple).
    expect(order.bonusAmount).toBe(10_000);
    expect(before).toMatchObject({
      coin: 20_000,
      exchange: 0,
      wageringRemaining: 40_000,
      wageringRequired: 40_000,
      bet: 0,
    });
    const refused = await server.call('/app/v1/exchange', { amount: 10_000, bankCardId: card }, token);
    expect(refused.envelope).toMatchObject({
      errcode: errorCodes.wageringNotMet,
      data: { wageringRemaining: 40_000 },
    });

    await playRound(server, token, 15_000, 5_000);
    const partly = (await server.call('/app/v1/getExchange', {}, token)).envelope.data;
    // The progress bar's figures: 15,000 of the 40,000 built by the deposit and its bonus done.
    expect(partly).toMatchObject({
      coin: 10_000,
      wageringRemaining: 25_000,
      wageringRequired: 40_000,
      bet: 15_000,
      exchange: 0,
    });
    await meetWagering(server, token);
    const met = (await server.call('/app/v1/getExchange', {}, token)).envelope.data;
    expect(met).toMatchObject({ coin: 10_000, wageringRemaining: 0, exchange: 10_000 });
    const userInfo = await server.call('/app/v1/getAfterLoginInfoWeb', {}, token);
    expect(userInfo.envelope.data.user).toMatchObject({ exchange: 10_000, bet: 40_000 });
    // A deposit after the requirement was met starts a new one: its own amount, not the old total.
    await deposit(server, token, 1, 20_000);
    const again = apiCalls.getExchange.response.parse(
      (await server.call('/app/v1/getExchange', {}, token)).envelope.data,
    );
    expect(again.wageringRequired).toBe(again.wageringRemaining);
    expect(again.wageringRemaining).toBeGreaterThanOrEqual(20_000);
    expect(again.wageringRemaining).toBeLessThan(40_000 + 20_000);
  });

  it('holds a withdrawal at once, then settles it; another is rejected and refunded', async () => {
    const { token } = await fundedPlayer(server, 50_000);
    const card = await addCard(server, token);
    const coin = await coinOf(server, token);

    const settled = await server.call('/app/v1/exchange', { amount: 20_000, bankCardId: card }, token);
    expect(settled.envelope.data).toMatchObject({ status: 'held', amount: 20_000, coin: coin - 20_000 });
    const rejected = await server.call('/app/v1/exchange', { amount: 10_000, bankCardId: card }, token);
    expect(rejected.envelope.data.coin).toBe(coin - 30_000);
    expect((await server.call('/app/v1/getExchange', {}, token)).envelope.data.held).toBe(30_000);

    expect(await decidePayout(settled.envelope.data.withdrawalNo, 'settled')).toEqual({
      outcome: 'settled',
      delivered: true,
    });
    await decidePayout(rejected.envelope.data.withdrawalNo, 'rejected');
    // A second decision keeps the first: the payout stays settled, the refund is not repeated.
    expect((await decidePayout(settled.envelope.data.withdrawalNo, 'rejected')).outcome).toBe('settled');
    await decidePayout(rejected.envelope.data.withdrawalNo, 'rejected');
    const replayed = await sendCallback(server, {
      kind: 'payout',
      reference: rejected.envelope.data.withdrawalNo,
      amount: 10_000,
      outcome: 'rejected',
      eventId: 'again',
    });
    expect(replayed.body.msg).toBe('duplicate');

    const after = (await server.call('/app/v1/getExchange', {}, token)).envelope.data;
    expect(after.coin).toBe(coin - 20_000);
    expect(after.held).toBe(0);
    expect(after.withdrawals.map((withdrawal: { status: string }) => withdrawal.status)).toEqual([
      'refunded',
      'paid',
    ]);
  });

  it('pays out to GCash or Maya as to a bank card: saved by mobile number, paid by the same adapter', async () => {
    const { token } = await fundedPlayer(server, 50_000);
    const exchangeInfo = apiCalls.getExchange.response.parse(
      (await server.call('/app/v1/getExchange', {}, token)).envelope.data,
    );
    expect(exchangeInfo.banks.filter((bank) => bank.kind === 'ewallet').map((bank) => bank.name)).toEqual([
      'GCash',
      'Maya',
    ]);
    const gcash = exchangeInfo.banks.find((bank) => bank.name === 'GCash');
    if (!gcash) throw new Error('no GCash in the catalogue');
    // An e-wallet account is its mobile number: 09 and nine digits, whatever the bank-account limit.
    for (const accountNumber of ['12345678', '9171234567', '091712345678']) {
      const refused = await server.call(
        '/app/v1/addBankInfo',
        { bankId: gcash.id, holderName: 'Juan Dela Cruz', accountNumber },
        token,
      );
      expect(refused.envelope.errcode, accountNumber).toBe(errorCodes.invalidWalletNumber);
    }
    const added = await server.call(
      '/app/v1/addBankInfo',
      { bankId: gcash.id, holderName: 'Juan Dela Cruz', accountNumber: '09171234567' },
      token,
    );
    expect(added.envelope.data).toMatchObject({
      bankName: 'GCash',
      kind: 'ewallet',
      maskedAccountNumber: '**** 4567',
      isDefault: true,
    });
    const wallet = added.envelope.data.id as number;
    const bankCard = await addCard(server, token);
    const list = apiCalls.getBankInfoList.response.parse(
      (await server.call('/app/v1/getBankInfoList', {}, token)).envelope.data,
    );
    expect(list.list.map((card) => [card.bankName, card.kind])).toEqual([
      ['GCash', 'ewallet'],
      ['BDO Unibank', 'bank'],
    ]);
    // Moving the bank card to Maya needs a mobile number; with one it is an e-wallet.
    const maya = exchangeInfo.banks.find((bank) => bank.name === 'Maya');
    const keptNumber = await server.call('/app/v1/modifyBankInfo', { id: bankCard, bankId: maya?.id }, token);
    expect(keptNumber.envelope.errcode).toBe(errorCodes.invalidWalletNumber);
    const moved = await server.call(
      '/app/v1/modifyBankInfo',
      { id: bankCard, bankId: maya?.id, accountNumber: '09981234567' },
      token,
    );
    expect(moved.envelope.data).toMatchObject({ bankName: 'Maya', kind: 'ewallet' });

    const withdrawal = await server.call('/app/v1/exchange', { amount: 20_000, bankCardId: wallet }, token);
    expect(withdrawal.envelope.data).toMatchObject({ status: 'held', amount: 20_000, bankCardId: wallet });
    const { withdrawalNo } = withdrawal.envelope.data;
    const books = await server.db.query<{ payout_kind: string }>(
      'SELECT payout_kind FROM sandbox_provider_requests WHERE merchant_reference = $1',
      [withdrawalNo],
    );
    expect(books.rows).toEqual([{ payout_kind: 'ewallet' }]);
    await decidePayout(withdrawalNo, 'settled');
    const after = (await server.call('/app/v1/getExchange', {}, token)).envelope.data;
    expect(after.withdrawals[0]).toMatchObject({ withdrawalNo, status: 'paid' });
    expect(after.held).toBe(0);
  });

  it('never overdraws when 50 withdrawals against one balance arrive at once', async () => {
    const { token } = await fundedPlayer(server, 100_000);
    const card = await addCard(server, token);
    const coin = await coinOf(server, token);
    const amount = 30_000;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => server.call('/app/v1/exchange', { amount, bankCardId: card }, token)),
    );
    const accepted = answers.filter((answer) => answer.envelope.errcode === 0);
    const refused = answers.filter((answer) => answer.envelope.errcode === errorCodes.insufficientBalance);
    expect(accepted).toHaveLength(Math.floor(coin / amount));
    expect(refused).toHaveLength(50 - accepted.length);
    expect(await coinOf(server, token)).toBe(coin - accepted.length * amount);
    expect((await server.call('/app/v1/getExchange', {}, token)).envelope.data.held).toBe(
      accepted.length * amount,
    );
  });

  it('refuses withdrawals outside the limits or to an unknown card', async () => {
    const { token } = await fundedPlayer(server, 20_000);
    const card = await addCard(server, token);
    const small = await server.call('/app/v1/exchange', { amount: 9_999, bankCardId: card }, token);
    expect(small.envelope.errcode).toBe(errorCodes.withdrawalBelowMinimum);
    const noCard = await server.call('/app/v1/exchange', { amount: 10_000, bankCardId: 987_654 }, token);
    expect(noCard.envelope.errcode).toBe(errorCodes.unknownBankCard);
    const tooMuch = await server.call('/app/v1/exchange', { amount: 1_000_000, bankCardId: card }, token);
    expect(tooMuch.envelope.errcode).toBe(errorCodes.insufficientBalance);
  });

  it('lists every ledger movement in the records, filtered by type and date, paged to the end', async () => {
    const { token } = await fundedPlayer(server, 30_000);
    const card = await addCard(server, token);
    const withdrawal = await server.call('/app/v1/exchange', { amount: 10_000, bankCardId: card }, token);
    await decidePayout(withdrawal.envelope.data.withdrawalNo, 'rejected');

    const all = apiCalls.appUserCoinDetail.response.parse(
      (await server.call('/app/v1/appUserCoinDetail', { pageNum: 1, pageSize: 3 }, token)).envelope.data,
    );
    // deposit, bonus, the wagering rounds (bet + win each), the withdrawal and its refund
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.list).toHaveLength(3);
    expect(all.list[0]).toMatchObject({ kind: 'withdrawal', amount: 10_000, status: 'refunded' });
    expect(all.list[1]).toMatchObject({ kind: 'withdrawal', amount: -10_000, status: 'refunded' });
    const lastPage = (
      await server.call('/app/v1/appUserCoinDetail', { pageNum: all.pages, pageSize: 3 }, token)
    ).envelope.data;
    expect(lastPage.list.at(-1)).toMatchObject({ kind: 'deposit', amount: 30_000, status: 'paid' });

    const deposits = (await server.call('/app/v1/appUserCoinDetail', { type: 'deposit' }, token)).envelope
      .data;
    expect(deposits.list).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    const todays = await server.call(
      '/app/v1/appUserCoinDetail',
      { startDate: today, endDate: today },
      token,
    );
    expect(todays.envelope.data.total).toBe(all.total);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const before = await server.call('/app/v1/appUserCoinDetail', { endDate: yesterday }, token);
    expect(before.envelope.data.total).toBe(0);
  });

  it('keeps the ledger sound and reconciled with the wallet', async () => {
    const report = await checkLedgerInvariants(server.db);
    expect(report).toMatchObject({
      postingSum: 0,
      unbalancedTransactions: [],
      negativePlayerAccounts: [],
      balanceMismatches: [],
      balanceAfterMismatches: [],
    });
    for (const total of await reconcileWallet(server.db)) {
      expect(total.ledger, total.name).toBe(total.wallet);
    }
  });
});

describe('the wallet in production', () => {
  it('serves no dev payout or play route and signs with a secret nobody knows', async () => {
    const secrets = [loadConfig(productionEnvironment), loadConfig(productionEnvironment)].map(
      (config) => config.paymentSigningSecret,
    );
    expect(secrets[0]).not.toBe(secrets[1]);
    expect(secrets).not.toContain(testSigningSecret);
    const [leg] = databaseLegs;
    if (!leg) throw new Error('no database leg');
    const server = await startTestServer(leg, {
      ...productionEnvironment,
      PAYMENT_SIGNING_SECRET: 'p'.repeat(32),
    });
    try {
      for (const url of ['/api/dev/wallet/payouts/W1', '/api/dev/wallet/play-round']) {
        const response = await server.app.inject({ method: 'POST', url, payload: { outcome: 'settled' } });
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await server.close();
    }
  });
});
