import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountUp } from '../count-up';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Hands out animation frames one at a time at the requested timestamps. */
function stubAnimationFrames() {
  let pending: FrameRequestCallback | undefined;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    pending = callback;
    return 1;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {
    pending = undefined;
  });
  return (time: number) =>
    act(() => {
      const callback = pending;
      pending = undefined;
      callback?.(time);
    });
}

const formatCoins = (value: number) => (Math.floor(value * 100) / 100).toFixed(2);

describe('CountUp', () => {
  it('shows the final value at once when the user prefers reduced motion', () => {
    stubReducedMotion(true);
    const { container } = render(<CountUp value={1234.5} format={formatCoins} />);
    expect(container.textContent).toBe('1234.50');
  });

  it('counts up from zero to the value over the duration', () => {
    stubReducedMotion(false);
    const runFrame = stubAnimationFrames();
    const { container } = render(<CountUp value={500} durationMs={1000} />);
    expect(container.textContent).toBe('0');

    runFrame(0);
    runFrame(500);
    const halfway = Number(container.textContent);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(500);

    runFrame(1000);
    expect(container.textContent).toBe('500');
  });

  it('reserves the width of the final value so the number never shifts its neighbours', () => {
    stubReducedMotion(false);
    stubAnimationFrames();
    const { container } = render(<CountUp value={98765} format={String} />);
    expect((container.firstElementChild as HTMLElement).style.minWidth).toBe('5ch');
  });
});
