import { classNames } from './class-names';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; omit when the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  className?: string;
}

/** An indeterminate activity indicator. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const spinnerClassName = classNames('ui-spinner', size !== 'md' && `ui-spinner--${size}`, className);
  if (label === undefined) {
    return <span className={spinnerClassName} aria-hidden="true" />;
  }
  return (
    <span role="status" className={spinnerClassName}>
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}
