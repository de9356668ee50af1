/**
 * The number as the API wants it (E.164, `+639171234567`): spaces, dashes and brackets dropped,
 * a missing `+` added. Returns null when what is left cannot be a phone number.
 */
export function toE164(typed: string): string | null {
  const digits = typed.trim().replace(/[\s\-()]/g, '');
  const withPlus = digits.startsWith('+') ? digits : `+${digits}`;
  return /^\+[1-9]\d{6,14}$/.test(withPlus) ? withPlus : null;
}
