import { bus } from '@casino/bus';
import { apiRoutes, type UserInfo } from '@casino/contracts';
import {
  aDepositOrder,
  anExchangeInfo,
  aPlayer,
  aRechargeInfo,
  aStanding,
  callError,
  mockCall,
} from '@casino/devkit/mocks';
import { sessionStore } from '@casino/platform';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { orderPolling } from '../../api/get-recharge-order';
import WalletsPage from '../wallets-page';
import { api, currentPath, renderAt, setUpWallet } from './wallet-test-kit';

beforeEach(async () => {
  await setUpWallet();
  sessionStore.setState({ token: 'token', user: { id: 7, coin: 10_000 } as UserInfo });
  api.use(
    mockCall(apiRoutes.getRechargeInfo, () => aRechargeInfo()),
    mockCall(apiRoutes.getRechargeCoupons, () => ({ list: [] })),
    mockCall(apiRoutes.getExchange, () => anExchangeInfo()),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The page's own status line (a celebration, over the page, has its own). */
const notice = () => within(screen.getByRole('main')).getByRole('status');
const balanceShown = () => screen.getByRole('region', { name: 'Balance' }).textContent;
const openWallet = (path: string) => renderAt(path, '/wallets', <WalletsPage />);

describe('the wallet page', () => {
  it('switches tabs in the address, keeping back=1', async () => {
    openWallet('/wallets?name=deposit&back=1');
    expect(screen.getByRole('tab', { name: 'Deposit' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Withdraw' }));
    expect(currentPath()).toBe('/wallets?name=withdraw&back=1');
    expect(await screen.findByRole('region', { name: 'Withdrawable now' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Withdraw' }).getAttribute('aria-selected')).toBe('true');
  });

  it('reads the withdraw tab again when the balance changes on the bus', async () => {
    openWallet('/wallets?name=withdraw');
    await screen.findByRole('region', { name: 'Withdrawable now' });
    const before = api.bodiesOf(apiRoutes.getExchange).length;
    api.use(mockCall(apiRoutes.getExchange, () => anExchangeInfo({ exchange: 12_345 })));
    act(() => bus.emit('wallet.balanceChanged', { coin: 50_000, delta: 40_000 }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Withdrawable now' }).textContent).toContain('₱123.45'),
    );
    expect(api.bodiesOf(apiRoutes.getExchange).length).toBe(before + 1);
  });
});

describe("the provider's return", () => {
  it('waits for the payment, then shows it with the bonus and announces the new balance', async () => {
    const announced: unknown[] = [];
    const subscription = bus.on('wallet.balanceChanged').subscribe((event) => announced.push(event));
    let polls = 0;
    api.use(
      mockCall(apiRoutes.getRechargeOrder, () => {
        polls += 1;
        return aDepositOrder({
          orderNo: 'D1',
          amount: 10_000,
          bonusAmount: 5_000,
          status: polls < 2 ? 'pending' : 'paid',
        });
      }),
    );
    openWallet('/wallets?name=deposit&order=D1');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Waiting for the payment provider to confirm your deposit…',
    );
    api.use(mockCall(apiRoutes.refreshData, () => aStanding(aPlayer({ coin: 25_000 }))));
    await waitFor(
      () => expect(notice().textContent).toBe('Deposit of ₱100.00 received, plus a ₱50.00 bonus.'),
      { timeout: 3_000 },
    );
    expect(balanceShown()).toContain('₱250.00');
    expect(announced).toEqual([{ coin: 25_000, delta: 15_000 }]);
    expect(polls).toBe(2);
    // Read once, when the order is paid: the announcement does not ask again.
    expect(api.bodiesOf(apiRoutes.refreshData)).toHaveLength(1);
    subscription.unsubscribe();
  });

  it('celebrates a paid deposit once with what it credited, and Skip ends it', async () => {
    api.use(
      mockCall(apiRoutes.getRechargeOrder, () =>
        aDepositOrder({ orderNo: 'D6', amount: 10_000, bonusAmount: 5_000, status: 'paid' }),
      ),
      mockCall(apiRoutes.refreshData, () => aStanding(aPlayer({ coin: 25_000 }))),
    );
    openWallet('/wallets?name=deposit&order=D6');
    const celebration = await screen.findByRole('dialog', { name: 'Deposit received' });
    expect(celebration.textContent).toContain('₱100.00 deposit + ₱50.00 bonus, added to your balance');
    await waitFor(() => expect(within(celebration).getByRole('status').textContent).toContain('₱150.00'));
    expect(balanceShown()).toContain('₱250.00');
    fireEvent.click(within(celebration).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog', { name: 'Deposit received' })).toBeNull();

    // Back on the same return address (a reload): the deposit is said, not celebrated again.
    cleanup();
    openWallet('/wallets?name=deposit&order=D6');
    await waitFor(() => expect(notice().textContent).toContain('Deposit of ₱100.00 received'));
    expect(screen.queryByRole('dialog', { name: 'Deposit received' })).toBeNull();
  });

  it('keeps the celebration of a deposit confirmed while the tab was hidden until the player is back', async () => {
    let visibility: DocumentVisibilityState = 'hidden';
    const visibilityState = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    // A hidden page pauses the order's polling: never leave it hidden for the next test.
    onTestFinished(() => visibilityState.mockRestore());
    api.use(
      mockCall(apiRoutes.getRechargeOrder, () =>
        aDepositOrder({ orderNo: 'D7', amount: 10_000, bonusAmount: 0, status: 'paid' }),
      ),
      mockCall(apiRoutes.refreshData, () => aStanding(aPlayer({ coin: 20_000 }))),
    );
    openWallet('/wallets?name=deposit&order=D7');
    await waitFor(() => expect(notice().textContent).toContain('Deposit of ₱100.00 received'));
    expect(screen.queryByRole('dialog', { name: 'Deposit received' })).toBeNull();

    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('dialog', { name: 'Deposit received' })).toBeTruthy();
  });

  it('says when the payment was cancelled', async () => {
    api.use(
      mockCall(apiRoutes.getRechargeOrder, () => aDepositOrder({ orderNo: 'D2', status: 'cancelled' })),
    );
    openWallet('/wallets?name=deposit&order=D2');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The payment was cancelled; nothing was charged.'),
    );
  });

  it('names what the coupon paid, or that it came back', async () => {
    const coupon = { lotId: 7, propId: 1010, bonus: 2_500 };
    api.use(
      mockCall(apiRoutes.getRechargeOrder, ({ body }) =>
        body.orderNo === 'D4'
          ? aDepositOrder({ orderNo: 'D4', amount: 25_000, bonusAmount: 0, status: 'paid', coupon })
          : aDepositOrder({ orderNo: 'D5', status: 'cancelled', coupon }),
      ),
      mockCall(apiRoutes.refreshData, () => aStanding(aPlayer({ coin: 27_500 }))),
    );
    openWallet('/wallets?name=deposit&order=D4');
    await waitFor(() =>
      expect(notice().textContent).toBe('Deposit of ₱250.00 received, plus ₱25.00 from your coupon.'),
    );
    cleanup();
    openWallet('/wallets?name=deposit&order=D5');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The payment was cancelled; nothing was charged and your coupon is back.',
      ),
    );
  });

  it(`stops asking after ${orderPolling.attempts} answers, failures included, and says the balance will follow`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    api.use(
      mockCall(apiRoutes.getRechargeOrder, () => {
        polls += 1;
        // One poll fails: it counts, and the polling goes on.
        return polls === 3 ? callError(1000, 'Refused') : aDepositOrder({ orderNo: 'D3' });
      }),
    );
    openWallet('/wallets?name=deposit&order=D3');
    await waitFor(() => expect(polls).toBe(1));
    for (let poll = 2; poll <= orderPolling.attempts; poll += 1) {
      await act(() => vi.advanceTimersByTimeAsync(orderPolling.intervalMs));
      await waitFor(() => expect(polls).toBe(poll));
    }
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The payment is not confirmed yet. Your balance updates as soon as it is.',
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(orderPolling.intervalMs * 3));
    expect(polls).toBe(orderPolling.attempts);
  });
});
