import { apiRoutes, type MailRow } from '@casino/contracts';
import { aPlayer, mockCall, mockCallError, rewardFlags } from '@casino/devkit/mocks';
import { sessionStore } from '@casino/platform';
import { ToastRegion } from '@casino/ui/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import EmailDetailPage from '../email-detail-page';
import EmailPage from '../email-page';
import MemberPage from '../member-page';
import ReportPage from '../report-page';
import RetrieveBalancePage from '../retrieve-balance-page';
import { api, renderAt, setUpMember } from './member-test-kit';

const aMail = (overrides: Partial<MailRow> = {}): MailRow => ({
  id: 1,
  title: 'Weekly rebate',
  preview: 'Your rebate is here.',
  attachments: [],
  read: false,
  received: false,
  createTime: '2026-11-28T08:00:00.000Z',
  ...overrides,
});

beforeEach(async () => {
  await setUpMember();
  sessionStore.getState().setUser(aPlayer({ coin: 50_000, safebox: 0, hasSafeboxPassword: false }));
});
afterEach(cleanup);

describe('the inbox', () => {
  it('lists mail with its unread and gift state, ending in No more', async () => {
    api.use(
      mockCall(apiRoutes.getMail3, () => ({
        list: [
          aMail({ id: 2, title: 'A gift', attachments: [{ propId: 2001, count: 500 }] }),
          aMail({ id: 1, read: true }),
        ],
        total: 2,
        pages: 1,
        unread: 1,
      })),
    );
    renderAt('/email', '/email', <EmailPage />);
    expect(await screen.findByRole('link', { name: 'A gift, Unread, Gift' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Weekly rebate, Read' }).getAttribute('href')).toBe(
      '/email/detail?id=1',
    );
    expect(screen.getByText('No more')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete read mail' })).toBeTruthy();
  });

  it('says so when there is no mail, offering nothing to delete', async () => {
    api.use(mockCall(apiRoutes.getMail3, () => ({ list: [], total: 0, pages: 0, unread: 0 })));
    renderAt('/email', '/email', <EmailPage />);
    expect(await screen.findByText('No mail yet. Rewards and news from us arrive here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete read mail' })).toBeNull();
  });

  it("shows a mail's gifts and keeps it from being deleted until they are received", async () => {
    api.use(
      mockCall(apiRoutes.getMailDetail, () => ({
        ...aMail({ id: 7, title: 'A gift', attachments: [{ propId: 2001, count: 2_500 }] }),
        body: 'Thanks for playing.',
      })),
      mockCall(apiRoutes.activityGetStatusList, () => rewardFlags({ emailAwardFlag: true })),
    );
    renderAt('/email/detail?id=7', '/email/detail', <EmailDetailPage />);
    expect(await screen.findByText('Thanks for playing.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Gifts' }).textContent).toContain('₱25.00 coins');
    expect(screen.getByRole('button', { name: 'Receive gifts' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Receive the gifts before deleting' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(api.bodiesOf(apiRoutes.getMailDetail)).toEqual([expect.objectContaining({ id: 7 })]);
  });
});

describe('the betting report', () => {
  it('shows the totals, the days and the games of the range, and each round with its proof', async () => {
    api.use(
      mockCall(apiRoutes.betRecordReport, () => ({
        days: [{ date: '2026-11-28', rounds: 2, stake: 400, win: 150 }],
        games: [{ gameId: 9, gameName: 'Sampaguita Fortune', rounds: 2, stake: 400, win: 150 }],
        total: { rounds: 2, stake: 400, win: 150 },
      })),
      mockCall(apiRoutes.betRecord, () => ({
        list: [
          {
            roundId: 'r-2',
            gameId: 9,
            gameName: 'Sampaguita Fortune',
            stake: 200,
            win: 150,
            status: 'settled' as const,
            createdAt: '2026-11-28T08:01:00.000Z',
            settledAt: '2026-11-28T08:01:01.000Z',
            proofUrl: 'https://studio.example/api/fair/rounds/r-2',
          },
        ],
        total: 1,
        pages: 1,
      })),
    );
    renderAt('/member/report', '/member/report', <ReportPage />);
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals.textContent).toContain('Rounds2');
    expect(totals.textContent).toContain('Bets₱4.00');
    expect(totals.textContent).toContain('Net result-₱2.50');
    expect(screen.getByRole('region', { name: 'Game' }).textContent).toContain('Sampaguita Fortune');
    expect(screen.getByRole('link', { name: 'Verify round r-2' }).getAttribute('href')).toBe(
      'https://studio.example/api/fair/rounds/r-2',
    );
    const [range] = api.bodiesOf(apiRoutes.betRecordReport);
    expect(Date.parse(range?.endDate ?? '') - Date.parse(range?.startDate ?? '')).toBe(6 * 86_400_000);
  });

  it('refuses a range longer than the API reports, without asking it', async () => {
    api.use(
      mockCall(apiRoutes.betRecordReport, () => ({
        days: [],
        games: [],
        total: { rounds: 0, stake: 0, win: 0 },
      })),
      mockCall(apiRoutes.betRecord, () => ({ list: [], total: 0, pages: 0 })),
    );
    renderAt('/member/report', '/member/report', <ReportPage />);
    await screen.findByText('No rounds in these days.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    expect(screen.getByText('Choose at most 92 days.')).toBeTruthy();
    expect(screen.queryByText('No rounds in these days.')).toBeNull();
  });
});

describe('the safebox', () => {
  const seamlessStudio = () =>
    mockCall(apiRoutes.getGameWallets, () => ({
      list: [{ providerId: 'inhouse', name: 'Royal Studio', walletType: 'seamless' as const, balance: 0 }],
    }));

  it('asks for a six-digit PIN before anything else, checking it on the page first', async () => {
    api.use(
      seamlessStudio(),
      mockCall(apiRoutes.setSafeboxPassword, () => ({ hasSafeboxPassword: true as const })),
    );
    renderAt('/member/retrieve-balance', '/member/retrieve-balance', <RetrieveBalancePage />);
    expect(await screen.findByText('Nothing to bring back: every coin is in your balance.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New 6-digit PIN'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('Repeat the PIN'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('Enter exactly 6 digits.')).toBeTruthy();
    expect(api.bodiesOf(apiRoutes.setSafeboxPassword)).toEqual([]);

    fireEvent.change(screen.getByLabelText('New 6-digit PIN'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Repeat the PIN'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Put in' })).toBeTruthy());
    expect(api.bodiesOf(apiRoutes.setSafeboxPassword)).toEqual([expect.objectContaining({ pin: '123456' })]);
  });

  it('takes coin out with the PIN and shows a wrong PIN with its code, the balances kept', async () => {
    sessionStore.getState().setUser(aPlayer({ coin: 50_000, safebox: 10_000, hasSafeboxPassword: true }));
    api.use(seamlessStudio(), mockCallError(apiRoutes.safeboxWithdraw, 2402, 'Wrong safebox PIN'));
    renderAt('/member/retrieve-balance', '/member/retrieve-balance', <RetrieveBalancePage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Take out' }));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Safebox PIN'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Take out' }));
    expect(await screen.findByText('Wrong safebox PIN (error 2402).')).toBeTruthy();
    expect(api.bodiesOf(apiRoutes.safeboxWithdraw)).toEqual([
      expect.objectContaining({ amount: 2_000, pin: '000000' }),
    ]);
    expect(screen.getByRole('region', { name: 'Balances' }).textContent).toContain('Safebox₱100.00');
  });
});

describe('logging out', () => {
  it('asks first: Cancel keeps the session, Log out ends it and says so', async () => {
    api.use(mockCall(apiRoutes.logout, () => ({})));
    renderAt(
      '/member',
      '/member',
      <>
        <MemberPage />
        <ToastRegion />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out of Royal Casino?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStore.getState().user).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const again = await screen.findByRole('dialog', { name: 'Log out of Royal Casino?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Log out' }));
    expect(sessionStore.getState().user).toBeNull();
    expect(await screen.findByText('You are logged out')).toBeTruthy();
  });
});
