import type { ComponentProps, ReactNode } from 'react';
import { classNames } from './class-names';
import { Field } from './field';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  /** Help under the input, read with it. */
  hint?: ReactNode;
  /** Shown under the input and announced; the input is marked invalid while there is one. */
  error?: string | null;
  /** Beside the input, e.g. a "Send code" button. */
  trailing?: ReactNode;
  /** Fixed text before the input that belongs to the value, e.g. "+63"; read with the input. */
  leading?: ReactNode;
}

/**
 * A labelled input whose error is announced and tied to it with aria-describedby. The error line
 * keeps its height while empty, so an error appearing never shifts the form.
 */
export function TextField({ label, hint, error, trailing, leading, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} trailing={trailing} leading={leading}>
      {(control) => <input {...control} className={classNames('ui-input', className)} {...input} />}
    </Field>
  );
}
