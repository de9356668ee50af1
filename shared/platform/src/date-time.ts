import { i18n, preferredLocale } from './i18n';

/** What of a moment to show: both (the default), the day only, or the time only. */
export type DateTimeStyle = 'dateTime' | 'date' | 'time';

const styleOptions: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
};

export interface FormatDateTimeOptions {
  style?: DateTimeStyle;
  /** Defaults to the app's locale (the language the player chose), not the browser's. */
  locale?: string;
  /** Defaults to the device's time zone, where the player is. */
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(
  locale: string,
  style: DateTimeStyle,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const cacheKey = `${locale}|${style}|${timeZone ?? ''}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      ...styleOptions[style],
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/**
 * Formats a moment (an ISO 8601 string as the API sends it, a `Date` or epoch milliseconds) in the
 * app's locale: `'Nov 23, 2026, 2:05 PM'` in en-US, `'Nob 23, 2026, 2:05 PM'` in fil-PH. Text that
 * is no date is returned as it is, so a bad value shows rather than 'Invalid Date'.
 */
export function formatDateTime(
  value: string | number | Date,
  { style = 'dateTime', locale = i18n.language ?? preferredLocale(), timeZone }: FormatDateTimeOptions = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatterFor(locale, style, timeZone).format(date);
}
