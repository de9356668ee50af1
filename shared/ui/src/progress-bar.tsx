import { useId } from 'react';
import { classNames } from './class-names';

export interface ProgressBarProps {
  /** How far along, between 0 and `max` (clamped). */
  value: number;
  /** 100 by default. */
  max?: number;
  /** Names the bar, shown above it (e.g. 'VIP 3 -> VIP 4'). */
  label: string;
  /** Keeps the label for screen readers only. */
  labelHidden?: boolean;
  /** How the value reads, e.g. '1,200 / 5,000 XP'; the percentage by default. Shown beside the label. */
  valueText?: string;
  /** 'success' (green) for something completed; 'primary' (gold) by default. */
  tone?: 'primary' | 'success';
  className?: string;
}

/** A determinate progress bar (VIP experience, wagering done, an event's goal). */
export function ProgressBar({
  value,
  max = 100,
  label,
  labelHidden = false,
  valueText,
  tone = 'primary',
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const ratio = max > 0 ? clamped / max : 0;
  const shownValue = valueText ?? `${Math.round(ratio * 100)}%`;
  return (
    <div className={classNames('ui-progress', tone === 'success' && 'ui-progress--success', className)}>
      <div className={labelHidden ? 'ui-visually-hidden' : 'ui-progress__header'}>
        <span id={labelId}>{label}</span>
        <span className="ui-progress__value" aria-hidden="true">
          {shownValue}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={shownValue}
        className="ui-progress__track"
      >
        {/* A transform, not a width: the fill animates without layout work (and keeps its rounded end). */}
        <div className="ui-progress__fill" style={{ transform: `translateX(${(ratio - 1) * 100}%)` }} />
      </div>
    </div>
  );
}
