import { configurePlatform, initI18n } from '@casino/platform';
import { queryClient } from '@casino/platform/query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonEnUs } from '../../../i18n/en-us';
import GameStartPage from '../game-start-page';

let launches: unknown[];
let launchAnswers: unknown[];

beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs } } });
});
beforeEach(() => {
  launches = [];
  configurePlatform({ apiBase: '/api', appVersion: '1.0.0', onTimeoutTip: () => {} });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (_input, init) => {
      launches.push(JSON.parse(String(init?.body)));
      const answer = launchAnswers.shift() ?? {
        errcode: 0,
        msg: 'ok',
        data: { url: 'https://studio.example/play' },
      };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
});

function showGame(search: string) {
  render(
    <MemoryRouter initialEntries={[`/game/start${search}`]}>
      <Routes>
        <Route path="/game/start" element={<GameStartPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the game start page', () => {
  it('starts a session for the game and frames the address the studio answers', async () => {
    launchAnswers = [];
    showGame('?gameId=7&tryIt=1&activityId=44');
    expect(screen.getByRole('status').textContent).toContain('Starting');
    const frame = (await screen.findByTitle(commonEnUs.game.title)) as HTMLIFrameElement;
    expect(frame.src).toBe('https://studio.example/play');
    expect(launches).toEqual([expect.objectContaining({ gameId: 7, tryIt: true, activityId: 44 })]);
  });

  it('says why the game did not start, and Try again starts it again', async () => {
    launchAnswers = [{ errcode: 1501, msg: 'Game closed', data: null }];
    showGame('?gameId=7');
    expect(await screen.findByRole('heading', { name: commonEnUs.game.failedTitle })).toBeTruthy();
    expect(screen.getByText('Something went wrong (error 1501). Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: commonEnUs.game.retry }));
    expect(await screen.findByTitle(commonEnUs.game.title)).toBeTruthy();
    expect(launches).toHaveLength(2);
  });

  it('refuses to frame an address that is not http(s)', async () => {
    launchAnswers = [{ errcode: 0, msg: 'ok', data: { url: 'javascript:alert(1)' } }];
    showGame('?gameId=7');
    expect(await screen.findByText(commonEnUs.game.badAddress)).toBeTruthy();
    expect(screen.queryByTitle(commonEnUs.game.title)).toBeNull();
  });
});
