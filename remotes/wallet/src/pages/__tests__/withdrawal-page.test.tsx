import { bus } from '@casino/bus';
import { apiRoutes, type UserInfo, type Withdrawal } from '@casino/contracts';
import { mockCall, mockCallError } from '@casino/devkit/mocks';
import { sessionStore } from '@casino/platform';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExchangeInfo } from '../../api/get-exchange';
import { walletStore } from '../../state/wallet-store';
import WithdrawalPage from '../withdrawal-page';
import { api, renderAt, setUpWallet } from './wallet-test-kit';

const cards = [
  {
    id: 4,
    bankId: 1,
    bankName: 'BDO',
    holderName: 'Juan Dela Cruz',
    maskedAccountNumber: '**** 1234',
    isDefault: false,
  },
  {
    id: 5,
    bankId: 2,
    bankName: 'BPI',
    holderName: 'Juan Dela Cruz',
    maskedAccountNumber: '**** 9876',
    isDefault: true,
  },
];

function exchangeInfo(changes: Partial<ExchangeInfo> = {}): ExchangeInfo {
  return {
    coin: 100_000,
    exchange: 80_000,
    wageringRemaining: 0,
    bet: 250_000,
    minWithdrawal: 10_000,
    maxWithdrawal: 5_000_000,
    held: 0,
    banks: [
      { id: 1, name: 'BDO' },
      { id: 2, name: 'BPI' },
    ],
    cards,
    withdrawals: [],
    ...changes,
  };
}

beforeEach(async () => {
  await setUpWallet();
  walletStore.setState({ depositChannel: null, withdrawalNumber: null });
  sessionStore.setState({ token: 'token', user: { id: 7, coin: 100_000 } as UserInfo });
});
afterEach(cleanup);

async function openWithdrawal(info = exchangeInfo()) {
  api.use(mockCall(apiRoutes.getExchange, () => info));
  renderAt('/withdrawal/bank', '/withdrawal/:name', <WithdrawalPage />);
  await screen.findByRole('region', { name: 'Withdrawable now' });
}

describe('the bank withdrawal page', () => {
  it('sends a player without a bank card to add one', async () => {
    await openWithdrawal(exchangeInfo({ cards: [] }));
    expect(screen.getByText('Add a bank card to withdraw to.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add bank card' }).getAttribute('href')).toBe(
      '/wallets/card/edit',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('shows what may be withdrawn and explains an open wagering requirement', async () => {
    await openWithdrawal(exchangeInfo({ exchange: 0, wageringRemaining: 30_000 }));
    const standing = screen.getByRole('region', { name: 'Withdrawable now' });
    const figure = (term: string) =>
      within(standing).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Withdrawable now')).toBe('₱0.00');
    expect(figure('Wagering still required')).toBe('₱300.00');
    expect(
      within(standing).getByText(/Once it reaches zero, your whole balance can be withdrawn/),
    ).toBeTruthy();
  });

  it('picks the default card and states the bounds the player may withdraw between', async () => {
    await openWithdrawal();
    expect(screen.getByRole('radio', { name: 'BPI **** 9876' })).toHaveProperty('checked', true);
    // The upper bound is the smaller of the largest withdrawal and what is withdrawable now.
    expect(screen.getByLabelText('Amount to withdraw').getAttribute('placeholder')).toBe(
      'Between ₱100.00 and ₱800.00',
    );
  });

  it('cannot submit an amount that is not money', async () => {
    await openWithdrawal();
    const submit = screen.getByRole('button', { name: 'Withdraw' });
    for (const typed of ['', 'abc', '0', '12.345', '-5']) {
      fireEvent.change(screen.getByLabelText('Amount to withdraw'), { target: { value: typed } });
      expect(submit, `"${typed}"`).toHaveProperty('disabled', true);
    }
  });

  it('withdraws to the chosen card, announces the new balance and shows the withdrawal as processing', async () => {
    await openWithdrawal();
    const balanceChanges: unknown[] = [];
    const subscription = bus.on('wallet.balanceChanged').subscribe((event) => balanceChanges.push(event));
    const withdrawal: Withdrawal = {
      withdrawalNo: 'W20261123001',
      amount: 15_050,
      bankCardId: 4,
      status: 'held',
      createdAt: '2026-11-23T10:00:00.000Z',
      settledAt: null,
    };
    api.use(mockCall(apiRoutes.exchange, () => ({ ...withdrawal, coin: 84_950 })));

    fireEvent.click(screen.getByRole('radio', { name: 'BDO **** 1234' }));
    fireEvent.change(screen.getByLabelText('Amount to withdraw'), { target: { value: '150.50' } });
    const after = exchangeInfo({ coin: 84_950, held: 15_050, withdrawals: [withdrawal] });
    api.use(mockCall(apiRoutes.getExchange, () => after));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('Withdrawal W20261123001 of ₱150.50 is being processed. Processing');
    expect(api.bodiesOf(apiRoutes.exchange)).toEqual([
      expect.objectContaining({ amount: 15_050, bankCardId: 4 }),
    ]);
    expect(sessionStore.getState().user?.coin).toBe(84_950);
    expect(balanceChanges).toEqual([{ coin: 84_950, delta: -15_050 }]);
    expect(screen.getByLabelText('Amount to withdraw')).toHaveProperty('value', '');
    subscription.unsubscribe();
  });

  it('tells the player why the API refused, and keeps what they typed', async () => {
    await openWithdrawal();
    api.use(mockCallError(apiRoutes.exchange, 1313, 'Insufficient balance'));
    fireEvent.change(screen.getByLabelText('Amount to withdraw'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your balance is too low for this withdrawal.',
    );
    expect(screen.getByLabelText('Amount to withdraw')).toHaveProperty('value', '5000');
    expect(sessionStore.getState().user?.coin).toBe(100_000);
  });
});
