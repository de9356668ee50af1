import type { LengthLimits } from '@casino/contracts';
import { useAppConfig } from '../app-config';
import type { AnyTranslate } from './api-error-text';

export type LengthLimitKey = keyof LengthLimits;

export interface LengthLimit {
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

/** What the player is told about a field's length limit (`common`'s `forms.length*`). */
export function lengthMessage(t: AnyTranslate, label: string, limit: LengthLimit): string {
  const translate = t as unknown as (key: string, options: Record<string, unknown>) => string;
  return limit.min === limit.max
    ? translate('common:forms.lengthExact', {
        field: label,
        count: limit.min,
        defaultValue: '{{field}} must be {{count}} characters',
      })
    : translate('common:forms.lengthRange', {
        field: label,
        min: limit.min,
        max: limit.max,
        defaultValue: '{{field}} must be {{min}} to {{max}} characters',
      });
}

/** The message for a value outside its limit (counted in characters, not UTF-16 units), or null. */
export function lengthError(
  t: AnyTranslate,
  label: string,
  value: string,
  limit: LengthLimit,
): string | null {
  const length = [...value].length;
  return length < limit.min || length > limit.max ? lengthMessage(t, label, limit) : null;
}
