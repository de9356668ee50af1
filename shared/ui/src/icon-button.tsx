import type { ComponentProps, ReactNode } from 'react';
import { Badge } from './badge';
import { classNames } from './class-names';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-label'> {
  /** The accessible name; an icon alone tells a screen reader nothing. */
  label: string;
  icon: ReactNode;
  /** Accessible label of a red dot on the icon, e.g. '3 unread'; it is read after `label`. */
  badge?: string;
}

/** A 44x44 button showing only an icon. */
export function IconButton({
  label,
  icon,
  badge,
  type = 'button',
  className,
  ...buttonProps
}: IconButtonProps) {
  return (
    <button
      {...buttonProps}
      type={type}
      aria-label={badge ? `${label}, ${badge}` : label}
      className={classNames('ui-icon-button', className)}
    >
      {icon}
      {badge ? <Badge label={badge} className="ui-icon-button__badge" /> : null}
    </button>
  );
}
