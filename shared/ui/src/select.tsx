import type { ComponentProps, ReactNode } from 'react';
import { classNames } from './class-names';
import { Field } from './field';
import { ChevronDownIcon } from './icons';

/** One choice of a `Select`. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** The label's language when it differs from the page's, e.g. each language named in itself. */
  lang?: string;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, unselectable line shown while the value is '' (e.g. 'Choose a bank'). */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
}

/** The browser's own select (the phone's native picker), labelled and styled as a field. */
export function Select({ label, options, placeholder, hint, error, className, ...select }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <span className="ui-select">
          <select
            {...control}
            className={classNames('ui-input', 'ui-select__control', className)}
            {...select}
          >
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="ui-select__chevron" size={20} />
        </span>
      )}
    </Field>
  );
}
