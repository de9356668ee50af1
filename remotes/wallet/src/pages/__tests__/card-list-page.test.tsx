import { apiRoutes } from '@casino/contracts';
import { aBank, aBankCard, mockCall, mockCallError } from '@casino/devkit/mocks';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CardListPage from '../card-list-page';
import { api, renderAt, setUpWallet } from './wallet-test-kit';

beforeEach(async () => {
  await setUpWallet();
});
afterEach(cleanup);

const openCardList = () => renderAt('/wallets/card/list', '/wallets/card/list', <CardListPage />);

describe('the bank card list', () => {
  it('lists each card with its holder, the default one marked, and a link to edit it', async () => {
    api.use(
      mockCall(apiRoutes.getBankInfoList, () => ({
        list: [
          aBankCard({ id: 4, bankName: 'BDO', maskedAccountNumber: '**** 1234', isDefault: false }),
          aBankCard({ id: 5, bankName: 'BPI', maskedAccountNumber: '**** 9876', isDefault: true }),
        ],
        banks: [aBank()],
      })),
    );
    openCardList();
    const list = await screen.findByRole('list', { name: 'Bank cards and e-wallets' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('BDO **** 1234');
    expect(first?.textContent).not.toContain('Default');
    expect(second?.textContent).toContain('Juan Dela Cruz Default');
    expect(screen.getByRole('link', { name: 'Edit BPI **** 9876' }).getAttribute('href')).toBe(
      '/wallets/card/edit?id=5',
    );
    expect(screen.getByRole('link', { name: 'Add bank card' }).getAttribute('href')).toBe(
      '/wallets/card/edit',
    );
  });

  it('says when there is none yet, and still offers to add one', async () => {
    api.use(mockCall(apiRoutes.getBankInfoList, () => ({ list: [], banks: [aBank()] })));
    openCardList();
    expect(await screen.findByText('No bank cards or e-wallets yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add bank card' })).toBeTruthy();
  });

  it('offers a retry when the cards cannot be read', async () => {
    api.use(mockCallError(apiRoutes.getBankInfoList, 1000, 'Refused'));
    openCardList();
    expect(await screen.findByRole('alert')).toBeTruthy();
    api.use(mockCall(apiRoutes.getBankInfoList, () => ({ list: [aBankCard()], banks: [aBank()] })));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Bank cards and e-wallets' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
