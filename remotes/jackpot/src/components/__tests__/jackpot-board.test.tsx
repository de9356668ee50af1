import { bus } from '@casino/bus';
import { apiRoutes } from '@casino/contracts';
import { mockCall, mockCallError } from '@casino/devkit/mocks';
import { sessionStore } from '@casino/platform';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JackpotBoard } from '../jackpot-board';
import { PoolTiers } from '../pool-tiers';
import { WinnerTicker } from '../winner-ticker';
import { aDrawInfo, aDrawResult, api, renderInRouter, setUpJackpot } from './jackpot-test-kit';

/** Records the bus events a draw sends, from now on. */
function recordBus() {
  const events: { name: string; payload: unknown }[] = [];
  const subscriptions = (['wallet.balanceChanged', 'jackpot.drawChanceChanged'] as const).map((name) =>
    bus.on(name).subscribe((payload) => events.push({ name, payload })),
  );
  return {
    events,
    stop: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
}

function reduceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** Lets the mocked API answer on the fake clock (testing-library's waits do not run on it). */
async function settle() {
  for (let round = 0; round < 5; round += 1) await act(() => vi.advanceTimersByTimeAsync(20));
}

const drawInfoReads = () => api.calls.filter((call) => call.path.endsWith('/getJackpotDrawInfo')).length;
const drawCalls = () => api.calls.filter((call) => call.path.endsWith('/jackpotDraw')).length;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a spin on the fake clock', () => {
  beforeEach(async () => {
    await setUpJackpot();
    reduceMotion(false);
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'Date',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    });
  });

  it('debounces taps by 300 ms, runs the highlight round and lands on the server’s cell, then the award', async () => {
    let drawn = false;
    api.use(
      mockCall(apiRoutes.getJackpotDrawInfo, () => aDrawInfo({ drawChances: drawn ? 0 : 1 })),
      mockCall(apiRoutes.jackpotDraw, () => {
        drawn = true;
        return aDrawResult(7, { coin: 200_000 });
      }),
    );
    renderInRouter(<JackpotBoard onLogin={() => undefined} />);
    await settle();
    expect(screen.getByText('Draw chances: 1')).toBeTruthy();
    // The cells as the seed's config shows them: coin in money, points, a coin coupon, tiers.
    const prizes = screen.getByRole('list', { name: 'Jackpot prizes' });
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((cell) => cell.textContent),
    ).toEqual([
      '₱100.00',
      '10 points',
      'Mini jackpot',
      '₱500.00',
      '₱10.00 coupon',
      'Minor jackpot',
      '₱1,000.00',
      'Major jackpot',
      '50 points',
      'Mega jackpot',
    ]);
    const spin = screen.getByRole('button', { name: 'Spin' });
    const infoReadsBeforeDraw = drawInfoReads();
    const bus = recordBus();

    fireEvent.click(spin);
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.click(spin);
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(drawCalls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(drawCalls()).toBe(1);
    expect(screen.getByRole('button', { name: 'Spinning…' })).toHaveProperty('disabled', true);

    // The highlight moves from cell 0 along the loop.
    const lit = () => document.querySelector<HTMLElement>('[data-lit-cell]')?.dataset.litCell;
    await act(() => vi.advanceTimersByTimeAsync(80));
    expect(lit()).toBe('1');
    await act(() => vi.advanceTimersByTimeAsync(320));
    expect(lit()).toBe('9');
    expect(screen.queryByRole('dialog', { name: 'You won!' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    const award = screen.getByRole('dialog', { name: 'You won!' });
    expect(within(award).getByText('Your prize: ₱1,000.00')).toBeTruthy();
    // Cell 7 of the config is the grid's seventh cell (index 6).
    expect(lit()).toBe('6');
    const won = screen.getByRole('list', { name: 'Jackpot prizes' }).querySelector('[aria-current="true"]');
    expect(won?.getAttribute('data-cell-id')).toBe('7');
    expect(bus.events).toContainEqual({
      name: 'wallet.balanceChanged',
      payload: { coin: 200_000, delta: 100_000 },
    });
    expect(sessionStore.getState().user?.coin).toBe(200_000);
    bus.stop();

    // Draw info is read again after the draw, and shows the chance spent.
    expect(drawInfoReads()).toBeGreaterThan(infoReadsBeforeDraw);
    expect(screen.getByText('Draw chances: 0')).toBeTruthy();
    fireEvent.click(within(award).getByRole('button', { name: 'Collect' }));
    expect(screen.queryByRole('dialog', { name: 'You won!' })).toBeNull();
  });

  it('sends a jackpot prize through the wheel, which closes 2 s after landing, then counts the bonus up', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    api.use(
      mockCall(apiRoutes.getJackpotDrawInfo, () => aDrawInfo()),
      mockCall(apiRoutes.jackpotDraw, () =>
        aDrawResult(6, { bonus: 1_000_000, amountSection: '₱10,000.00' }),
      ),
    );
    renderInRouter(<JackpotBoard onLogin={() => undefined} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const award = screen.getByRole('dialog', { name: 'You won!' });
    expect(within(award).getByText('Your prize: Minor jackpot')).toBeTruthy();
    fireEvent.click(within(award).getByRole('button', { name: 'Spin the jackpot wheel' }));

    const wheel = screen.getByRole('dialog', { name: 'Jackpot wheel' });
    await act(() => vi.advanceTimersByTimeAsync(20));
    const disc = within(wheel).getByRole('img', { name: /The jackpot wheel/ });
    // Minor is sector 2: 1800 + 180 degrees, over 4 s (random 0).
    expect(disc.style.transform).toBe('rotate(1980deg)');
    expect(disc.style.transitionDuration).toBe('4000ms');
    await act(() => vi.advanceTimersByTimeAsync(3_970));
    expect(within(wheel).getByText('The wheel is spinning…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(within(wheel).getByText('Minor jackpot!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_990));
    expect(screen.getByRole('dialog', { name: 'Jackpot wheel' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.queryByRole('dialog', { name: 'Jackpot wheel' })).toBeNull();

    const jackpot = screen.getByRole('dialog', { name: 'Jackpot!' });
    expect(within(jackpot).getByText('You won the Minor jackpot')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(within(jackpot).getByText('₱10,000.00')).toBeTruthy();
    fireEvent.click(within(jackpot).getByRole('button', { name: 'Collect' }));
    expect(screen.queryByRole('dialog', { name: 'Jackpot!' })).toBeNull();
  });

  it('lets no spin start without a chance', async () => {
    api.use(mockCall(apiRoutes.getJackpotDrawInfo, () => aDrawInfo({ drawChances: 0 })));
    renderInRouter(<JackpotBoard onLogin={() => undefined} />);
    await settle();
    const spin = screen.getByRole('button', { name: 'Spin' });
    expect(spin).toHaveProperty('disabled', true);
    fireEvent.click(spin);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(drawCalls()).toBe(0);
  });
});

describe('the tiers and the ticker', () => {
  beforeEach(async () => {
    await setUpJackpot();
    reduceMotion(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });

  it('shows each tier as a value within its section, drawn again every 6 s while open', () => {
    const randoms = [0, 0.5, 0.25, 0.999_999, 1 / 3, 1 / 3, 1 / 3, 1 / 3];
    let next = 0;
    vi.spyOn(Math, 'random').mockImplementation(() => randoms[next++ % randoms.length] ?? 0);
    const view = renderInRouter(<PoolTiers info={aDrawInfo()} />);
    const tiers = screen.getByRole('list', { name: 'Jackpot tiers' });
    const shown = () =>
      within(tiers)
        .getAllByRole('listitem')
        .map((tier) => tier.textContent);
    // Mega [980,000.00, 1,020,000.00] at 0, major at 0.5, minor at 0.25, mini at the top.
    expect(shown()).toEqual(['Mega₱980,000.00', 'Major₱100,000.00', 'Minor₱9,900.00', 'Mini₱1,020.00']);
    expect(screen.getByRole('region', { name: 'Jackpot pool' }).textContent).toContain('₱1,111,000.00');

    act(() => vi.advanceTimersByTime(5_999));
    expect(shown()).toEqual(['Mega₱980,000.00', 'Major₱100,000.00', 'Minor₱9,900.00', 'Mini₱1,020.00']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(['Mega₱993,333.33', 'Major₱99,333.33', 'Minor₱9,933.33', 'Mini₱993.33']);
    act(() => vi.advanceTimersByTime(6_000));
    expect(shown()).toEqual(['Mega₱980,000.00', 'Major₱100,000.00', 'Minor₱9,900.00', 'Mini₱1,020.00']);

    // Closed: no more draws.
    view.unmount();
    const drawn = next;
    act(() => vi.advanceTimersByTime(60_000));
    expect(next).toBe(drawn);
  });

  it('moves the lucky-winner ticker on every 2 s, round and round', () => {
    renderInRouter(<WinnerTicker winners={aDrawInfo().jackpotWinnerList} />);
    const ticker = screen.getByRole('region', { name: 'Lucky winners' });
    expect(ticker.textContent).toBe('Ma*** won 1,000.00');
    act(() => vi.advanceTimersByTime(1_999));
    expect(ticker.textContent).toBe('Ma*** won 1,000.00');
    act(() => vi.advanceTimersByTime(1));
    expect(ticker.textContent).toBe('Jo*** won Points x 50');
    act(() => vi.advanceTimersByTime(2_000));
    expect(ticker.textContent).toBe('Li*** won 5.00');
    act(() => vi.advanceTimersByTime(2_000));
    expect(ticker.textContent).toBe('Ma*** won 1,000.00');
  });
});

describe('draw errors (spec 8)', () => {
  beforeEach(async () => {
    await setUpJackpot();
    reduceMotion(true);
  });

  it.each([
    [1001, 'You have no draw chance left (error 1001).'],
    [1002, 'The lucky jackpot is not running right now (error 1002).'],
    [1003, 'The jackpot is busy with another draw. Try again in a moment (error 1003).'],
    [1004, 'You have reached today’s draw limit. Come back tomorrow (error 1004).'],
    [1999, 'The draw failed (error 1999). Please try again.'],
  ])('shows code %i as its own message with the code', async (code, message) => {
    api.use(
      mockCall(apiRoutes.getJackpotDrawInfo, () => aDrawInfo()),
      mockCallError(apiRoutes.jackpotDraw, code, 'refused'),
    );
    renderInRouter(<JackpotBoard onLogin={() => undefined} />);
    await screen.findByText('Draw chances: 1');
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('dialog', { name: 'You won!' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Spin' })).toHaveProperty('disabled', false);
  });
});

describe('chances and visitors', () => {
  beforeEach(() => reduceMotion(true));

  it('receives the chances earned today and says the flag changed', async () => {
    await setUpJackpot();
    let received = false;
    api.use(
      mockCall(apiRoutes.getJackpotDrawInfo, () =>
        aDrawInfo({ drawChances: received ? 2 : 0, canReceiveDrawChance: !received }),
      ),
      mockCall(apiRoutes.receiveDrawChance, () => {
        received = true;
        return { received: 2, drawChances: 2 };
      }),
    );
    const bus = recordBus();
    renderInRouter(<JackpotBoard onLogin={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Receive draw chance' }));
    expect(await screen.findByText('Draw chances received: 2')).toBeTruthy();
    expect(await screen.findByText('Draw chances: 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receive draw chance' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Spin' })).toHaveProperty('disabled', false);
    bus.stop();
    expect(bus.events).toContainEqual({
      name: 'jackpot.drawChanceChanged',
      payload: { canReceiveDrawChance: false },
    });
  });

  it('shows a visitor the pool, the grid and a log-in button, and no spin', async () => {
    await setUpJackpot({ loggedIn: false });
    api.use(mockCall(apiRoutes.getJackpotDrawInfo, () => aDrawInfo({ drawChances: 0, fairness: null })));
    const onLogin = vi.fn();
    renderInRouter(<JackpotBoard onLogin={onLogin} />);
    expect(await screen.findByRole('region', { name: 'Jackpot pool' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(10);
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Records' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to spin' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });
});
