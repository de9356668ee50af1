import { ApiError, fieldRefusalOf, lengthMessage, type Translation, useTranslation } from '@casino/platform';
import { useState } from 'react';

// The length limits moved into the platform's form kit (ADR 0021); the auth forms move onto
// `useForm` in phase 2 of issue 12, then this file goes.
export { lengthError, useLengthLimit } from '@casino/platform';

export type Translate = Translation['t'];

/** What a failed call says to the player: the server's own message, without the call's path. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.msg : (error as Error).message;
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
    const failure = fieldRefusalOf(error);
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
