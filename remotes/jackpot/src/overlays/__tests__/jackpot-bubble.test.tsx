import { bus } from '@casino/bus';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpJackpot } from '../../components/__tests__/jackpot-test-kit';
import JackpotBubble, { bubbleSize, bubbleStorageKey } from '../jackpot-bubble';

// jsdom lays nothing out: the probe between the bars reports the box a 390 x 844 phone gives it
// (top bar 56 + 8, tab bar 64 + 8), or without the tab bar (8 from the bottom).
function layOutPhone() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const aboveTabBar = this.className.includes('aboveTabBar');
    const bottom = aboveTabBar ? 844 - 72 : 844 - 8;
    return { top: 64, bottom, left: 0, right: 390, width: 390, height: bottom - 64, x: 0, y: 64 } as DOMRect;
  });
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 390 });
  // Frames run at once: the drag's moves are visible without a clock.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callback(0);
    return 1;
  });
}

const bubble = () => screen.getByRole('button', { name: 'Open the lucky jackpot' });
const position = () => {
  const match = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px, 0\)/.exec(bubble().style.transform);
  return { x: Number(match?.[1]), y: Number(match?.[2]) };
};

function dragBy(dx: number, dy: number) {
  const from = position();
  const start = { pointerId: 1, clientX: from.x + 30, clientY: from.y + 30 };
  fireEvent.pointerDown(bubble(), { ...start, button: 0, pointerType: 'touch' });
  fireEvent.pointerMove(bubble(), {
    ...start,
    clientX: start.clientX + dx / 2,
    clientY: start.clientY + dy / 2,
  });
  fireEvent.pointerMove(bubble(), { ...start, clientX: start.clientX + dx, clientY: start.clientY + dy });
  fireEvent.pointerUp(bubble(), { ...start, clientX: start.clientX + dx, clientY: start.clientY + dy });
  fireEvent.click(bubble());
}

beforeEach(async () => {
  await setUpJackpot();
  localStorage.clear();
  layOutPhone();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the jackpot bubble', () => {
  it('rests on the right above the tab bar and opens the lucky jackpot modal on a tap', () => {
    const opened: unknown[] = [];
    const subscription = bus.on('overlay.open').subscribe((request) => opened.push(request));
    render(<JackpotBubble payload={{ tabBar: true }} close={() => undefined} />);
    expect(bubble().dataset.side).toBe('right');
    expect(position().x).toBe(390 - bubbleSize - 8);
    expect(position().y + bubbleSize).toBeLessThanOrEqual(844 - 72);
    fireEvent.click(bubble());
    subscription.unsubscribe();
    expect(opened).toEqual([{ id: 'jackpot.luckyModal' }]);
  });

  it('drags on both axes, snaps to the nearer side, and a drag is no tap', () => {
    const opened: unknown[] = [];
    const subscription = bus.on('overlay.open').subscribe((request) => opened.push(request));
    render(<JackpotBubble payload={{ tabBar: true }} close={() => undefined} />);
    const start = position();
    dragBy(-250, -200);
    // Dropped with its centre left of the middle: it rests on the left, at the height it was left.
    expect(bubble().dataset.side).toBe('left');
    expect(position()).toEqual({ x: 8, y: start.y - 200 });
    dragBy(150, 100);
    // Centre at 8 + 150 + 32 = 190 < 195: still the left.
    expect(bubble().dataset.side).toBe('left');
    expect(position().y).toBe(start.y - 100);
    dragBy(200, 0);
    expect(bubble().dataset.side).toBe('right');
    subscription.unsubscribe();
    expect(opened).toEqual([]);
  });

  it('never rests over the tab bar, and comes lower where the page has none', () => {
    const view = render(<JackpotBubble payload={{ tabBar: true }} close={() => undefined} />);
    dragBy(0, 2_000);
    expect(position().y).toBe(844 - 72 - bubbleSize);
    view.rerender(<JackpotBubble payload={{ tabBar: false }} close={() => undefined} />);
    dragBy(0, 2_000);
    expect(position().y).toBe(844 - 8 - bubbleSize);
  });

  it('keeps its side and height across pages', () => {
    const first = render(<JackpotBubble payload={{ tabBar: true }} close={() => undefined} />);
    dragBy(-300, -100);
    const rested = position();
    expect(JSON.parse(localStorage.getItem(bubbleStorageKey) ?? 'null')).toEqual({
      side: 'left',
      top: rested.y,
    });
    first.unmount();
    render(<JackpotBubble payload={{ tabBar: true }} close={() => undefined} />);
    expect(bubble().dataset.side).toBe('left');
    expect(position()).toEqual(rested);
  });

  it('goes back to where it rested when the drag is cancelled', () => {
    render(<JackpotBubble payload={{ tabBar: true }} close={() => undefined} />);
    const start = position();
    const point = { pointerId: 1, clientX: start.x + 30, clientY: start.y + 30 };
    fireEvent.pointerDown(bubble(), { ...point, button: 0, pointerType: 'touch' });
    fireEvent.pointerMove(bubble(), { ...point, clientX: 40, clientY: 300 });
    expect(position()).not.toEqual(start);
    act(() => {
      fireEvent.pointerCancel(bubble(), { ...point, clientX: 40, clientY: 300 });
    });
    expect(position()).toEqual(start);
  });
});
