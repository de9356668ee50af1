import { type ChangeEvent, type FormEvent, useRef, useState, useTransition } from 'react';
import { shownAsTimeoutTip } from '../api-client';
import { useTranslation } from '../i18n';
import { apiErrorText, fieldRefusalOf } from './api-error-text';
import { lengthMessage } from './length-limit';

/** A form's values by field name: text, a checkbox, or anything a custom control holds. */
export type FormValues = Record<string, unknown>;

/** Field errors by name; `null` or missing: the field is fine. */
export type FieldErrors<Values extends FormValues> = Partial<Record<keyof Values & string, string | null>>;

export interface FormOptions<Values extends FormValues> {
  initial: Values;
  /** Each field's label: a server refusal with length bounds names it ("Account must be 6 to 16 characters"). */
  labels: Record<keyof Values & string, string>;
  /** The client checks (spec 5: the server's length limits); the call runs only when all pass. */
  check?: (values: Values) => FieldErrors<Values>;
  /**
   * The call. A rejection shows under the field the server names, or as the form's error; a
   * time-out only as the 'Tips' dialog.
   */
  submit: (values: Values) => Promise<void>;
  /** Where `errors.<code>` texts are looked up first (`apiErrorText`); defaults to `common`. */
  namespace?: string;
  /** Extra values for the error texts, e.g. a formatted minimum amount. */
  errorValues?: Record<string, unknown>;
}

/** The props a text input (`TextField` of `@casino/ui`) takes from the form. */
export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  error: string | null;
}

/** The props a checkbox takes from the form. */
export interface CheckboxBinding {
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface Form<Values extends FormValues> {
  values: Values;
  /** Sets a field; its error goes, as the player is changing it. */
  set: <Field extends keyof Values & string>(field: Field, value: Values[Field]) => void;
  /**
   * Binds a text field: `<TextField label=... {...form.text('account')} />`; `parse` turns what was
   * typed into the value (e.g. trims it).
   */
  text: (field: keyof Values & string, parse?: (typed: string) => string) => TextFieldBinding;
  /** Binds a checkbox: `<input type="checkbox" {...form.checkbox('adult')} />`. */
  checkbox: (field: keyof Values & string) => CheckboxBinding;
  errors: FieldErrors<Values>;
  /** What failed that is no one field's: shown above the submit button. */
  formError: string | null;
  /** True from submit until the call settles: the button shows it and a second submit is ignored. */
  pending: boolean;
  /** The form's `onSubmit`. */
  onSubmit: (event?: FormEvent) => void;
  /** Shows a failure as a submit would: under its field, or as the form's error (e.g. "Send code"). */
  showFailure: (error: unknown) => void;
  setFieldError: (field: keyof Values & string, message: string | null) => void;
}

const hasError = (errors: Record<string, string | null | undefined>) => Object.values(errors).some(Boolean);

/**
 * The one way to write a form, on React 19 actions: the submit runs as an async transition, whose
 * `isPending` is the form's `pending`. Values and errors live here, the client checks run first,
 * and a refusal the server ties to a field of this form (`ApiError.data.field`) shows under it
 * (its length bounds as the length message), anything else as the form error, both worded by
 * `apiErrorText`; a time-out the 'Tips' dialog told shows nothing more (ADR 0054). Decision and figures: docs/adr/0021-forms-on-react-19-actions.md.
 */
export function useForm<Values extends FormValues>(options: FormOptions<Values>): Form<Values> {
  const { initial, labels, check, submit, namespace = 'common', errorValues } = options;
  const { t } = useTranslation(namespace as string);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  // Two taps before React re-renders with `pending` must still send one request.
  const inFlight = useRef(false);

  function setFieldError(field: keyof Values & string, message: string | null): void {
    setErrors((current) => ({ ...current, [field]: message }));
  }

  function showFailure(error: unknown): void {
    // The 'Tips' dialog has said it timed out: the form stays as it was, ready to send again.
    if (shownAsTimeoutTip(error)) return;
    const refusal = fieldRefusalOf(error);
    if (refusal && Object.hasOwn(labels, refusal.field)) {
      const field = refusal.field as keyof Values & string;
      const { min, max } = refusal;
      setFieldError(
        field,
        min !== undefined && max !== undefined
          ? lengthMessage(t, labels[field], { min, max })
          : apiErrorText(t, error, namespace, errorValues),
      );
      return;
    }
    setFormError(apiErrorText(t, error, namespace, errorValues));
  }

  function set<Field extends keyof Values & string>(field: Field, value: Values[Field]): void {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: null } : current));
  }

  function onSubmit(event?: FormEvent): void {
    event?.preventDefault();
    if (inFlight.current) return;
    const found = check?.(values) ?? {};
    setErrors(found);
    if (hasError(found)) return;
    setFormError(null);
    inFlight.current = true;
    startTransition(async () => {
      try {
        await submit(values);
      } catch (error) {
        showFailure(error);
      } finally {
        inFlight.current = false;
      }
    });
  }

  return {
    values,
    set,
    text: (field, parse = (typed) => typed) => ({
      name: field,
      value: String(values[field] ?? ''),
      onChange: (event) => set(field, parse(event.target.value) as Values[typeof field]),
      error: errors[field] ?? null,
    }),
    checkbox: (field) => ({
      name: field,
      checked: values[field] === true,
      onChange: (event) => set(field, event.target.checked as Values[typeof field]),
    }),
    errors,
    formError,
    pending,
    onSubmit,
    showFailure,
    setFieldError,
  };
}
