import { useEffect, useRef, useState } from 'react';
import { classNames } from './class-names';
import { prefersReducedMotion } from './reduced-motion';

export interface CountUpProps {
  value: number;
  durationMs?: number;
  /** Turns the number shown on each frame into text, e.g. a money formatter. */
  format?: (value: number) => string;
  className?: string;
}

const formatWholeNumber = (value: number) => Math.round(value).toLocaleString();

function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/**
 * Counts from 0 (first render) or the previously shown value up to `value`.
 * Under reduced motion the final value shows at once.
 */
export function CountUp({ value, durationMs = 800, format = formatWholeNumber, className }: CountUpProps) {
  const [shownValue, setShownValue] = useState(() => (prefersReducedMotion() ? value : 0));
  const shownValueRef = useRef(shownValue);

  useEffect(() => {
    const show = (next: number) => {
      shownValueRef.current = next;
      setShownValue(next);
    };
    const startValue = shownValueRef.current;
    if (prefersReducedMotion() || durationMs <= 0 || startValue === value) {
      show(value);
      return;
    }
    let frameId = 0;
    let startTime: number | undefined;
    const step = (time: number) => {
      startTime ??= time;
      const progress = Math.min((time - startTime) / durationMs, 1);
      show(startValue + (value - startValue) * easeOutCubic(progress));
      if (progress < 1) frameId = requestAnimationFrame(step);
    };
    frameId = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frameId);
  }, [value, durationMs]);

  const finalText = format(value);
  return (
    // The width of the final text, in tabular digits, is reserved so the count never shifts its neighbours.
    <span className={classNames('ui-count-up', className)} style={{ minWidth: `${finalText.length}ch` }}>
      {format(shownValue)}
    </span>
  );
}
