import type { UserInfo } from '@casino/contracts';
import { initI18n, sessionStore, setNavigator } from '@casino/platform';
import { uiEnUs } from '@casino/ui/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commonEnUs } from '../../i18n/en-us';
import { levelToCelebrate } from '../level-up-record';
import { LevelUpWatch } from '../level-up-watch';

const player = (id: number, vip: number) => ({ id, vip }) as UserInfo;
/** The celebration is a lazy chunk: its first load may take a moment on a busy machine. */
const loading = { timeout: 5_000 };
let navigations: string[];
let unsetNavigator: () => void;

beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs, ui: uiEnUs } } });
});
beforeEach(() => {
  navigations = [];
  unsetNavigator = setNavigator((path) => navigations.push(path));
});
afterEach(() => {
  cleanup();
  unsetNavigator();
  localStorage.clear();
  sessionStore.setState({ user: null });
});

describe('levelToCelebrate', () => {
  it('records a player first seen without a celebration, then celebrates each higher level once', () => {
    expect(levelToCelebrate(7, 2)).toBeNull();
    expect(levelToCelebrate(7, 2)).toBeNull();
    expect(levelToCelebrate(7, 3)).toBe(3);
    expect(levelToCelebrate(7, 3)).toBeNull();
    // Relegated, then promoted back: level 3 was celebrated already.
    expect(levelToCelebrate(7, 2)).toBeNull();
    expect(levelToCelebrate(7, 3)).toBeNull();
    expect(levelToCelebrate(7, 5)).toBe(5);
  });

  it('keeps each player apart on a shared device', () => {
    expect(levelToCelebrate(7, 1)).toBeNull();
    expect(levelToCelebrate(8, 4)).toBeNull();
    expect(levelToCelebrate(8, 5)).toBe(5);
    expect(levelToCelebrate(7, 2)).toBe(2);
  });
});

describe('the level-up celebration', () => {
  it('shows once when the level rises, names it, and leads to its benefits', async () => {
    act(() => sessionStore.setState({ user: player(7, 0) }));
    const { unmount } = render(<LevelUpWatch />);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => sessionStore.setState({ user: player(7, 2) }));
    const celebration = await screen.findByRole('dialog', { name: 'VIP 2 reached!' }, loading);
    fireEvent.click(screen.getByRole('button', { name: 'See VIP 2 benefits' }));
    expect(navigations).toEqual(['/vip/level']);
    expect(celebration.isConnected).toBe(false);

    // A reload: the same level is not celebrated again.
    unmount();
    render(<LevelUpWatch />);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ends on Skip', async () => {
    act(() => sessionStore.setState({ user: player(9, 1) }));
    render(<LevelUpWatch />);
    act(() => sessionStore.setState({ user: player(9, 3) }));
    await screen.findByRole('dialog', { name: 'VIP 3 reached!' }, loading);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
