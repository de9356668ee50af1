import { bus } from '@casino/bus';
import { configurePlatform, initI18n } from '@casino/platform';
import { queryClient } from '@casino/platform/query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonEnUs } from '../../../i18n/en-us';
import GameStartPage from '../game-start-page';

/** The calls the page made, by call name, with their bodies. */
let calls: { name: string; body: Record<string, unknown> }[];
let launchAnswers: unknown[];
const studio = 'https://studio.example';

beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs } } });
});
beforeEach(() => {
  calls = [];
  configurePlatform({ apiBase: '/api', appVersion: '1.0.0', onTimeoutTip: () => {} });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const name = String(input).split('/').pop() ?? '';
      calls.push({ name, body: JSON.parse(String(init?.body)) });
      const answer =
        name === 'startGame'
          ? (launchAnswers.shift() ?? {
              errcode: 0,
              msg: 'ok',
              data: { launchUrl: `${studio}/play/slot?token=t`, sessionId: 'session-1', demo: false },
            })
          : { errcode: 0, msg: 'ok', data: { closed: true, coin: 4_200 } };
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
  return render(
    <MemoryRouter initialEntries={[`/game/start${search}`]}>
      <Routes>
        <Route path="/game/start" element={<GameStartPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const callsNamed = (name: string) => calls.filter((call) => call.name === name);

describe('the game start page', () => {
  it('starts a session for the game and frames the launch address', async () => {
    launchAnswers = [];
    showGame('?gameId=7&tryIt=1&activityId=44');
    expect(screen.getByRole('status').textContent).toContain('Starting');
    const frame = (await screen.findByTitle(commonEnUs.game.title)) as HTMLIFrameElement;
    expect(frame.src).toBe(`${studio}/play/slot?token=t`);
    expect(callsNamed('startGame').map((call) => call.body)).toEqual([
      expect.objectContaining({ gameId: 7, tryIt: true, activityId: 44 }),
    ]);
  });

  it('says when the session is demo play', async () => {
    launchAnswers = [
      {
        errcode: 0,
        msg: 'ok',
        data: { launchUrl: `${studio}/play/slot?token=d`, sessionId: 'd', demo: true },
      },
    ];
    showGame('?gameId=7&tryIt=1');
    expect(await screen.findByText(commonEnUs.game.demo)).toBeTruthy();
  });

  it('says why the game did not start, and Try again starts it again', async () => {
    launchAnswers = [{ errcode: 1501, msg: 'Game closed', data: null }];
    showGame('?gameId=7');
    expect(await screen.findByRole('heading', { name: commonEnUs.game.failedTitle })).toBeTruthy();
    expect(screen.getByText('Something went wrong (error 1501). Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: commonEnUs.game.retry }));
    expect(await screen.findByTitle(commonEnUs.game.title)).toBeTruthy();
    expect(callsNamed('startGame')).toHaveLength(2);
  });

  it('refuses to frame an address that is not http(s)', async () => {
    launchAnswers = [
      { errcode: 0, msg: 'ok', data: { launchUrl: 'javascript:alert(1)', sessionId: 's', demo: false } },
    ];
    showGame('?gameId=7');
    expect(await screen.findByText(commonEnUs.game.badAddress)).toBeTruthy();
    expect(screen.queryByTitle(commonEnUs.game.title)).toBeNull();
  });

  it('closes the session on leaving and takes the balance the game left', async () => {
    launchAnswers = [];
    const announced: number[] = [];
    const subscription = bus.on('wallet.balanceChanged').subscribe(({ coin }) => announced.push(coin));
    const page = showGame('?gameId=7');
    await screen.findByTitle(commonEnUs.game.title);
    page.unmount();
    await vi.waitFor(() => expect(announced).toEqual([4_200]));
    subscription.unsubscribe();
    expect(callsNamed('exitGame').map((call) => call.body)).toEqual([
      expect.objectContaining({ sessionId: 'session-1' }),
    ]);
  });

  it('shows the balance the framed game reports, and only from the game', async () => {
    launchAnswers = [];
    showGame('?gameId=7');
    const frame = (await screen.findByTitle(commonEnUs.game.title)) as HTMLIFrameElement;
    const announced: number[] = [];
    const subscription = bus.on('wallet.balanceChanged').subscribe(({ coin }) => announced.push(coin));
    const post = (origin: string, source: Window | null, balance: unknown) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin,
            source,
            data: { source: 'casino-studio', type: 'balance', balance },
          }),
        );
      });
    post('https://evil.example', frame.contentWindow, 1);
    post(studio, window, 2);
    post(studio, frame.contentWindow, 12.5);
    post(studio, frame.contentWindow, 3_150);
    subscription.unsubscribe();
    expect(announced).toEqual([3_150]);
  });
});
