import type { ComponentProps, ReactNode } from 'react';
import { classNames } from './class-names';

export interface ChipProps extends Omit<ComponentProps<'button'>, 'type'> {
  /** Whether the chip is on (announced as pressed). */
  selected: boolean;
}

/** A toggle in a row of filters, e.g. a game category. */
export function Chip({ selected, className, ...buttonProps }: ChipProps) {
  return (
    <button
      {...buttonProps}
      type="button"
      aria-pressed={selected}
      className={classNames('ui-chip', className)}
    />
  );
}

export interface ChipGroupProps {
  /** Names the group for screen readers (not shown). */
  label: string;
  children: ReactNode;
  className?: string;
}

/** A row of `Chip`s that scrolls sideways when it does not fit. */
export function ChipGroup({ label, children, className }: ChipGroupProps) {
  return (
    <fieldset className={classNames('ui-chips', className)}>
      <legend className="ui-visually-hidden">{label}</legend>
      {children}
    </fieldset>
  );
}
