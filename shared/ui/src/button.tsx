import type { ComponentProps } from 'react';
import { classNames } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'>, ButtonLook {
  /** Shows a spinner in place of the label, marks the button busy and ignores presses. */
  loading?: boolean;
}

/** What a button looks like; shared by `Button` and `ButtonLink`. */
export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The class names of a button's look (internal: consumers use `Button` or `ButtonLink`). */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false }: ButtonLook): string {
  return classNames(
    'ui-button',
    `ui-button--${variant}`,
    size !== 'md' && `ui-button--${size}`,
    fullWidth && 'ui-button--full-width',
  );
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
      className={classNames(buttonClassName({ variant, size, fullWidth }), className)}
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
