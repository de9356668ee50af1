import { useAppConfig, useTranslation } from '@casino/platform';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';

export type LengthLimitKey = 'account' | 'username' | 'password' | 'smsCode' | 'withdrawAccount';

interface LengthLimit {
  min: number;
  max: number;
}

/** Used only until the app config arrives; the server's limits replace them. */
const fallbackLimits: Record<LengthLimitKey, LengthLimit> = {
  account: { min: 6, max: 16 },
  username: { min: 2, max: 20 },
  password: { min: 6, max: 20 },
  smsCode: { min: 6, max: 6 },
  withdrawAccount: { min: 8, max: 30 },
};

/** Spec 5: client-side validation is the server-provided length limits, nothing more. */
export function useLengthLimit(key: LengthLimitKey): LengthLimit {
  return useAppConfig((config) => config.lengthLimits?.[key]) ?? fallbackLimits[key];
}

/** The message for a value outside its limit, or null when it fits. */
export function lengthError(
  t: (key: string, options?: Record<string, unknown>) => string,
  label: string,
  value: string,
  limit: LengthLimit,
): string | null {
  if (value.length < limit.min || value.length > limit.max) {
    return limit.min === limit.max
      ? t('auth.lengthExact', { field: label, count: limit.min })
      : t('auth.lengthRange', { field: label, min: limit.min, max: limit.max });
  }
  return null;
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  trailing?: ReactNode;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, trailing, ...input }: TextFieldProps) {
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
          className="ui-input"
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

export function FormError({ message }: { message: string | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p className="ui-form-error" role="alert">
      {t('auth.failed', { message })}
    </p>
  );
}
