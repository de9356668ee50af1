import { type ComponentProps, type ReactNode, useId } from 'react';
import { classNames } from './class-names';
import { ErrorLine } from './field';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  /** The text beside the box; it names the checkbox (it may hold a link, e.g. to the terms). */
  label: ReactNode;
  /**
   * Announced under the box; the box is marked invalid while there is one. Pass `null` rather
   * than leaving it out when the box can get an error: its line is then reserved, so nothing shifts.
   */
  error?: string | null;
}

/** A checkbox with its label as one 44 px tall tap target. */
export function Checkbox({ label, error, className, ...input }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classNames('ui-checkbox-field', className)}>
      <label className="ui-checkbox" htmlFor={id}>
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error !== undefined ? <ErrorLine id={errorId} error={error} /> : null}
    </div>
  );
}
