/**
 * Every answer of a business call carries one of these in `errcode` (or `code` for preLogin).
 * 0 (200 in `code`) is success; 4xx mirror HTTP meanings; 1xxx are business outcomes grouped
 * by domain. 1001-1004 are reserved by spec 8 for jackpot draw errors. Listed in api/README.md.
 */
export const errorCodes = {
  invalidRequest: 400,
  unauthorized: 401,
  unknownCall: 404,
  payloadTooLarge: 413,
  unsupportedContentType: 415,
  rateLimited: 429,
  internalError: 500,
  // auth 11xx
  accountTaken: 1101,
  wrongCredentials: 1102,
  signInLocked: 1103,
  lengthOutOfRange: 1104,
  /** A field holds characters it may not (account: only letters, digits, _; names: no control characters). */
  invalidCharacters: 1105,
  unknownInviteCode: 1106,
  mobileTaken: 1107,
  wrongSmsCode: 1108,
  /** No live code for the number and purpose: expired, used, out of tries, or never sent. */
  smsCodeUnusable: 1109,
  deviceNotTrusted: 1110,
  passwordAlreadySet: 1111,
  unknownMobile: 1112,
  mobileAlreadyBound: 1113,
  unknownAvatar: 1114,
  birthDateOutOfRange: 1115,
  // config 12xx
  unknownTheme: 1201,
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** A refusal the client should show or act on; answered as HTTP 200 with the code in the envelope. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}
