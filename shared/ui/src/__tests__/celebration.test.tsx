import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Celebration } from '../celebration';

const peso = (hundredths: number) => `₱${(Math.floor(hundredths) / 100).toFixed(2)}`;

function emulateReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  emulateReducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Celebration', () => {
  it('is a dialog named by its title that announces the amount politely once it is on screen', () => {
    render(<Celebration title="Deposit received" amount={50_000} formatAmount={peso} onDone={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Deposit received' });
    const status = within(dialog).getByRole('status');
    expect(status.textContent).toBe('');
    advance(0);
    expect(status.textContent).toBe('Deposit received. ₱500.00');
    // Nothing takes the focus away from the page underneath.
    expect(document.activeElement).toBe(document.body);
  });

  it('counts the amount up, then ends by itself after 2.5 s', () => {
    const onDone = vi.fn();
    render(<Celebration title="Deposit received" amount={50_000} formatAmount={peso} onDone={onDone} />);
    const dialog = screen.getByRole('dialog', { name: 'Deposit received' });
    expect(dialog.textContent).toContain('₱0.00');
    advance(1_300);
    expect(dialog.textContent).toContain('₱500.00');
    advance(1_199);
    expect(onDone).not.toHaveBeenCalled();
    advance(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('ends at once on Skip, on a tap anywhere or on Escape, and only once', () => {
    const skipped = vi.fn();
    const { unmount } = render(<Celebration title="VIP 2 reached!" onDone={skipped} />);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    advance(5_000);
    expect(skipped).toHaveBeenCalledTimes(1);
    unmount();

    const tapped = vi.fn();
    render(<Celebration title="VIP 2 reached!" onDone={tapped} />);
    fireEvent.click(screen.getByRole('heading', { name: 'VIP 2 reached!' }));
    expect(tapped).toHaveBeenCalledTimes(1);
    cleanup();

    const escaped = vi.fn();
    render(<Celebration title="VIP 2 reached!" onDone={escaped} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(escaped).toHaveBeenCalledTimes(1);
  });

  it('runs its action after ending, and waits while focus is inside it', () => {
    const onDone = vi.fn();
    const onAction = vi.fn();
    render(
      <Celebration
        title="VIP 2 reached!"
        scene="confetti"
        action={{ label: 'See the benefits', onAction }}
        onDone={onDone}
      />,
    );
    const action = screen.getByRole('button', { name: 'See the benefits' });
    act(() => action.focus());
    advance(10_000);
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(action);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('under reduced motion shows the same words and the final amount at once, without particles', () => {
    emulateReducedMotion(true);
    const onDone = vi.fn();
    render(
      <Celebration
        title="Deposit received"
        amount={50_000}
        formatAmount={peso}
        message="Deposit of ₱500.00 received."
        onDone={onDone}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Deposit received' });
    expect(dialog.textContent).toContain('₱500.00');
    expect(dialog.textContent).toContain('Deposit of ₱500.00 received.');
    expect(dialog.querySelector('.ui-celebration__particles')).toBeNull();
    expect(dialog.classList.contains('ui-celebration--still')).toBe(true);
    advance(2_500);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('throws its particles when motion is welcome', () => {
    render(<Celebration title="Deposit received" onDone={() => {}} />);
    const particles = screen.getByRole('dialog').querySelector('.ui-celebration__particles');
    expect(particles?.children.length).toBeGreaterThan(10);
  });
});
