import { describe, expect, it } from 'vitest';
import { bubbleEdgeGap, clampTop, restingPoint, snapBubble } from '../bubble-position';

// A 390 x 844 phone: the column is the screen; the tab bar and its gap leave 844 - 64 - 8 - 8.
const phone = { left: 0, width: 390, top: 64, bottom: 764 };
const size = 64;

describe('the bubble snapping', () => {
  it('snaps to the nearer side at the height it was dropped', () => {
    expect(snapBubble(100, 300, size, phone)).toEqual({ side: 'left', top: 300 });
    expect(snapBubble(200, 420, size, phone)).toEqual({ side: 'right', top: 420 });
    // Its centre decides: 160 + 32 < 195.
    expect(snapBubble(160, 300, size, phone).side).toBe('left');
    expect(snapBubble(164, 300, size, phone).side).toBe('right');
  });

  it('never rests over the tab bar or above the top', () => {
    expect(snapBubble(300, 840, size, phone)).toEqual({ side: 'right', top: 764 - size });
    expect(snapBubble(10, -50, size, phone)).toEqual({ side: 'left', top: 64 });
    expect(clampTop(700, size, phone) + size).toBeLessThanOrEqual(phone.bottom);
  });

  it('rests against its side of the app column, also on a wide screen', () => {
    expect(restingPoint({ side: 'left', top: 200 }, size, phone)).toEqual({ x: bubbleEdgeGap, y: 200 });
    expect(restingPoint({ side: 'right', top: 200 }, size, phone)).toEqual({
      x: 390 - size - bubbleEdgeGap,
      y: 200,
    });
    const desktop = { left: 400, width: 480, top: 64, bottom: 900 };
    expect(restingPoint({ side: 'right', top: 200 }, size, desktop).x).toBe(400 + 480 - size - bubbleEdgeGap);
    expect(snapBubble(850, 200, size, desktop).side).toBe('right');
    expect(snapBubble(500, 200, size, desktop).side).toBe('left');
  });
});
