import { initI18n } from '@casino/platform';
import { uiEnUs, uiNamespace } from '@casino/ui/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdjustmentsPage } from '../pages/adjustments-page';
import { SignedInContext } from '../signed-in';

const fiona = { id: 4, login: 'fiona', name: 'Fiona', role: 'finance' } as const;

const waiting = (id: number, requestedById: number | null, nickname: string) => ({
  id,
  playerId: 100 + id,
  nickname,
  amount: 150_000,
  reason: 'Bank paid twice',
  status: 'pending',
  requestedBy: requestedById === fiona.id ? 'Fiona' : 'Frank',
  requestedById,
  requestedAt: '2026-11-28T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
});

/** The operator API as fetch sees it: GETs answered by path, each POST recorded and answered. */
function fakeApi(posted: unknown) {
  const posts: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.replace('/api/operator/v1', '');
    let data: unknown = { list: [] };
    if (init.method === 'POST') {
      posts.push({ path, body: JSON.parse(String(init.body)) });
      data = posted;
    } else if (path === '/settings/reviews') {
      data = { withdrawalsNeedKyc: false, withdrawalReviewFrom: null, adjustmentApprovalFrom: 100_000 };
    } else if (path === '/adjustments?status=pending') {
      data = { list: [waiting(1, fiona.id, 'alice'), waiting(2, 9, 'bob')] };
    }
    return new Response(JSON.stringify({ errcode: 0, msg: 'ok', data }), { status: 200 });
  });
  return posts;
}

function renderPage() {
  render(
    <MemoryRouter>
      <SignedInContext.Provider value={fiona}>
        <AdjustmentsPage />
      </SignedInContext.Provider>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { [uiNamespace]: uiEnUs } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the adjustments page', () => {
  it('will not let the requester approve their own adjustment, and says so on the button', async () => {
    fakeApi(null);
    renderPage();
    const queue = await screen.findByRole('table', { name: 'Waiting for a second operator' });

    const [, own, others] = within(queue).getAllByRole('row');
    expect(
      within(own as HTMLElement).getByRole('button', { name: 'Your own request: another operator approves' }),
    ).toHaveProperty('disabled', true);
    expect(
      within(others as HTMLElement).getByRole('button', { name: /^Approve \+₱1,500\.00 for bob/ }),
    ).toHaveProperty('disabled', false);
  });

  it('asks for a debit as negative hundredths and says it waits for approval', async () => {
    const posts = fakeApi({ ...waiting(3, fiona.id, 'carol'), playerId: 7, amount: -1_250, balance: 5_000 });
    renderPage();
    const form = await screen.findByRole('form', { name: 'New adjustment' });

    fireEvent.change(within(form).getByRole('textbox', { name: 'Player id' }), { target: { value: '7' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Credit or debit' }), {
      target: { value: 'debit' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Amount/ }), { target: { value: '12.50' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Double credit' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for the adjustment' }));

    expect(await within(form).findByText(/waits until another operator approves it/)).toBeTruthy();
    expect(posts).toEqual([
      { path: '/players/7/adjustments', body: { amount: -1_250, reason: 'Double credit' } },
    ]);
  });
});
