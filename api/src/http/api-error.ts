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
  // the lucky jackpot's draw 1001-1004 (spec 8; meanings: ADR 0036, api/README.md "Lucky jackpot")
  /** No received draw chance left. */
  noDrawChance: 1001,
  /** The LuckyJackpot activity is off or outside its dates. */
  jackpotActivityOff: 1002,
  /** Another draw of this player or a payout from the same tier holds the pool: nothing was spent. */
  jackpotBusy: 1003,
  /** The player has drawn the most a UTC day allows. */
  dailyDrawLimit: 1004,
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
  // social sign-in (OpenID Connect)
  socialProviderDisabled: 1116,
  /** The issuer's discovery document, keys or token endpoint could not be reached or read. */
  socialProviderUnavailable: 1117,
  /** The issuer refused the authorization code: expired, used, or the PKCE verifier does not match. */
  socialCodeRejected: 1118,
  /** The ID token failed verification: signature, issuer, audience, nonce or lifetime. */
  idTokenRejected: 1119,
  socialIdentityTaken: 1120,
  socialProviderAlreadyLinked: 1121,
  // e-mail binding (ADR 0049)
  /** The e-mail address is bound to another player. */
  emailTaken: 1122,
  /** The player has an e-mail address bound already. */
  emailAlreadyBound: 1123,
  // config 12xx
  unknownTheme: 1201,
  // wallet 1301-1319 (api/README.md, "Wallet")
  unknownRechargeChannel: 1301,
  depositBelowMinimum: 1302,
  depositAboveMaximum: 1303,
  unknownDepositOrder: 1304,
  /** A provider callback whose signature does not verify (answered with HTTP 401 to the provider). */
  forgedPaymentCallback: 1305,
  unknownBank: 1306,
  bankCardLimitReached: 1307,
  unknownBankCard: 1308,
  /** The account number is not digits only or outside `lengthLimits.withdrawAccount`. */
  invalidAccountNumber: 1309,
  bankCardTaken: 1310,
  withdrawalBelowMinimum: 1311,
  withdrawalAboveMaximum: 1312,
  insufficientBalance: 1313,
  /** A wagering requirement remains: nothing is withdrawable yet. */
  wageringNotMet: 1314,
  /** An e-wallet account number is not a mobile number (`09` and nine digits, ADR 0048). */
  invalidWalletNumber: 1315,
  // lifecycle 14xx (development routes of /api/dev that set up start-up states)
  unknownPlayer: 1401,
  unknownActivityType: 1402,
  // release 15xx (the operators' /api/release endpoint)
  /** No RELEASE_TOKEN is configured, so the release endpoint is switched off. */
  releaseDisabled: 1501,
  releaseUnauthorized: 1502,
  releaseInvalid: 1503,
  releaseNotFound: 1504,
  /** The same remote name and version is already published. */
  releaseExists: 1505,
  /** The compatibility gate refused the release. */
  releaseIncompatible: 1506,
  /** The remote's state forbids it: a canary running, nothing to roll back to. */
  releaseConflict: 1507,
  releaseLocked: 1508,
  // games 16xx (api/README.md, "Games")
  /** No listed game has this id. */
  unknownGame: 1601,
  /** The game is listed but no configured provider launches it. */
  gameNotLaunchable: 1602,
  // VIP and rewards 17xx (api/README.md, "VIP and rewards")
  /** No VIP level has this number. */
  unknownVipLevel: 1701,
  /** The player has not reached the level whose bonus they claim. */
  vipLevelNotReached: 1702,
  /** This award was claimed already (today, for a daily one). */
  rewardAlreadyClaimed: 1703,
  /** Nothing is earned to claim: no award at this level, no rebate accrued. */
  nothingToClaim: 1704,
  /** No game type has this id. */
  unknownGameType: 1705,
  // tasks 1706-1708 (api/README.md, "Tasks")
  /** No live task of this kind has this id. */
  unknownTask: 1706,
  /** The task's target is not reached in this period yet. */
  taskNotFinished: 1707,
  /** finishTask on a task that counts events, not an action. */
  taskNotAnAction: 1708,
  // mail 2001-2004 (api/README.md, "Mail")
  /** No mail of the player has this id (or it was deleted). */
  unknownMail: 2001,
  /** The mail has no attachments to receive. */
  mailHasNoAttachments: 2002,
  /** The mail's attachments are still to be received: it cannot be deleted. */
  mailAttachmentsWaiting: 2003,
  /** The mail's attachments expired unreceived. */
  mailExpired: 2004,
  // player protection 2101-2105 (api/README.md, "Player protection")
  /** Sign-in refused: the player is on a time-out or excluded themselves. */
  playerExcluded: 2101,
  /** The deposit would pass the player's deposit limit. */
  depositLimitReached: 2102,
  /** A raised or removed limit can be confirmed only once its 24 hours have passed. */
  limitChangeNotDue: 2103,
  /** No change of this limit is waiting to be confirmed or cancelled. */
  noLimitChangeWaiting: 2104,
  /** The session ran to the player's session-time limit and has ended. */
  sessionTimeLimit: 2105,
  // KYC and feedback 2201-2206 (api/README.md, "KYC and feedback")
  /** The upload is not an acceptable image: too large, not an image, damaged, or a polyglot. */
  imageRefused: 2201,
  /** No uploaded file of the player has this id (another player's answers the same). */
  unknownFile: 2202,
  /** A KYC submission is waiting for review already. */
  kycWaiting: 2203,
  /** The player's identity is verified already. */
  kycAlreadyApproved: 2204,
  /** The operator requires verified identity before a withdrawal. */
  kycRequired: 2205,
  /** No feedback of the player has this id. */
  unknownFeedback: 2206,
  // safebox 2401-2404 (api/README.md, "Safebox")
  /** The safebox has no PIN yet: set one before putting coin in. */
  safeboxPinNotSet: 2401,
  /** The PIN (or the old PIN when changing it) is wrong. */
  safeboxWrongPin: 2402,
  /** Five wrong PINs within 15 minutes: the safebox opens again after them. */
  safeboxLocked: 2403,
  /** The safebox holds less than asked to take out. */
  safeboxInsufficient: 2404,
  // operator API 18xx (api/README.md, "Operator API")
  /** A bearer token was sent, but no OPERATOR_TOKEN is configured: bearer access is off. */
  operatorApiDisabled: 1801,
  operatorUnauthorized: 1802,
  /** The operator's reward grant names no player. */
  operatorUnknownPlayer: 1803,
  /** The operator API names a submission, file or message that does not exist (or is reviewed already). */
  operatorNotFound: 1804,
  /** A console change came without the session's X-CSRF-Token. */
  operatorCsrfRefused: 1805,
  /** The operator's role may not call this route. */
  operatorRoleRefused: 1806,
  /** Console sign-in refused: wrong login, password or two-factor code. */
  operatorSignInRefused: 1807,
  /** Too many wrong sign-ins: the account is locked for a while (`until`). */
  operatorLocked: 1808,
  /** An operator froze the player's account: every sign-in is refused (the player sees this). */
  playerFrozen: 1809,
  /** Freezing a frozen account, or unfreezing one that is not. */
  playerFreezeUnchanged: 1810,
  /** An adjustment waiting for approval must be approved by another operator than its requester. */
  adjustmentNeedsSecondOperator: 1811,
  /** A manual debit larger than the player's balance. */
  adjustmentOverdraws: 1812,
  /** Too many failed console sign-ins from one client address: it waits until `until`. */
  operatorAddressThrottled: 1823,
  // deposit coupons 19xx (api/README.md, "Wallet"; ADR 0037)
  /** The player holds no coupon lot with this id (another player's answers the same), or none of this prop. */
  unknownCoupon: 1901,
  /** The lot or prop is not a deposit coupon (general, fixed or give). */
  notADepositCoupon: 1902,
  couponExpired: 1903,
  /** None of the lot is left: used on a paid deposit, or held by an open order. */
  couponUsed: 1904,
  /** The deposit is below the coupon's minimum. */
  couponBelowMinimum: 1905,
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
