import { ApiError, type Translation } from '@casino/platform';

/** The player's words for a failed call: the wallet's message for its code, else a generic one. */
export function errorText(
  t: Translation<'wallet'>['t'],
  error: unknown,
  values: Record<string, unknown> = {},
): string {
  const generic = t('errors.generic');
  if (!(error instanceof ApiError)) return generic;
  return t(`errors.${error.code}`, { ...values, defaultValue: generic });
}
