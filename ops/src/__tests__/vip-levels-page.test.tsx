import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VipLevelsPage } from '../pages/vip-levels-page';

const level = {
  level: 1,
  name: 'VIP 1',
  experience: 500,
  betLimit: 100_000,
  dailyAward: [{ id: 2001, count: 300 }],
  showType: 2,
  levelUpBonus: 5_000,
  signInAward: [],
  rebateRates: { 1: 50 },
};

/** The operator API for this page: the levels, then the answer to the save; records the save. */
function fakeApi(saveAnswer: { status: number; body: unknown }) {
  const saves: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (init.method === 'PUT') {
      saves.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(saveAnswer.body), { status: saveAnswer.status });
    }
    const data = {
      levels: [level],
      gameTypes: [
        { id: 1, name: 'Slots' },
        { id: 2, name: 'Live' },
      ],
    };
    return new Response(JSON.stringify({ errcode: 0, msg: 'ok', data }), { status: 200 });
  });
  return saves;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the VIP levels page', () => {
  it("saves a level whole (amounts in hundredths, rates in basis points) and shows the API's refusal at its field", async () => {
    const saves = fakeApi({
      status: 400,
      body: { errcode: 400, msg: 'body.rebateRates.1: Too big', data: null },
    });
    render(<VipLevelsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit level 1' }));
    fireEvent.change(screen.getByLabelText('Turnover to keep'), { target: { value: '1500.50' } });
    fireEvent.change(screen.getByLabelText('Rebate Live'), { target: { value: '0.25' } });
    fireEvent.change(screen.getByLabelText('Rebate Slots'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save VIP 1' }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      url: '/api/operator/v1/vip-levels/1',
      body: {
        name: 'VIP 1',
        experience: 500,
        betLimit: 150_050,
        showType: 2,
        levelUpBonus: 5_000,
        dailyAward: [{ id: 2001, count: 300 }],
        signInAward: [],
        rebateRates: { 1: 15_000, 2: 25 },
      },
    });
    // The API's refusal shows at the field it names, not in a toast.
    const slots = screen.getByLabelText('Rebate Slots');
    await waitFor(() => expect(slots.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Too big')).toBeTruthy();
  });

  it('refuses an amount it cannot read at its field, without calling the API', async () => {
    const saves = fakeApi({ status: 200, body: { errcode: 0, msg: 'ok', data: { levels: [level] } } });
    render(<VipLevelsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit level 1' }));
    fireEvent.change(screen.getByLabelText('Level-up bonus'), { target: { value: '12,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save VIP 1' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Level-up bonus').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(saves).toHaveLength(0);
  });
});
