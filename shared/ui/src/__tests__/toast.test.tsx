import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, dismissToast, showToast, ToastRegion } from '../toast';

beforeEach(() => vi.useFakeTimers());

afterEach(() => {
  act(() => clearToasts());
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toast', () => {
  it('announces a message politely in a live region that was there before it', () => {
    render(<ToastRegion />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => {
      showToast('Card saved');
    });
    expect(within(status).getByText('Card saved')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });

  it('puts a problem in the assertive region', () => {
    render(<ToastRegion />);
    act(() => {
      showToast({ message: 'Withdrawal failed', tone: 'danger' });
    });
    expect(within(screen.getByRole('alert')).getByText('Withdrawal failed')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('goes away by itself after its time, or at once from its dismiss button', () => {
    render(<ToastRegion />);
    act(() => {
      showToast({ message: 'Copied', durationMs: 3000 });
      showToast({ message: 'Saved', durationMs: Number.POSITIVE_INFINITY });
    });
    advance(2999);
    expect(screen.getByText('Copied')).toBeTruthy();
    advance(1);
    expect(screen.queryByText('Copied')).toBeNull();

    advance(60_000);
    expect(screen.getByText('Saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('waits while the pointer or focus is on it, then takes only the time it had left', () => {
    render(<ToastRegion />);
    act(() => {
      showToast({ message: 'Bonus credited', durationMs: 4000 });
    });
    advance(1000);
    const toast = screen.getByText('Bonus credited').parentElement as HTMLElement;
    fireEvent.pointerEnter(toast);
    advance(10_000);
    expect(screen.getByText('Bonus credited')).toBeTruthy();

    fireEvent.pointerLeave(toast);
    advance(2999);
    expect(screen.getByText('Bonus credited')).toBeTruthy();
    advance(1);
    expect(screen.queryByText('Bonus credited')).toBeNull();
  });

  it('shows at most `max` at once and the rest in order as room frees up', () => {
    render(<ToastRegion max={2} />);
    const ids: number[] = [];
    act(() => {
      for (const message of ['One', 'Two', 'Three']) ids.push(showToast({ message, durationMs: 5000 }));
    });
    expect(screen.queryByText('Three')).toBeNull();
    act(() => dismissToast(ids[0] as number));
    expect(screen.getByText('Three')).toBeTruthy();
    // A queued toast's time starts when it shows.
    advance(5000);
    expect(screen.queryByText('Two')).toBeNull();
    expect(screen.queryByText('Three')).toBeNull();
  });

  it('runs its action and goes away when the action is chosen', () => {
    const onAction = vi.fn();
    render(<ToastRegion />);
    act(() => {
      showToast({ message: 'Card removed', action: { label: 'Undo', onAction } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByText('Card removed')).toBeNull();
  });
});
