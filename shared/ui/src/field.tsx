import { type ReactNode, useId } from 'react';
import { classNames } from './class-names';

/** What `Field` hands its control: spread it onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  /** The visible label; it names the control. */
  label: ReactNode;
  /** Help under the control, read with it. */
  hint?: ReactNode;
  /** Shown under the control and announced; the control is marked invalid while there is one. */
  error?: string | null;
  /** Beside the control, e.g. a "Send code" button. */
  trailing?: ReactNode;
  /**
   * Fixed text before the control that belongs to the value, e.g. a phone number's "+63": shown
   * as part of the field and read with the control (its description).
   */
  leading?: ReactNode;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/**
 * A label, any control, a hint and an error line, tied together for assistive technology. The
 * error line keeps its height while empty, so an error appearing never shifts the form.
 */
export function Field({ label, hint, error, trailing, leading, children, className }: FieldProps) {
  const id = useId();
  const leadingId = `${id}-leading`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [leading ? leadingId : null, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classNames('ui-field', className)}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-field__control">
        {leading ? (
          <span id={leadingId} className="ui-field__leading">
            {leading}
          </span>
        ) : null}
        {children({
          id,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': true as const } : {}),
        })}
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorLine id={errorId} error={error} />
    </div>
  );
}

/**
 * The line under a control for its error: always there (so an error appearing shifts nothing),
 * an alert while it holds one. Internal: Field, Checkbox and ChoiceGroup share it.
 */
export function ErrorLine({ id, error }: { id: string; error: string | null | undefined }) {
  return (
    <p id={id} className="ui-field__error" role={error ? 'alert' : undefined}>
      {error ?? ''}
    </p>
  );
}
