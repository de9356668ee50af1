import { type ComponentProps, type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Shown under the input and announced; the input is marked invalid while there is one. */
  error?: string | null;
  /** Beside the input, e.g. a "Send code" button. */
  trailing?: ReactNode;
}

/**
 * A labelled input whose error is announced and tied to it with aria-describedby. The error line
 * keeps its height while empty, so an error appearing never shifts the form.
 */
export function TextField({ label, error, trailing, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-field__control">
        <input
          id={id}
          className={className ? `ui-input ${className}` : 'ui-input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {trailing}
      </div>
      <p id={errorId} className="ui-field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}
