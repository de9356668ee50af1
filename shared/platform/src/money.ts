import { appConfigStore } from './app-config';

/** The currency when the config names none: the casino's players are in the Philippines. */
const defaultCurrency = 'PHP';

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // The peso sign, not "PHP" or "₱" depending on the locale's taste.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount stored in hundredths (spec 9) for display in the config's currency (the
 * peso by default): divided by 100, floored to 2 decimals, with the currency's sign, grouping and
 * exactly 2 decimals, e.g. `123456` -> `'₱1,234.56'`. A fractional input is floored toward
 * negative infinity (`12345.9` -> `'₱123.45'`).
 */
export function formatMoney(hundredths: number, locale = 'en-US'): string {
  // `+ 0` turns -0 into 0, which Intl would otherwise show as '-0.00'.
  const amount = Math.floor(hundredths) / 100 + 0;
  const currency = appConfigStore.getState().clientConfig?.currency ?? defaultCurrency;
  return moneyFormatter(locale, currency).format(amount);
}

const typedAmountPattern = /^(\d+)(?:\.(\d{0,2}))?$/;

/**
 * Parses an amount the user typed (`'12.3'`, `'12.30'`, `'12'`, `'12.'`) into hundredths.
 * Returns `null` for anything else: empty text, a sign, grouping separators, more than
 * 2 decimals, or an amount too large to be held exactly.
 */
export function toHundredths(display: string): number | null {
  const match = typedAmountPattern.exec(display.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(hundredths) ? hundredths : null;
}
