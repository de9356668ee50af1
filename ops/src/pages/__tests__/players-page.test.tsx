import { initI18n } from '@casino/platform';
import { uiEnUs, uiNamespace } from '@casino/ui/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlayersPage } from '../players-page';

/** The operator API as fetch sees it: answers by method and path; every call is recorded. */
function fakeApi(answer: (method: string, path: string) => unknown) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const path = url.replace('/api/operator/v1', '');
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const data = answer(method, path);
    return new Response(JSON.stringify({ errcode: 0, msg: 'ok', data }), { status: 200 });
  });
  return calls;
}

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/players/*" element={<PlayersPage />} />
      </Routes>
    </MemoryRouter>,
  );

const frozenPlayer = {
  profile: {
    id: 7,
    account: 'marites',
    nickname: 'Lucky Marites',
    mobile: '+639171234567',
    vip: 2,
    vipExperience: 1_500,
    registeredAt: '2026-11-01T08:00:00.000Z',
    registrationAddress: null,
    lastLoginAt: null,
    lastSeenAt: null,
    kycVerifiedAt: null,
    totalDeposited: 50_000,
    totalStaked: 1_000,
    frozenAt: '2026-11-28T08:00:00.000Z',
    frozenReason: 'Chargeback under review',
    frozenBy: 'Sam',
  },
  balances: [
    { kind: 'player', balance: 42_000 },
    { kind: 'safebox', balance: 5_000 },
  ],
  postings: [],
  deposits: [
    {
      orderNo: 'D-1',
      amount: 50_000,
      bonus: 0,
      status: 'paid',
      provider: 'sandbox',
      createdAt: '2026-11-02T08:00:00.000Z',
      paidAt: '2026-11-02T08:01:00.000Z',
    },
  ],
  withdrawals: [],
  rounds: [],
  rewards: [],
  limits: [],
  exclusion: null,
  kyc: [],
  notes: [],
};

// As main.tsx does: the design system's dialogs read their labels from it.
beforeAll(() => initI18n({ locale: 'en-US', resources: { 'en-US': { [uiNamespace]: uiEnUs } } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Players section', () => {
  it('searches by the words typed and links each player found to their page', async () => {
    const calls = fakeApi(() => ({
      list: [
        {
          id: 7,
          account: 'marites',
          nickname: 'Lucky Marites',
          mobile: '+639171234567',
          vip: 2,
          registeredAt: '2026-11-01T08:00:00.000Z',
          lastLoginAt: null,
          frozen: true,
        },
      ],
    }));
    renderAt('/players');
    fireEvent.change(screen.getByLabelText('Id, mobile, account or nickname'), {
      target: { value: ' +63917 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('table', { name: 'Players found' });
    expect(calls).toEqual([{ method: 'GET', path: '/players?q=%2B63917', body: undefined }]);
    expect(within(found).getByRole('link', { name: 'Lucky Marites (7)' }).getAttribute('href')).toBe(
      '/players/7',
    );
    expect(within(found).getByText('Frozen')).toBeTruthy();
  });

  it("shows a frozen player's state and sections, and unfreezes with the reason asked for", async () => {
    let frozen = true;
    const calls = fakeApi((method, path) => {
      if (method === 'POST') {
        frozen = false;
        return { frozen: false, reason: null, at: null };
      }
      expect(path).toBe('/players/7');
      return frozen
        ? frozenPlayer
        : { ...frozenPlayer, profile: { ...frozenPlayer.profile, frozenAt: null, frozenReason: null } };
    });
    renderAt('/players/7');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('Frozen');
    expect(screen.getByText(/by Sam: Chargeback under review/)).toBeTruthy();
    expect(screen.getByText('Main wallet')).toBeTruthy();
    expect(screen.getByText('Safebox')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Deposits' })).getByText('D-1')).toBeTruthy();
    expect(screen.getByText('No rounds played.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unfreeze account…' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Unfreeze' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: ' Chargeback withdrawn ' },
    });
    fireEvent.click(confirm);
    expect(await screen.findByRole('button', { name: 'Freeze account…' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/players/7/unfreeze', body: { reason: 'Chargeback withdrawn' } },
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toContain('Frozen');
  });
});
