import type { FormHTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';

export interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** Off by default: fields validate in code and announce their own errors, not the browser's bubbles. */
  browserValidation?: boolean;
}

/** A form: its fields in a column with the app's spacing. */
export function Form({ browserValidation = false, className, ...attributes }: FormProps) {
  return (
    <form {...attributes} noValidate={!browserValidation} className={classNames('ui-form', className)} />
  );
}

export interface FormErrorProps {
  /** Why the submission failed; nothing renders while it is empty. */
  children?: ReactNode;
  className?: string;
}

/** The message of a failed submission (not of one field: a field shows its own `error`), announced at once. */
export function FormError({ children, className }: FormErrorProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p role="alert" className={classNames('ui-form-error', className)}>
      {children}
    </p>
  );
}
