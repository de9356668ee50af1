/** 1 to 64 printable ASCII characters, no space: what a player can type and any HMAC tool can take. */
export function isValidClientSeed(value: unknown): value is string {
  return typeof value === 'string' && /^[\x21-\x7e]{1,64}$/.test(value);
}
