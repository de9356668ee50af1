import { apiRoutes, type RealityCheck } from '@casino/contracts';
import { aPlayer, mockCall } from '@casino/devkit/mocks';
import { isLoggedIn, sessionStore } from '@casino/platform';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, renderAt, setUpMember } from '../../pages/__tests__/member-test-kit';
import { realityCheckStore } from '../reality-check-store';
import RealityCheckWatch from '../reality-check-watch';

const aCheck = (overrides: Partial<RealityCheck> = {}): RealityCheck => ({
  intervalMinutes: 30,
  dueInSeconds: 0,
  sessionMinutes: 65,
  rounds: 42,
  staked: 12_000,
  won: 9_550,
  net: -2_450,
  sessionLimitMinutes: null,
  sessionEndsInSeconds: null,
  ...overrides,
});

const renderWatch = () =>
  renderAt('/game/start', '/game/start', <RealityCheckWatch close={() => undefined} />);

beforeEach(async () => {
  await setUpMember();
  sessionStore.getState().setUser(aPlayer());
});
afterEach(() => {
  cleanup();
  realityCheckStore.setState({ check: null });
  vi.useRealTimers();
});

describe('the reality check', () => {
  it('interrupts play when due with the time played and the net result, until the player plays on', async () => {
    api.use(
      mockCall(apiRoutes.getRealityCheck, () => aCheck()),
      mockCall(apiRoutes.continuePlaying, () => aCheck({ dueInSeconds: 30 * 60 })),
    );
    renderWatch();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been playing for 1 h 5 min.');
    expect(dialog.textContent).toContain('Rounds42');
    expect(dialog.textContent).toContain('Net result-₱24.50');
    expect(dialog.textContent).toContain('Your next reality check comes in 30 min.');
    // No way around it: only the two choices close it.
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf(apiRoutes.continuePlaying)).toHaveLength(1);
  });

  it('signs the player out, on the server too, when they stop', async () => {
    api.use(
      mockCall(apiRoutes.getRealityCheck, () => aCheck({ sessionMinutes: 15 })),
      mockCall(apiRoutes.logout, () => ({})),
    );
    renderWatch();
    fireEvent.click(await screen.findByRole('button', { name: 'Stop and sign out' }));
    expect(isLoggedIn(sessionStore.getState())).toBe(false);
    await waitFor(() => expect(api.bodiesOf(apiRoutes.logout)).toHaveLength(1));
  });

  it('shows nothing until the check falls due, then asks the server again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let asked = 0;
    api.use(
      mockCall(apiRoutes.getRealityCheck, () => {
        asked += 1;
        return aCheck(asked === 1 ? { dueInSeconds: 600 } : {});
      }),
    );
    renderWatch();
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeTruthy();
    expect(asked).toBe(2);
  });

  it('shows nothing to a player without a reality check', async () => {
    api.use(mockCall(apiRoutes.getRealityCheck, () => aCheck({ intervalMinutes: null, dueInSeconds: null })));
    const { container } = renderWatch();
    await waitFor(() => expect(api.bodiesOf(apiRoutes.getRealityCheck)).toHaveLength(1));
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
