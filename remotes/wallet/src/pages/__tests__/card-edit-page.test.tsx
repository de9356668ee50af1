import { apiRoutes, type BankCard } from '@casino/contracts';
import { mockCall, mockCallError } from '@casino/devkit/mocks';
import { mergeAppConfig } from '@casino/platform';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CardEditPage from '../card-edit-page';
import { api, currentPath, renderAt, setUpWallet } from './wallet-test-kit';

const savedCard: BankCard = {
  id: 4,
  bankId: 1,
  bankName: 'BDO',
  holderName: 'Juan Dela Cruz',
  maskedAccountNumber: '**** 1234',
  isDefault: false,
};
const banks = [
  { id: 1, name: 'BDO' },
  { id: 2, name: 'BPI' },
];

beforeEach(async () => {
  await setUpWallet();
  api.use(mockCall(apiRoutes.getBankInfoList, () => ({ list: [savedCard], banks })));
});
afterEach(cleanup);

async function openCardForm(path: string) {
  renderAt(path, '/wallets/card/edit', <CardEditPage />);
  await screen.findByRole('group', { name: 'Bank' });
}

const save = () => screen.getByRole('button', { name: 'Save card' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Picks the bank or e-wallet card of that name. */
const choose = (institution: string) => fireEvent.click(screen.getByRole('radio', { name: institution }));
/** The institutions offered, in order: the radios of the bank (or e-wallet) group. */
const institutions = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('adding a bank card', () => {
  it('cannot be saved before a bank is chosen', async () => {
    await openCardForm('/wallets/card/edit');
    type('Account holder', 'Juan Dela Cruz');
    type('Account number', '1234567890');
    expect(save()).toHaveProperty('disabled', true);
  });

  it('checks the account number against the configured length and digits only', async () => {
    const limit = (min: number, max: number) => ({ min, max });
    mergeAppConfig({
      lengthLimits: {
        account: limit(6, 16),
        username: limit(2, 20),
        password: limit(6, 20),
        smsCode: limit(6, 6),
        withdrawAccount: limit(10, 12),
      },
    });
    await openCardForm('/wallets/card/edit');
    choose('BPI');
    expect(screen.getByLabelText('Account number').getAttribute('placeholder')).toBe('10 to 12 digits');
    for (const number of ['123456789', '12345abcde']) {
      type('Account number', number);
      expect(screen.getByText('The account number must be 10 to 12 digits.').getAttribute('role')).toBe(
        'alert',
      );
      expect(save(), number).toHaveProperty('disabled', true);
    }
    type('Account number', '1234567890');
    expect(screen.queryByText('The account number must be 10 to 12 digits.')).toBeNull();
    expect(save()).toHaveProperty('disabled', false);
  });

  it('sends the card and returns to the card list', async () => {
    api.use(mockCall(apiRoutes.addBankInfo, () => ({ ...savedCard, id: 9, bankId: 2, bankName: 'BPI' })));
    await openCardForm('/wallets/card/edit');
    choose('BPI');
    type('Account holder', 'Maria Santos');
    type('Account number', '9876543210');
    fireEvent.click(screen.getByLabelText('Use for withdrawals by default'));
    fireEvent.click(save());
    await waitFor(() => expect(currentPath()).toBe('/wallets/card/list'));
    // The list is read again before the card list page shows it.
    expect(api.bodiesOf(apiRoutes.getBankInfoList)).toHaveLength(2);
    expect(api.bodiesOf(apiRoutes.addBankInfo)).toEqual([
      expect.objectContaining({
        bankId: 2,
        holderName: 'Maria Santos',
        accountNumber: '9876543210',
        isDefault: true,
      }),
    ]);
  });

  it('checks the holder name and a missing account number before sending anything', async () => {
    await openCardForm('/wallets/card/edit');
    choose('BDO');
    type('Account holder', ' J ');
    fireEvent.click(save());
    expect(screen.getByText('Account holder must be 2 to 64 characters').getAttribute('role')).toBe('alert');
    expect(screen.getByText(/^The account number must be \d+ to \d+ digits\.$/).getAttribute('role')).toBe(
      'alert',
    );
    expect(api.bodiesOf(apiRoutes.addBankInfo)).toEqual([]);
  });

  it('stays on the form with the reason when the card is refused', async () => {
    api.use(mockCallError(apiRoutes.addBankInfo, 1310, 'Card already saved'));
    await openCardForm('/wallets/card/edit');
    choose('BDO');
    type('Account holder', 'Juan Dela Cruz');
    type('Account number', '1234567890');
    fireEvent.click(save());
    expect((await screen.findByText('This card is already saved.')).getAttribute('role')).toBe('alert');
    expect(currentPath()).toBe('/wallets/card/edit');
    expect(screen.getByLabelText('Account number')).toHaveProperty('value', '1234567890');
  });
});

describe('editing a bank card', () => {
  it('starts from the saved card and keeps the account number when it is left empty', async () => {
    api.use(mockCall(apiRoutes.modifyBankInfo, () => ({ ...savedCard, holderName: 'Juan P. Dela Cruz' })));
    await openCardForm('/wallets/card/edit?id=4');
    expect(screen.getByRole('radio', { name: 'BDO' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Account holder')).toHaveProperty('value', 'Juan Dela Cruz');
    expect(screen.getByLabelText('Account number').getAttribute('placeholder')).toBe(
      'Leave empty to keep **** 1234',
    );

    type('Account holder', 'Juan P. Dela Cruz');
    fireEvent.click(save());
    await waitFor(() => expect(currentPath()).toBe('/wallets/card/list'));
    const [body] = api.bodiesOf(apiRoutes.modifyBankInfo);
    expect(body).toMatchObject({ id: 4, bankId: 1, holderName: 'Juan P. Dela Cruz' });
    expect(body).not.toHaveProperty('accountNumber');
    expect(body).not.toHaveProperty('isDefault');
  });

  it('says so when the card does not exist', async () => {
    renderAt('/wallets/card/edit?id=77', '/wallets/card/edit', <CardEditPage />);
    expect(await screen.findByText('This card was not found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save card' })).toBeNull();
  });
});

describe('adding an e-wallet, and coming back to the withdrawal', () => {
  const withEWallets = [
    { id: 1, name: 'BDO', kind: 'bank' as const },
    { id: 7, name: 'GCash', kind: 'ewallet' as const },
    { id: 8, name: 'Maya', kind: 'ewallet' as const },
  ];

  const saveEWallet = () => screen.getByRole('button', { name: 'Save e-wallet' });

  it('takes GCash or Maya by mobile number and returns to the withdrawal with the new one chosen', async () => {
    api.use(
      mockCall(apiRoutes.getBankInfoList, () => ({ list: [], banks: withEWallets })),
      mockCall(apiRoutes.addBankInfo, () => ({
        ...savedCard,
        id: 12,
        bankId: 7,
        bankName: 'GCash',
        kind: 'ewallet' as const,
      })),
    );
    renderAt(
      '/wallets/card/edit?kind=ewallet&returnTo=%2Fwithdrawal%2Fbank',
      '/wallets/card/edit',
      <CardEditPage />,
    );
    const kinds = await screen.findByRole('group', { name: 'Account type' });
    expect(screen.getByRole('radio', { name: 'GCash or Maya' })).toHaveProperty('checked', true);
    expect(kinds).toBeTruthy();
    expect(institutions('E-wallet')).toEqual(['GCash', 'Maya']);
    choose('GCash');
    type('Account holder', 'Maria Santos');
    expect(screen.getByLabelText('Mobile number').getAttribute('placeholder')).toBe(
      '11 digits starting with 09',
    );
    type('Mobile number', '9171234567');
    expect(
      screen.getByText('Enter the mobile number of your GCash or Maya account: 11 digits starting with 09.'),
    ).toBeTruthy();
    expect(saveEWallet()).toHaveProperty('disabled', true);
    type('Mobile number', '09171234567');
    fireEvent.click(saveEWallet());
    await waitFor(() => expect(currentPath()).toBe('/withdrawal/bank?card=12'));
    expect(api.bodiesOf(apiRoutes.addBankInfo)).toEqual([
      expect.objectContaining({ bankId: 7, accountNumber: '09171234567' }),
    ]);
  });

  it('offers the banks again when the player switches back to a bank account', async () => {
    api.use(mockCall(apiRoutes.getBankInfoList, () => ({ list: [], banks: withEWallets })));
    await openCardForm('/wallets/card/edit');
    expect(screen.getByRole('radio', { name: 'Bank account' })).toHaveProperty('checked', true);
    expect(institutions('Bank')).toEqual(['BDO']);
    fireEvent.click(screen.getByRole('radio', { name: 'GCash or Maya' }));
    expect(institutions('E-wallet')).toEqual(['GCash', 'Maya']);
    fireEvent.click(screen.getByRole('radio', { name: 'Bank account' }));
    expect(institutions('Bank')).toEqual(['BDO']);
  });

  it('never returns to anything but a path of this app', async () => {
    api.use(mockCall(apiRoutes.addBankInfo, () => ({ ...savedCard, id: 9 })));
    await openCardForm('/wallets/card/edit?returnTo=%2F%2Fevil.example%2F');
    choose('BDO');
    type('Account holder', 'Maria Santos');
    type('Account number', '9876543210');
    fireEvent.click(save());
    await waitFor(() => expect(currentPath()).toBe('/wallets/card/list'));
  });
});
