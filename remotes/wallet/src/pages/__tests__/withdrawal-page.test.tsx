import { bus } from '@casino/bus';
import { apiRoutes, type UserInfo, type Withdrawal } from '@casino/contracts';
import { mockCall, mockCallError } from '@casino/devkit/mocks';
import { sessionStore } from '@casino/platform';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExchangeInfo } from '../../api/get-exchange';
import { walletStore } from '../../state/wallet-store';
import WithdrawalPage from '../withdrawal-page';
import { api, reloadPage, renderAt, setUpWallet } from './wallet-test-kit';

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

async function openWithdrawal(info = exchangeInfo(), path = '/withdrawal/bank') {
  api.use(mockCall(apiRoutes.getExchange, () => info));
  renderAt(path, '/withdrawal/:name', <WithdrawalPage />);
  await screen.findByRole('region', { name: 'Withdrawable now' });
}

/** The review step's dialog, opened by the form's Withdraw. */
const reviewDialog = () => screen.getByRole('dialog', { name: 'Confirm your withdrawal' });

describe('the bank withdrawal page', () => {
  it('sends a player without a bank card to add one', async () => {
    await openWithdrawal(exchangeInfo({ cards: [] }));
    expect(screen.getByText('Add a bank card or an e-wallet (GCash, Maya) to withdraw to.')).toBeTruthy();
    // Both come back here with the new account chosen.
    expect(screen.getByRole('link', { name: 'Add bank card' }).getAttribute('href')).toBe(
      '/wallets/card/edit?returnTo=%2Fwithdrawal%2Fbank',
    );
    expect(screen.getByRole('link', { name: 'Add GCash or Maya' }).getAttribute('href')).toBe(
      '/wallets/card/edit?kind=ewallet&returnTo=%2Fwithdrawal%2Fbank',
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
    // Nothing is sent before the player confirms the review.
    expect(api.bodiesOf(apiRoutes.exchange)).toEqual([]);
    fireEvent.click(within(reviewDialog()).getByRole('button', { name: 'Withdraw ₱150.50' }));

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
    fireEvent.change(screen.getByLabelText('Amount to withdraw'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(within(reviewDialog()).getByRole('button', { name: 'Withdraw ₱500.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your balance is too low for this withdrawal.',
    );
    expect(screen.getByLabelText('Amount to withdraw')).toHaveProperty('value', '500');
    expect(sessionStore.getState().user?.coin).toBe(100_000);
  });

  it('shows the wagering still to do as a progress bar, with the way to the games', async () => {
    await openWithdrawal(exchangeInfo({ exchange: 0, wageringRemaining: 30_000, wageringRequired: 40_000 }));
    const bar = screen.getByRole('progressbar', { name: 'Wagering done' });
    expect(bar.getAttribute('aria-valuenow')).toBe('10000');
    expect(bar.getAttribute('aria-valuemax')).toBe('40000');
    expect(bar.getAttribute('aria-valuetext')).toBe('₱100.00 of ₱400.00');
    expect(screen.getByText('Bet ₱300.00 more and your whole balance can be withdrawn.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play games' }).getAttribute('href')).toBe('/');
  });

  it('disables the form with the reason when nothing can be withdrawn, never "between 100.00 and 0.00"', async () => {
    await openWithdrawal(exchangeInfo({ exchange: 0, wageringRemaining: 30_000, wageringRequired: 30_000 }));
    const reason = screen.getByText(
      'Nothing can be withdrawn yet: bet ₱300.00 more to meet your wagering requirement.',
    );
    const amount = screen.getByLabelText('Amount to withdraw');
    const fields = amount.closest('fieldset[aria-describedby]') as HTMLFieldSetElement;
    expect(fields.disabled).toBe(true);
    expect(fields.getAttribute('aria-describedby')).toBe(reason.closest('[id]')?.id);
    expect(amount.getAttribute('placeholder')).toBeNull();
    expect(screen.getByRole('button', { name: /^Max: / })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveProperty('disabled', true);
    // Adding an account stays possible.
    expect(screen.getByRole('link', { name: 'Add GCash or Maya' })).toBeTruthy();
  });

  it('says why when what is withdrawable is below the smallest withdrawal', async () => {
    await openWithdrawal(exchangeInfo({ exchange: 5_000 }));
    expect(
      screen.getByText(
        'Nothing can be withdrawn: you have ₱50.00 withdrawable and the smallest withdrawal is ₱100.00.',
      ),
    ).toBeTruthy();
  });

  it('fills in the most that can be withdrawn with Max, capped by the largest withdrawal', async () => {
    await openWithdrawal();
    fireEvent.click(screen.getByRole('button', { name: 'Max: ₱800.00' }));
    expect(screen.getByLabelText('Amount to withdraw')).toHaveProperty('value', '800.00');
    reloadPage();
    await openWithdrawal(exchangeInfo({ coin: 9_000_012, exchange: 9_000_012 }));
    fireEvent.click(screen.getByRole('button', { name: 'Max: ₱50,000.00' }));
    expect(screen.getByLabelText('Amount to withdraw')).toHaveProperty('value', '50000.00');
  });

  it('says an amount outside the bounds while it is typed', async () => {
    await openWithdrawal();
    const submit = screen.getByRole('button', { name: 'Withdraw' });
    fireEvent.change(screen.getByLabelText('Amount to withdraw'), { target: { value: '99.99' } });
    expect(screen.getByText('The smallest withdrawal is ₱100.00.')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Amount to withdraw'), { target: { value: '800.01' } });
    expect(screen.getByText('You can withdraw at most ₱800.00 now.')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
  });

  it('reviews amount, destination and fee before sending, and sends nothing when the player goes back', async () => {
    await openWithdrawal();
    fireEvent.change(screen.getByLabelText('Amount to withdraw'), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const review = reviewDialog();
    const figure = (term: string) =>
      within(review).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Amount')).toBe('₱250.00');
    expect(figure('To')).toBe('BPI **** 9876');
    expect(figure('Fee')).toBe('No fee');
    expect(figure('You receive')).toBe('₱250.00');
    fireEvent.click(within(review).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.bodiesOf(apiRoutes.exchange)).toEqual([]);
    expect(screen.getByLabelText('Amount to withdraw')).toHaveProperty('value', '250');
  });

  it('chooses the account named by card= (a card just added) and names e-wallets', async () => {
    const gcash = {
      id: 12,
      bankId: 7,
      bankName: 'GCash',
      kind: 'ewallet' as const,
      holderName: 'Juan Dela Cruz',
      maskedAccountNumber: '**** 4567',
      isDefault: false,
    };
    await openWithdrawal(exchangeInfo({ cards: [...cards, gcash] }), '/withdrawal/bank?card=12');
    expect(screen.getByRole('radio', { name: 'GCash **** 4567 E-wallet' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'BDO **** 1234' }));
    expect(screen.getByRole('radio', { name: 'BDO **** 1234' })).toHaveProperty('checked', true);
  });
});
