import type { GameEntry, UserInfo } from '@casino/contracts';
import { configurePlatform, initI18n, mergeAppConfig, sessionStore } from '@casino/platform';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonEnUs } from '../../../i18n/en-us';
import { LobbyGames } from '../lobby-games';

const game = (id: number, name: string, type: number): GameEntry => ({
  id,
  name,
  type,
  brand: 1,
  platform: 1,
  tags: [],
  image: '',
  isHot: false,
  isNew: false,
});

const slots = [1, 2, 3, 4, 5].map((id) => game(id, `Slot ${id}`, 10));
const crash = game(6, 'Jeepney Rocket', 11);
let likeAnswers: unknown[];
let likeBodies: unknown[];

beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs } } });
});
beforeEach(() => {
  likeBodies = [];
  configurePlatform({ apiBase: '/api', appVersion: '1.0.0', onTimeoutTip: () => {} });
  mergeAppConfig({
    gameList: [...slots, crash],
    gameShowNum: 3,
    gameTypeList: [
      { id: 10, name: 'Slots', sort: 1 },
      { id: 11, name: 'Crash', sort: 2 },
    ],
    gameBrandList: [{ id: 1, name: 'Royal Studio', sort: 1 }],
  });
  sessionStore.setState({
    user: { id: 9, coin: 0 } as UserInfo,
    extras: { gameLikes: [], gameLikeIds: [], gameHistory: [crash] },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (_input, init) => {
      likeBodies.push(JSON.parse(String(init?.body)));
      const answer = likeAnswers.shift();
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.setState({ user: null, extras: null });
});

const showLobby = () =>
  render(
    <MemoryRouter>
      <LobbyGames />
    </MemoryRouter>,
  );

describe('the lobby', () => {
  it('shows gameShowNum games per category and all of them after More', () => {
    showLobby();
    const slotsSection = screen.getByRole('region', { name: 'Slots' });
    expect(within(slotsSection).getAllByRole('link')).toHaveLength(3);
    fireEvent.click(within(slotsSection).getByRole('button', { name: 'Show all 5 Slots games' }));
    expect(within(screen.getByRole('list', { name: 'Slots' })).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Slots' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the recently played row', () => {
    showLobby();
    const recent = screen.getByRole('region', { name: 'Recently played' });
    expect(within(recent).getByRole('link', { name: 'Play Jeepney Rocket' })).toBeTruthy();
  });

  it('adds a favourite at once and keeps what the server answers', async () => {
    likeAnswers = [{ errcode: 0, msg: 'ok', data: { gameLikeIds: [2] } }];
    showLobby();
    fireEvent.click(screen.getAllByRole('button', { name: 'Favourite Slot 2' })[0] as HTMLElement);
    const favourites = screen.getByRole('region', { name: 'Favourites' });
    expect(within(favourites).getByRole('link', { name: 'Play Slot 2' })).toBeTruthy();
    await vi.waitFor(() => expect(sessionStore.getState().extras?.gameLikeIds).toEqual([2]));
    expect(likeBodies).toEqual([expect.objectContaining({ gameId: 2, like: true })]);
    for (const heart of screen.getAllByRole('button', { name: 'Favourite Slot 2' })) {
      expect(heart.getAttribute('aria-pressed')).toBe('true');
    }
  });

  it('puts the favourites back when the server refuses', async () => {
    likeAnswers = [{ errcode: 1001, msg: 'no', data: null }];
    showLobby();
    fireEvent.click(screen.getAllByRole('button', { name: 'Favourite Slot 2' })[0] as HTMLElement);
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Favourites' })).toBeNull());
    expect(sessionStore.getState().extras?.gameLikeIds).toEqual([]);
  });
});
