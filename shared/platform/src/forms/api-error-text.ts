import { ApiError } from '../api-client';
import { formatDateTime } from '../date-time';
import type { Translate } from '../i18n';

/** A translate function of any namespace (`useTranslation(x).t` of every `x` fits). */
export type AnyTranslate = Translate<never>;

/** i18next's own signature: lists of fallback keys and `namespace:key` keys. */
type KeyListTranslate = (keys: string | string[], options: Record<string, unknown>) => string;

/** The server's `{ field, min, max }` of a refusal tied to one request field (`ApiError.data`). */
export interface FieldRefusal {
  field: string;
  min?: number;
  max?: number;
}

/** The field a refusal names, with its length bounds when it has them; null for anything else. */
export function fieldRefusalOf(error: unknown): FieldRefusal | null {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return null;
  const { field, min, max } = error.data as { field?: unknown; min?: unknown; max?: unknown };
  if (typeof field !== 'string') return null;
  return {
    field,
    ...(typeof min === 'number' ? { min } : {}),
    ...(typeof max === 'number' ? { max } : {}),
  };
}

/**
 * The one policy for telling the player why a call failed, in their language: the namespace's
 * `errors.<code>`, else `common`'s `errors.<code>`, else `common`'s generic message naming the
 * code. A failure that is no API answer (a bug, a broken chunk) gets `errors.unexpected`. The
 * texts see `code`, the refusal's `min`/`max`, the date and time a refusal lasts `until` (player
 * protection's breaks; `common:errors.never` when it never ends) and `values` (e.g. a formatted
 * minimum amount).
 * `namespace` defaults to the one `t` was made for (`useTranslation('wallet').t` -> `wallet`).
 */
export function apiErrorText(
  t: AnyTranslate,
  error: unknown,
  namespace: string = (t as { ns?: string | string[] }).ns?.toString() ?? 'common',
  values: Record<string, unknown> = {},
): string {
  const translate = t as unknown as KeyListTranslate;
  if (!(error instanceof ApiError)) {
    return translate('common:errors.unexpected', { defaultValue: 'Something went wrong. Please try again.' });
  }
  const { min, max } = fieldRefusalOf(error) ?? {};
  const lasting = typeof error.data === 'object' && error.data !== null && 'until' in error.data;
  const until = lasting ? (error.data as { until: unknown }).until : undefined;
  return translate(
    [`${namespace}:errors.${error.code}`, `common:errors.${error.code}`, 'common:errors.generic'],
    {
      min,
      max,
      ...(lasting
        ? {
            until:
              typeof until === 'string'
                ? formatDateTime(until)
                : translate('common:errors.never', { defaultValue: 'never' }),
          }
        : {}),
      ...values,
      code: error.code,
      defaultValue: `Something went wrong (error ${error.code}). Please try again.`,
    },
  );
}
