import { type ComponentProps, type ReactNode, useState } from 'react';
import { classNames } from './class-names';
import { Field } from './field';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: ReactNode;
  /** Help under the text area, read with it. */
  hint?: ReactNode;
  /** Shown under the text area and announced; it is marked invalid while there is one. */
  error?: string | null;
}

/**
 * A labelled multi-line input (feedback, a message to support). With `maxLength` the hint line
 * counts the characters, e.g. '12 / 200'.
 */
export function TextArea({
  label,
  hint,
  error,
  className,
  maxLength,
  rows = 4,
  onChange,
  ...textarea
}: TextAreaProps) {
  const controlled = typeof textarea.value === 'string';
  const [typedLength, setTypedLength] = useState(() => String(textarea.defaultValue ?? '').length);
  const length = controlled ? String(textarea.value).length : typedLength;
  const counter = maxLength === undefined ? null : `${length} / ${maxLength}`;
  return (
    <Field
      label={label}
      hint={
        hint || counter ? (
          <>
            {hint}
            {hint && counter ? ' · ' : null}
            {counter}
          </>
        ) : undefined
      }
      error={error}
    >
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={maxLength}
          className={classNames('ui-input', 'ui-text-area', className)}
          onChange={(event) => {
            if (!controlled) setTypedLength(event.target.value.length);
            onChange?.(event);
          }}
          {...textarea}
        />
      )}
    </Field>
  );
}
