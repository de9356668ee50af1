import { bus } from '@casino/bus';
import {
  type ActivityFloatPayload,
  type RemoteOverlayProps,
  readStorage,
  useTranslation,
  writeStorage,
} from '@casino/platform';
import { type PointerEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type BubbleBounds,
  type BubbleRest,
  clampTop,
  restingPoint,
  snapBubble,
} from '../engine/bubble-position';
import styles from './jackpot-bubble.module.css';

/** The bubble's size in px (a touch target well over 44 px). */
export const bubbleSize = 64;
/** A press that moves less than this is a tap, not a drag. */
const dragThreshold = 6;
/** Where the bubble rests, kept across pages and visits. */
export const bubbleStorageKey = 'jackpot_bubble';

function readRest(): BubbleRest | null {
  try {
    const value: unknown = JSON.parse(readStorage(bubbleStorageKey) ?? 'null');
    const rest = value as Partial<BubbleRest> | null;
    if ((rest?.side === 'left' || rest?.side === 'right') && Number.isFinite(rest.top)) {
      return { side: rest.side, top: rest.top as number };
    }
  } catch {
    // A damaged value: the default place.
  }
  return null;
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  fromX: number;
  fromY: number;
  x: number;
  y: number;
  moved: boolean;
}

/**
 * The draggable jackpot bubble (spec 2), mounted by the host as `activityFloat.47` on the named
 * pages for logged-in players while the activity floats. It drags on both axes (pointer events,
 * moved by transform in animation frames), snaps to the nearer side of the app column, never
 * covers the tab bar, keeps its side and height across pages (local storage), and opens the lucky
 * jackpot modal on a tap, Enter or Space.
 */
export default function JackpotBubble({ payload }: RemoteOverlayProps) {
  const { t } = useTranslation('jackpot');
  const tabBar = (payload as ActivityFloatPayload | undefined)?.tabBar ?? true;
  const button = useRef<HTMLButtonElement>(null);
  const insets = useRef<HTMLDivElement>(null);
  const [bounds, setBounds] = useState<BubbleBounds | null>(null);
  const [rest, setRest] = useState<BubbleRest | null>(readRest);
  const [drops, setDrops] = useState(0);
  const drag = useRef<Drag | null>(null);
  const frame = useRef(0);
  const suppressClick = useRef(false);

  // The bars' sizes come from the theme (with the safe areas), measured by a hidden probe.
  const measure = useCallback(() => {
    const probe = insets.current?.getBoundingClientRect();
    if (!probe) return;
    const width = document.documentElement.clientWidth || window.innerWidth;
    const column = Math.min(width, probe.width || width);
    setBounds({
      left: (width - column) / 2,
      width: column,
      top: probe.top,
      bottom: probe.bottom,
    });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the probe's insets follow the tab bar
  useLayoutEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, tabBar]);

  const place = useCallback((x: number, y: number) => {
    if (button.current) button.current.style.transform = `translate3d(${x}px, ${y}px, 0)`;
  }, []);

  const resting = bounds
    ? (rest ?? { side: 'right' as const, top: bounds.bottom - bubbleSize - bounds.width * 0.35 })
    : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a drop back to the same rest must place it again
  useLayoutEffect(() => {
    if (!bounds || !resting) return;
    const point = restingPoint(resting, bubbleSize, bounds);
    place(point.x, point.y);
  }, [bounds, resting?.side, resting?.top, drops, place]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!bounds || !resting || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const from = restingPoint(resting, bubbleSize, bounds);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      fromX: from.x,
      fromY: from.y,
      x: from.x,
      y: from.y,
      moved: false,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || !bounds || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < dragThreshold) return;
    if (!current.moved) {
      current.moved = true;
      event.currentTarget.dataset.dragging = 'true';
    }
    const maxX = bounds.left + bounds.width - bubbleSize;
    current.x = Math.min(Math.max(current.fromX + dx, bounds.left), maxX);
    current.y = clampTop(current.fromY + dy, bubbleSize, bounds);
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => place(current.x, current.y));
  };

  const drop = (event: PointerEvent<HTMLButtonElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    cancelAnimationFrame(frame.current);
    delete event.currentTarget.dataset.dragging;
    if (!current.moved || !bounds) return;
    suppressClick.current = true;
    if (!cancelled) {
      const snapped = snapBubble(current.x, current.y, bubbleSize, bounds);
      setRest(snapped);
      writeStorage(bubbleStorageKey, JSON.stringify(snapped));
    }
    setDrops((count) => count + 1);
  };

  const open = () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    bus.emit('overlay.open', { id: 'jackpot.luckyModal' });
  };

  return (
    <>
      <div
        ref={insets}
        className={tabBar ? `${styles.insets} ${styles.aboveTabBar}` : styles.insets}
        aria-hidden="true"
      />
      {bounds ? (
        <button
          ref={button}
          type="button"
          className={styles.bubble}
          aria-label={t('bubble.label')}
          data-side={resting?.side}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => drop(event, false)}
          onPointerCancel={(event) => drop(event, true)}
          onClick={open}
        >
          <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
            <circle cx="20" cy="20" r="18" fill="var(--color-primary-strong)" />
            <circle cx="20" cy="20" r="14" fill="var(--color-primary)" />
            <path d="M9 27 L11 15 L16 20 L20 11 L24 20 L29 15 L31 27 Z" fill="var(--color-on-primary)" />
          </svg>
          <span className={styles.label} aria-hidden="true">
            {t('bubble.badge')}
          </span>
        </button>
      ) : null}
    </>
  );
}
