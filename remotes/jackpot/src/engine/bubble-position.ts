/** Where the floating bubble may be: the app's column on screen, less the bars it must not cover. */
export interface BubbleBounds {
  /** The app column's left edge and width (the column is at most `--app-max-width` wide). */
  left: number;
  width: number;
  /** The lowest a bubble's top may be above the bottom (tab bar, safe area) and the highest below the top. */
  top: number;
  bottom: number;
}

type BubbleSide = 'left' | 'right';

/** Where the bubble rests: its side, and its top edge. */
export interface BubbleRest {
  side: BubbleSide;
  top: number;
}

/** The gap between a resting bubble and the column's edge. */
export const bubbleEdgeGap = 8;

const clamp = (value: number, low: number, high: number) =>
  Math.min(Math.max(value, low), Math.max(low, high));

/** Keeps a bubble of `size` inside the bounds: never over the tab bar, never above the top. */
export function clampTop(top: number, size: number, bounds: BubbleBounds): number {
  return clamp(top, bounds.top, bounds.bottom - size);
}

/** Where a bubble dropped with its top-left corner at (x, y) snaps to: the nearer side, same height. */
export function snapBubble(x: number, y: number, size: number, bounds: BubbleBounds): BubbleRest {
  const centre = x + size / 2;
  const side: BubbleSide = centre < bounds.left + bounds.width / 2 ? 'left' : 'right';
  return { side, top: clampTop(y, size, bounds) };
}

/** The top-left corner of a bubble resting at `rest`. */
export function restingPoint(rest: BubbleRest, size: number, bounds: BubbleBounds): { x: number; y: number } {
  const x =
    rest.side === 'left' ? bounds.left + bubbleEdgeGap : bounds.left + bounds.width - size - bubbleEdgeGap;
  return { x, y: clampTop(rest.top, size, bounds) };
}
