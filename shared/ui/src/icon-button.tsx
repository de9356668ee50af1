import type { ComponentProps, ReactNode } from 'react';
import { classNames } from './class-names';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-label'> {
  /** The accessible name; an icon alone tells a screen reader nothing. */
  label: string;
  icon: ReactNode;
}

/** A 44x44 button showing only an icon. */
export function IconButton({ label, icon, type = 'button', className, ...buttonProps }: IconButtonProps) {
  return (
    <button
      {...buttonProps}
      type={type}
      aria-label={label}
      className={classNames('ui-icon-button', className)}
    >
      {icon}
    </button>
  );
}
