import { bus } from '@casino/bus';
import { apiRoutes } from '@casino/contracts';
import { aCoinDetailRow, mockCall, mockCallError } from '@casino/devkit/mocks';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import RecordPage from '../record-page';
import { api, renderAt, setUpWallet } from './wallet-test-kit';

/** `count` rows of a page, ids from `firstId` down (newest first, as the API sends them). */
const rows = (count: number, firstId: number) =>
  Array.from({ length: count }, (_, index) =>
    aCoinDetailRow({ id: firstId - index, kind: 'bet', amount: -1_000, status: null, orderNo: null }),
  );

/** A ledger of `total` bets, answered 20 a page as the API pages it. */
function answerPages(total: number) {
  api.use(
    mockCall(apiRoutes.appUserCoinDetail, ({ body: { pageNum, pageSize } }) => {
      const first = (pageNum - 1) * pageSize;
      return {
        list: rows(Math.max(0, Math.min(pageSize, total - first)), total - first),
        total,
        pages: Math.ceil(total / pageSize),
      };
    }),
  );
}

beforeEach(async () => {
  await setUpWallet();
});
afterEach(cleanup);

const openRecords = () => renderAt('/wallets/record', '/wallets/record', <RecordPage />);
const records = () => screen.queryAllByRole('article');

describe('the coin records', () => {
  it('load 20 a page and end in No more', async () => {
    answerPages(23);
    openRecords();
    await waitFor(() => expect(records()).toHaveLength(20));
    expect(screen.queryByText('No more')).toBeNull();
    // jsdom has no IntersectionObserver: the list offers a button for the next page.
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(records()).toHaveLength(23));
    expect(screen.getByText('No more')).toBeTruthy();
    expect(api.bodiesOf(apiRoutes.appUserCoinDetail)).toEqual([
      expect.objectContaining({ pageNum: 1, pageSize: 20, type: 'all' }),
      expect.objectContaining({ pageNum: 2, pageSize: 20, type: 'all' }),
    ]);
  });

  it('name each movement by its kind and amount, and show the balance after it', async () => {
    api.use(
      mockCall(apiRoutes.appUserCoinDetail, () => ({
        list: [aCoinDetailRow({ id: 3, kind: 'deposit', amount: 10_000, balanceAfter: 110_000 })],
        total: 1,
        pages: 1,
      })),
    );
    openRecords();
    const row = await screen.findByRole('article', { name: 'Deposit ₱100.00' });
    expect(row.textContent).toContain('+₱100.00');
    expect(row.textContent).toContain('Paid');
    expect(row.textContent).toContain('Balance ₱1,100.00');
  });

  it('tell the player why a refused withdrawal came back', async () => {
    api.use(
      mockCall(apiRoutes.appUserCoinDetail, () => ({
        list: [
          aCoinDetailRow({
            id: 4,
            kind: 'withdrawal',
            amount: 25_000,
            orderNo: 'W1',
            status: 'refunded',
            note: 'The card holder is not the account holder',
          }),
        ],
        total: 1,
        pages: 1,
      })),
    );
    openRecords();
    const row = await screen.findByRole('article', { name: 'Withdrawal ₱250.00' });
    expect(row.textContent).toContain('Refunded');
    expect(row.textContent).toContain('Reason: The card holder is not the account holder');
  });

  it('start again from page 1 when a filter changes', async () => {
    answerPages(3);
    openRecords();
    await waitFor(() => expect(records()).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bonus' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(api.bodiesOf(apiRoutes.appUserCoinDetail).at(-1)).toEqual(
        expect.objectContaining({ pageNum: 1, pageSize: 20, type: 'bonus', startDate: '2026-11-01' }),
      ),
    );
    // An empty date is no bound: it is not sent.
    expect(api.bodiesOf(apiRoutes.appUserCoinDetail).at(-1)).not.toHaveProperty('endDate');
  });

  it('say so when no movement matches', async () => {
    answerPages(0);
    openRecords();
    expect(await screen.findByText('No records for these filters.')).toBeTruthy();
    expect(screen.queryByText('No more')).toBeNull();
  });

  it('offer a retry when the first page fails', async () => {
    api.use(mockCallError(apiRoutes.appUserCoinDetail, 1000, 'Refused'));
    openRecords();
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong (error 1000)');
    answerPages(2);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(records()).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offer a retry when a later page fails, without saying there is no more', async () => {
    answerPages(25);
    openRecords();
    await waitFor(() => expect(records()).toHaveLength(20));
    api.use(mockCallError(apiRoutes.appUserCoinDetail, 1000, 'Refused'));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('No more')).toBeNull();
    expect(records()).toHaveLength(20);
    answerPages(25);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(records()).toHaveLength(25));
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('are read again when the balance changes on the bus', async () => {
    answerPages(1);
    openRecords();
    await waitFor(() => expect(records()).toHaveLength(1));
    answerPages(2);
    bus.emit('wallet.balanceChanged', { coin: 99_000, delta: -1_000 });
    await waitFor(() => expect(records()).toHaveLength(2));
  });
});
