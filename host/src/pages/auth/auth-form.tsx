import { ApiError, type Translation, useAppConfig, useTranslation } from '@casino/platform';
import { useState } from 'react';

export type LengthLimitKey = 'account' | 'username' | 'password' | 'smsCode' | 'withdrawAccount';

export type Translate = Translation['t'];

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

/** What the player is told about a field's length limit. */
export function lengthMessage(t: Translate, label: string, limit: LengthLimit): string {
  return limit.min === limit.max
    ? t('auth.lengthExact', { field: label, count: limit.min })
    : t('auth.lengthRange', { field: label, min: limit.min, max: limit.max });
}

/** The message for a value outside its limit, or null when it fits. */
export function lengthError(t: Translate, label: string, value: string, limit: LengthLimit): string | null {
  const length = [...value].length;
  return length < limit.min || length > limit.max ? lengthMessage(t, label, limit) : null;
}

/** What a failed call says to the player: the server's own message, without the call's path. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.msg : (error as Error).message;
}

/** A refusal the server tied to one request field (`data.field`), with length bounds when it has them. */
function fieldOfFailure(error: unknown): { field: string; min?: number; max?: number } | null {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return null;
  const data = error.data as { field?: unknown; min?: unknown; max?: unknown };
  if (typeof data.field !== 'string') return null;
  return {
    field: data.field,
    min: typeof data.min === 'number' ? data.min : undefined,
    max: typeof data.max === 'number' ? data.max : undefined,
  };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string | null>>;

/**
 * The state every auth form shares: field errors, the form's own error, busy. `submit` runs the
 * client checks (spec 5: the server's length limits), then the call; a refusal the server ties to
 * a field of this form shows under that field, anything else above the button.
 */
export function useAuthForm<Field extends string>(labels: Record<Field, string>) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function showFailure(error: unknown): void {
    const failure = fieldOfFailure(error);
    if (failure && failure.field in labels) {
      const field = failure.field as Field;
      const message =
        failure.min !== undefined && failure.max !== undefined
          ? lengthMessage(t, labels[field], { min: failure.min, max: failure.max })
          : failureMessage(error).replace(/^\w+: /, '');
      setErrors((current) => ({ ...current, [field]: message }));
      return;
    }
    setFormError(failureMessage(error));
  }

  return {
    errors,
    formError,
    busy,
    showFailure,
    setFieldError(field: Field, message: string | null) {
      setErrors((current) => ({ ...current, [field]: message }));
    },
    /** A form `onSubmit`: `check` returns the field errors (none: the call runs). */
    submit(check: () => FieldErrors<Field>, action: () => Promise<void>) {
      return async (event: { preventDefault(): void }) => {
        event.preventDefault();
        const found = check();
        setErrors(found);
        if (Object.values(found).some(Boolean)) return;
        setBusy(true);
        setFormError(null);
        try {
          await action();
        } catch (error) {
          showFailure(error);
        } finally {
          setBusy(false);
        }
      };
    },
  };
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
