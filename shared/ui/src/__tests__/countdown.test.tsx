import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, useCountdown } from '../countdown';

const now = new Date('2026-11-23T12:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(now);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Countdown', () => {
  it('counts down each second to 00:00 and then calls onEnd once', () => {
    const onEnd = vi.fn();
    render(<Countdown deadline={now + 65_000} onEnd={onEnd} label="Draw in" />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('Draw in 01:05');

    advance(1000);
    expect(timer.textContent).toBe('Draw in 01:04');
    advance(63_000);
    expect(timer.textContent).toBe('Draw in 00:01');
    expect(onEnd).not.toHaveBeenCalled();

    advance(1000);
    expect(timer.textContent).toBe('Draw in 00:00');
    expect(onEnd).toHaveBeenCalledOnce();
    advance(5000);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('shows hours and days when the deadline is far, in step with the clock', () => {
    render(<Countdown deadline={new Date(now + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_500)} />);
    // 5.5 s rounds up: the shown second is the one in progress.
    expect(screen.getByRole('timer').textContent).toBe('2d 03:04:06');
    advance(500);
    expect(screen.getByRole('timer').textContent).toBe('2d 03:04:05');
  });

  it('reserves the width of its text, so the ticking never moves its neighbours', () => {
    render(<Countdown deadline={now + 10 * 60_000} />);
    expect(screen.getByRole('timer').style.minWidth).toBe('5ch');
  });

  it('calls onEnd at once when the deadline has already passed', () => {
    const onEnd = vi.fn();
    render(<Countdown deadline={now - 1} onEnd={onEnd} />);
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(onEnd).toHaveBeenCalledOnce();
  });
});

describe('useCountdown', () => {
  it('gives the time left, restarting when the deadline moves (a code sent again)', () => {
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), {
      initialProps: { deadline: (now + 60_000) as number | null },
    });
    expect(result.current).toBe(60_000);
    advance(59_000);
    expect(result.current).toBe(1000);
    advance(1000);
    expect(result.current).toBe(0);

    rerender({ deadline: Date.now() + 60_000 });
    expect(result.current).toBe(60_000);
    rerender({ deadline: null });
    expect(result.current).toBe(0);
  });
});
