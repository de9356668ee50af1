import { useEffect, useRef, useState } from 'react';
import { classNames } from './class-names';
import { useUiText } from './translations';

const second = 1000;

function remainingUntil(deadline: number | Date | null): number {
  if (deadline === null) return 0;
  return Math.max(0, new Date(deadline).getTime() - Date.now());
}

/**
 * The milliseconds left until `deadline` (0 once it has passed, or for `null`), re-rendering on
 * each whole second left: e.g. the "Resend in 59 s" of a code that was just sent.
 */
export function useCountdown(deadline: number | Date | null): number {
  const deadlineTime = deadline === null ? null : new Date(deadline).getTime();
  const [remaining, setRemaining] = useState(() => remainingUntil(deadlineTime));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = remainingUntil(deadlineTime);
      setRemaining(left);
      // Wake on the next whole second left, so the shown seconds change in step with the clock.
      if (left > 0) timer = setTimeout(tick, left % second || second);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadlineTime]);

  return remaining;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

export interface CountdownProps {
  /** When it reaches zero: a time in ms since the epoch, or a Date. */
  deadline: number | Date;
  /** Called once when the time is up (also when the deadline has already passed on mount). */
  onEnd?: () => void;
  /** Read before the time, e.g. 'Ends in'; shown only to screen readers. */
  label?: string;
  /** Turns the whole seconds left into text; default `1d 02:03:04`, `02:03:04` or `03:04`. */
  format?: (secondsLeft: number) => string;
  className?: string;
}

/**
 * A timer counting down to a deadline (a drawing, the end of an event). Its width is reserved
 * in tabular digits, so the ticking never moves what is beside it, and it is a `timer` region:
 * screen readers read it when asked, not on every second.
 */
export function Countdown({ deadline, onEnd, label, format, className }: CountdownProps) {
  const text = useUiText();
  const secondsLeft = Math.ceil(useCountdown(deadline) / second);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  const endedRef = useRef(false);

  useEffect(() => {
    if (secondsLeft > 0) endedRef.current = false;
    else if (!endedRef.current) {
      endedRef.current = true;
      onEndRef.current?.();
    }
  }, [secondsLeft]);

  const shown = format ? format(secondsLeft) : clock(secondsLeft, (days) => text('days', { count: days }));
  return (
    <span
      role="timer"
      className={classNames('ui-countdown', className)}
      style={{ minWidth: `${shown.length}ch` }}
    >
      {label ? <span className="ui-visually-hidden">{label} </span> : null}
      {shown}
    </span>
  );
}

function clock(totalSeconds: number, daysText: (days: number) => string): string {
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const time =
    days > 0 || hours > 0
      ? `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`
      : `${twoDigits(minutes)}:${twoDigits(seconds)}`;
  return days > 0 ? `${daysText(days)} ${time}` : time;
}
