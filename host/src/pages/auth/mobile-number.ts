import { useAppConfig } from '@casino/platform';

/**
 * The country calling code when the config names none (`clientConfig.phoneCountryCode`): the
 * casino's players are in the Philippines.
 */
const defaultPhoneCountryCode = '63';

/** The country code the phone fields show beside the number and add to a local one. */
export function usePhoneCountryCode(): string {
  return useAppConfig((config) => config.clientConfig?.phoneCountryCode ?? defaultPhoneCountryCode);
}

/**
 * The number as the API wants it (E.164, `+639171234567`) from what the player typed beside the
 * fixed `+<countryCode>`: spaces, dashes, dots and brackets dropped, then
 * - `+63 917 123 4567` or `0063 917...`: already international, kept;
 * - `0917 123 4567`: the local format, its trunk `0` dropped and the country code added;
 * - `917 123 4567`: the national number, the country code added;
 * - `63 917 123 4567`: the country code typed again, kept once (a national number is never
 *   that long).
 * Returns null when what is left cannot be a phone number.
 */
export function toE164(typed: string, countryCode: string = defaultPhoneCountryCode): string | null {
  const compact = typed.trim().replace(/[\s\-().]/g, '');
  let international: string;
  if (compact.startsWith('+')) international = compact;
  else if (compact.startsWith('00')) international = `+${compact.slice(2)}`;
  else if (compact.startsWith('0')) international = `+${countryCode}${compact.slice(1)}`;
  else if (compact.startsWith(countryCode) && compact.length >= countryCode.length + 10) {
    international = `+${compact}`;
  } else international = `+${countryCode}${compact}`;
  return /^\+[1-9]\d{6,14}$/.test(international) ? international : null;
}
