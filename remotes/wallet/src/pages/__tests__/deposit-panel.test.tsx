import { apiRoutes, type DepositCoupon } from '@casino/contracts';
import { aDepositCoupon, mockCall, mockCallError } from '@casino/devkit/mocks';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RechargeInfo } from '../../api/get-recharge-info';
import { walletStore } from '../../state/wallet-store';
import { DepositPanel } from '../deposit-panel';
import { api, reloadPage, renderAt, setUpWallet } from './wallet-test-kit';

/** Three channels sharing amount options ₱50.00 to ₱1,000.00; GCash takes ₱100.00 first, ₱500.00 after. */
const channels = {
  1: { id: 1, name: 'GCash', icon: '', sort: 2, minAmount: 10_000, minAmount2: 50_000, isDefault: false },
  2: { id: 2, name: 'Maya', icon: '', sort: 1, minAmount: 5_000, isDefault: false },
  3: { id: 3, name: 'Bank transfer', icon: '', sort: 3, minAmount: 10_000, isDefault: false },
};

function rechargeInfo(changes: Partial<RechargeInfo> = {}): RechargeInfo {
  return {
    appRechargeTypeMap: channels,
    appRechargeItemMap: {
      11: { id: 11, price: 5_000 },
      12: { id: 12, price: 10_000 },
      13: { id: 13, price: 50_000 },
      14: { id: 14, price: 100_000 },
    },
    appRechargeTypeItemMap: { 1: [14, 11, 13, 12], 2: [11, 12], 3: [12, 13] },
    lastRechargeTypeId: null,
    totalRecharge: null,
    hash: null,
    minRechargeStatus: 1,
    rechargeBonusList: [],
    bonusStanding: { paidDeposits: 0, paidDepositsToday: 0, vip: 0, lastPaidAt: null },
    ...changes,
  };
}

beforeEach(async () => {
  await setUpWallet();
  walletStore.setState({ depositChannel: null, withdrawalNumber: null });
});
afterEach(cleanup);

async function openDeposit(info: RechargeInfo, coupons: DepositCoupon[] = []) {
  api.use(
    mockCall(apiRoutes.getRechargeInfo, () => info),
    mockCall(apiRoutes.getRechargeCoupons, () => ({ list: coupons })),
  );
  renderAt('/wallets?name=deposit', '/wallets', <DepositPanel returnPath="/wallets?name=deposit" />);
  return screen.findByRole('group', { name: 'Payment channel' });
}

const amountsOffered = () =>
  within(screen.getByRole('group', { name: /^Amount/ }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('the deposit channels', () => {
  it('show each channel with its logo beside its name, the glyph for a channel with none', async () => {
    const group = await openDeposit(
      rechargeInfo({
        appRechargeTypeMap: {
          ...channels,
          1: { ...channels[1], icon: '/media/payment/ewallet-indigo.svg' },
          2: { ...channels[2], icon: '/media/payment/ewallet-teal.svg' },
        },
      }),
    );
    const logoOf = (name: string) =>
      within(group).getByRole('radio', { name }).closest('label')?.querySelector('img')?.getAttribute('src');
    expect(logoOf('GCash')).toBe('/media/payment/ewallet-indigo.svg');
    expect(logoOf('Maya')).toBe('/media/payment/ewallet-teal.svg');
    const bank = within(group).getByRole('radio', { name: 'Bank transfer' }).closest('label');
    expect(bank?.querySelector('img')).toBeNull();
    expect(bank?.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });
});

describe('the deposit amount list', () => {
  it('offers a first depositor every price from the channel minimum up, cheapest first', async () => {
    const channels = await openDeposit(rechargeInfo({ lastRechargeTypeId: 1 }));
    expect(within(channels).getByRole('radio', { name: 'GCash' })).toHaveProperty('checked', true);
    expect(amountsOffered()).toEqual(['₱100.00', '₱500.00', '₱1,000.00']);
    expect(screen.getByText('First deposit')).toBeTruthy();
  });

  it('raises the minimum to minAmount2 for a repeat depositor when minRechargeStatus is on', async () => {
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1, totalRecharge: 20_000, hash: 'a1b2' }));
    expect(amountsOffered()).toEqual(['₱500.00', '₱1,000.00']);
    expect(screen.queryByText('First deposit')).toBeNull();
  });

  it('says before the first deposit that the minimum rises after it, and no more once it has', async () => {
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1 }));
    const rises = 'First deposit from ₱100.00; after it, deposits through GCash start at ₱500.00.';
    expect(screen.getByText(rises)).toBeTruthy();
    // Maya sets no minAmount2 of its own: the default repeat minimum (₱100.00) is above its ₱50.00.
    fireEvent.click(screen.getByRole('radio', { name: 'Maya' }));
    expect(
      screen.getByText('First deposit from ₱50.00; after it, deposits through Maya start at ₱100.00.'),
    ).toBeTruthy();
    // Bank transfer's minimum does not rise (₱100.00 both times): nothing to say.
    fireEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(screen.queryByText(/after it, deposits/)).toBeNull();
    reloadPage();
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1, totalRecharge: 20_000, hash: 'a1b2' }));
    expect(screen.queryByText(/after it, deposits/)).toBeNull();
    reloadPage();
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1, minRechargeStatus: 0 }));
    expect(screen.queryByText(/after it, deposits/)).toBeNull();
  });

  it('never offers a price above the channel maximum', async () => {
    const capped = { ...channels, 1: { ...channels[1], maxAmount: 50_000 } };
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1, appRechargeTypeMap: capped }));
    expect(amountsOffered()).toEqual(['₱100.00', '₱500.00']);
    expect(screen.getByLabelText('Other amount').getAttribute('placeholder')).toBe('₱100.00 to ₱500.00');
  });

  it('keeps the first-time minimum for a repeat depositor when minRechargeStatus is off', async () => {
    await openDeposit(
      rechargeInfo({ lastRechargeTypeId: 1, totalRecharge: 20_000, hash: 'a1b2', minRechargeStatus: 0 }),
    );
    expect(amountsOffered()).toEqual(['₱100.00', '₱500.00', '₱1,000.00']);
  });
});

describe('the channel picked when the page opens', () => {
  const checkedChannel = (group: HTMLElement) =>
    within(group)
      .getAllByRole('radio')
      .find((radio) => (radio as HTMLInputElement).checked)
      ?.closest('label')?.textContent;

  it('is the channel the player already chose while it is still offered', async () => {
    walletStore.setState({ depositChannel: 3 });
    expect(checkedChannel(await openDeposit(rechargeInfo({ lastRechargeTypeId: 1 })))).toBe('Bank transfer');
  });

  it('is next the channel of the last paid deposit', async () => {
    walletStore.setState({ depositChannel: 99 });
    expect(checkedChannel(await openDeposit(rechargeInfo({ lastRechargeTypeId: 1 })))).toBe('GCash');
  });

  it('is next the channel marked default, then the first by sort', async () => {
    const bankTransferDefault = { ...channels, 3: { ...channels[3], isDefault: true } };
    expect(checkedChannel(await openDeposit(rechargeInfo({ appRechargeTypeMap: bankTransferDefault })))).toBe(
      'Bank transfer',
    );
    reloadPage();
    expect(checkedChannel(await openDeposit(rechargeInfo()))).toBe('Maya');
  });

  it('lists the channels by their sort order', async () => {
    const channels = await openDeposit(rechargeInfo());
    expect(
      within(channels)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Maya', 'GCash', 'Bank transfer']);
  });
});

describe('another amount', () => {
  it('below the minimum says so and cannot be paid', async () => {
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1 }));
    fireEvent.change(screen.getByLabelText('Other amount'), { target: { value: '99.99' } });
    expect(screen.getByText('The amount is below the minimum of ₱100.00.').getAttribute('role')).toBe(
      'alert',
    );
    expect(screen.getByLabelText('Other amount').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: /^Deposit/ })).toHaveProperty('disabled', true);
  });

  it('above the channel maximum says so, with the default maximum when the channel sets none', async () => {
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1 }));
    fireEvent.change(screen.getByLabelText('Other amount'), { target: { value: '100000.01' } });
    expect(screen.getByText('The amount is above the maximum of ₱100,000.00 for this channel.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Deposit/ })).toHaveProperty('disabled', true);
  });

  it('above a channel maximum of 50,000 says "above the maximum", never "below the minimum" (issue 18)', async () => {
    const capped = { ...channels, 1: { ...channels[1], maxAmount: 5_000_000 } };
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1, appRechargeTypeMap: capped }));
    fireEvent.change(screen.getByLabelText('Other amount'), { target: { value: '60000' } });
    expect(screen.getByText('The amount is above the maximum of ₱50,000.00 for this channel.')).toBeTruthy();
    expect(screen.queryByText(/below the minimum/)).toBeNull();
    expect(screen.getByRole('button', { name: /^Deposit/ })).toHaveProperty('disabled', true);
  });

  it('refused by the API as above the maximum (1303) says so too', async () => {
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1 }));
    api.use(
      mockCallError(apiRoutes.createRechargeOrder, 1303, 'The largest deposit', { maximum: 10_000_000 }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The amount is above the maximum of ₱100,000.00 for this channel.',
    );
  });

  it('with more than two decimals is refused', async () => {
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1 }));
    fireEvent.change(screen.getByLabelText('Other amount'), { target: { value: '150.005' } });
    expect(screen.getByRole('button', { name: /^Deposit/ })).toHaveProperty('disabled', true);
  });

  it('that the channel takes opens an order for exactly that many hundredths', async () => {
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1 }));
    api.use(mockCallError(apiRoutes.createRechargeOrder, 1301, 'Channel unavailable'));
    fireEvent.change(screen.getByLabelText('Other amount'), { target: { value: '150.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit ₱150.25' }));
    const refusal = await screen.findByText('This payment channel is not available.');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(api.bodiesOf(apiRoutes.createRechargeOrder)).toEqual([
      expect.objectContaining({ channelId: 1, amount: 15_025, returnPath: '/wallets?name=deposit' }),
    ]);
  });
});

describe('the bonus before paying', () => {
  it('is shown as expected: the server decides it when the payment lands', async () => {
    const firstDepositBonus = {
      type: 3 as const,
      name: 'First deposit bonus',
      basisPoints: 10_000,
      fixedAmount: 0,
      maxBonus: 500_000,
      minDeposit: 0,
      turnoverMultiple: 3,
      sort: 1,
    };
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1, rechargeBonusList: [firstDepositBonus] }));
    const bonus = screen.getByRole('region', { name: 'Expected bonus' });
    expect(within(bonus).getByText('+₱100.00 First deposit bonus')).toBeTruthy();
    expect(within(bonus).getByText(/decided when your payment arrives/)).toBeTruthy();
    expect(within(bonus).getByText('You expect to receive ₱200.00')).toBeTruthy();
  });
});

describe('deposit coupons', () => {
  /** A 10 % general coupon (1010) and a ₱50.00 give coupon (1305) that needs a deposit of ₱500.00. */
  const tenPercent = aDepositCoupon({ lotId: 7, remaining: 2, expiresAt: '2026-12-05T12:00:00.000Z' });
  const fiftyCoins = aDepositCoupon({ lotId: 8, propId: 1305, expiresAt: null });
  const couponGroup = () => screen.getByRole('group', { name: 'Coupon' });

  it('lists the usable coupons with what each pays and until when, none chosen', async () => {
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1 }), [tenPercent, fiftyCoins]);
    const choices = within(await screen.findByRole('group', { name: 'Coupon' })).getAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'No coupon',
      expect.stringMatching(
        /^10% deposit coupon ×2 On deposits from ₱100\.00, up to ₱500\.00 bonus, expires Dec \d, 2026/,
      ),
      '₱50.00 bonus coupon On deposits from ₱500.00',
    ]);
    expect(within(couponGroup()).getByRole('radio', { name: 'No coupon' })).toHaveProperty('checked', true);
    expect(screen.getByText(/comes back once that payment is cancelled or expires/)).toBeTruthy();
  });

  it('previews the chosen coupon with the bonus and the wagering, and sends it with the order', async () => {
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1 }), [tenPercent, fiftyCoins]);
    fireEvent.click(await screen.findByRole('radio', { name: /^10% deposit coupon/ }));
    fireEvent.change(screen.getByLabelText('Other amount'), { target: { value: '250' } });
    const bonus = screen.getByRole('region', { name: 'Expected bonus' });
    expect(within(bonus).getByText('+₱25.00 10% deposit coupon')).toBeTruthy();
    // The deposit once, the coupon's bonus three times.
    expect(
      within(bonus).getByText('Adds ₱325.00 to your wagering requirement with the deposit.'),
    ).toBeTruthy();
    expect(within(bonus).getByText('You expect to receive ₱275.00')).toBeTruthy();

    api.use(mockCallError(apiRoutes.createRechargeOrder, 1301, 'Channel unavailable'));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit ₱250.00' }));
    await screen.findByText('This payment channel is not available.');
    expect(api.bodiesOf(apiRoutes.createRechargeOrder)).toEqual([
      expect.objectContaining({ channelId: 1, amount: 25_000, coupon: { lotId: 7 } }),
    ]);
  });

  it('says why a coupon does not apply to the amount, and the deposit waits for a larger amount or no coupon', async () => {
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1 }), [tenPercent, fiftyCoins]);
    fireEvent.click(await screen.findByRole('radio', { name: /^₱50\.00 bonus coupon/ }));
    const refusal = within(couponGroup()).getByText('This coupon needs a deposit of at least ₱500.00.');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: 'Deposit ₱100.00' })).toHaveProperty('disabled', true);
    expect(screen.getByText('No bonus applies to this amount.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '₱500.00' }));
    expect(within(couponGroup()).queryByRole('alert')).toBeNull();
    expect(screen.getByText('+₱50.00 ₱50.00 bonus coupon')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deposit ₱500.00' })).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByRole('radio', { name: '₱100.00' }));
    expect(screen.getByRole('button', { name: 'Deposit ₱100.00' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: 'No coupon' }));
    expect(screen.getByRole('button', { name: 'Deposit ₱100.00' })).toHaveProperty('disabled', false);
  });

  it('shows a refusal of the coupon beside it and reads the coupons again', async () => {
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1 }), [tenPercent]);
    fireEvent.click(await screen.findByRole('radio', { name: /^10% deposit coupon/ }));
    api.use(
      mockCallError(apiRoutes.createRechargeOrder, 1904, 'Used', { field: 'coupon' }),
      mockCall(apiRoutes.getRechargeCoupons, () => ({ list: [] })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Deposit ₱100.00' }));
    expect(
      await within(couponGroup()).findByText('This coupon is used or held by another deposit.'),
    ).toBeTruthy();
    await waitFor(() => expect(api.bodiesOf(apiRoutes.getRechargeCoupons)).toHaveLength(2));
    await screen.findByText(/No deposit coupons right now/);
  });

  it('says when the player has no coupon', async () => {
    await openDeposit(rechargeInfo({ lastRechargeTypeId: 1 }));
    expect(await screen.findByText(/No deposit coupons right now/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Coupon' })).toBeNull();
  });
});
