import { bus } from '@casino/bus';
import type { UserInfo } from '@casino/contracts';
import { appConfigStore, initI18n, mergeAppConfig, sessionStore } from '@casino/platform';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonEnUs } from '../../../i18n/en-us';
import { PromoCarousel } from '../promo-carousel';

const art = (name: string) => `data:image/svg+xml,<svg id='${name}'/>`;

beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs } } });
});
beforeEach(() => {
  vi.useFakeTimers();
  mergeAppConfig({
    appGenericImgList: [
      { uniqueKey: 'logo', img: art('logo') },
      { uniqueKey: 'homeBanner.jackpot', img: art('jackpot') },
      { uniqueKey: 'homeBanner.unknownKind', img: art('unknown') },
      { uniqueKey: 'homeBanner.welcome', img: art('welcome') },
      { uniqueKey: 'homeBanner.vip', img: '' },
    ],
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStore.setState({ user: null, extras: null });
});

const showCarousel = () =>
  render(
    <MemoryRouter>
      <PromoCarousel />
    </MemoryRouter>,
  );

/** jsdom lays nothing out: give the track a width and record where it is scrolled to. */
function measureTrack(width: number): { scrolledTo: number[] } {
  const track = screen.getByRole('list');
  const scrolledTo: number[] = [];
  Object.defineProperty(track, 'clientWidth', { value: width });
  track.scrollTo = ((options: ScrollToOptions) => {
    scrolledTo.push(options.left ?? 0);
    track.scrollLeft = options.left ?? 0;
    track.dispatchEvent(new Event('scroll'));
  }) as typeof track.scrollTo;
  return { scrolledTo };
}

describe('the promotions carousel', () => {
  it('keeps its place while the full config is on its way, and gives it up when no banner is configured', () => {
    appConfigStore.setState({ appGenericImgList: undefined });
    const { container } = showCarousel();
    // Nothing to read yet, but the space is held so the lobby below does not jump when it comes.
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    act(() =>
      mergeAppConfig({ appGenericImgList: [{ uniqueKey: 'homeBanner.welcome', img: art('welcome') }] }),
    );
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeTruthy();
    act(() => mergeAppConfig({ appGenericImgList: [] }));
    expect(container.firstElementChild).toBeNull();
  });

  it('shows the configured banners of known kinds with art, in the config’s order', () => {
    showCarousel();
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    const slides = within(carousel).getAllByRole('listitem');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    expect(
      within(carousel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Lucky jackpot', 'Welcome bonus']);
  });

  it('asks a visitor to join and a player to deposit, and opens the jackpot from its banner', () => {
    const opened = vi.fn();
    const subscription = bus.on('overlay.open').subscribe(opened);
    const { unmount } = showCarousel();
    expect(screen.getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/auth/register');
    fireEvent.click(screen.getByRole('button', { name: 'Spin now' }));
    expect(opened).toHaveBeenCalledWith({ id: 'jackpot.luckyModal' });
    subscription.unsubscribe();
    unmount();

    sessionStore.setState({ user: { id: 9, coin: 0 } as UserInfo });
    showCarousel();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/wallets?name=deposit');
  });

  it('advances every 5 s, a dot shows its banner, and a touch stops the advance', () => {
    showCarousel();
    const { scrolledTo } = measureTrack(350);
    act(() => vi.advanceTimersByTime(5_000));
    expect(scrolledTo).toEqual([350]);
    expect(screen.getByRole('button', { name: 'Show Welcome bonus' }).getAttribute('aria-current')).toBe(
      'true',
    );
    act(() => vi.advanceTimersByTime(5_000));
    expect(scrolledTo).toEqual([350, 0]);

    fireEvent.click(screen.getByRole('button', { name: 'Show Welcome bonus' }));
    expect(scrolledTo).toEqual([350, 0, 350]);
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Promotions' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(scrolledTo).toEqual([350, 0, 350]);
  });

  it('never advances on its own when the system asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    try {
      showCarousel();
      const { scrolledTo } = measureTrack(350);
      act(() => vi.advanceTimersByTime(30_000));
      expect(scrolledTo).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
