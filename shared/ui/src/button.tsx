import type { ComponentProps } from 'react';
import { classNames } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the label, marks the button busy and ignores presses. */
  loading?: boolean;
  fullWidth?: boolean;
}

/** The one button of the app; always a real `<button>`, `type="button"` unless told otherwise. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  ...buttonProps
}: ButtonProps) {
  return (
    <button
      {...buttonProps}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classNames(
        'ui-button',
        `ui-button--${variant}`,
        size !== 'md' && `ui-button--${size}`,
        fullWidth && 'ui-button--full-width',
        className,
      )}
    >
      <span className="ui-button__label">{children}</span>
      {loading && (
        <span className="ui-button__spinner">
          <Spinner size="sm" />
        </span>
      )}
    </button>
  );
}
