import * as z from 'zod';
import { userInfoSchema } from '../entities/user';
import { authModes, loginTypes, type SocialProvider, socialLoginTypes } from '../tables';
import { authRoutes } from './auth-routes';
import { defineCall, emptyResponseSchema } from './define-call';
import type { ApiRoute } from './routes';

// Sanity bounds only: the operator's real length limits come from the app config (spec 5).
const accountFieldSchema = z.string().trim().min(1).max(64);
const passwordFieldSchema = z.string().min(1).max(128);
const smsCodeFieldSchema = z.string().regex(/^\d{4,8}$/, 'An SMS code is 4 to 8 digits');
const inviteCodeFieldSchema = z.string().trim().min(1).max(32);

/** A mobile number in E.164 form (`+639171234567`); the client normalises what the player types. */
export const mobileFieldSchema = z.string().regex(/^\+[1-9]\d{6,14}$/, 'A mobile number is in E.164 form');

/**
 * An e-mail address (our design, issue 18): the client sends it trimmed and lower-cased, the API
 * stores it so.
 */
export const emailFieldSchema = z.email().max(254);

/** What every login and registration returns: the session token and the player. */
export const loginResponseSchema = z.object({
  token: z.string().min(1),
  user: userInfoSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * What the host brings back from an OpenID Connect authorization-code flow with PKCE (RFC 7636):
 * the code, the verifier whose S256 challenge started the flow, and the nonce it put in the
 * request. The API redeems the code at the issuer (with its client secret and the redirect URI it
 * announced in `socialLoginProviders`) and checks the ID token's signature, issuer, audience and
 * nonce. The host never handles an ID token, so one cannot be replayed through these calls.
 */
const socialProofShape = {
  code: z.string().min(1).max(2000),
  // RFC 7636: 43 to 128 characters of [A-Z a-z 0-9 - . _ ~].
  codeVerifier: z
    .string()
    .regex(/^[\w.~-]{43,128}$/, 'A PKCE code verifier is 43 to 128 URL-safe characters'),
  nonce: z.string().regex(/^[\w.~-]{16,128}$/, 'A nonce is 16 to 128 URL-safe characters'),
};

const socialLoginRequestSchema = z.strictObject({
  ...socialProofShape,
  inviteCode: inviteCodeFieldSchema.optional(),
});

function defineSocialLogin(route: ApiRoute) {
  return defineCall({ ...route, request: socialLoginRequestSchema, response: loginResponseSchema });
}

const accountLogin = defineCall({
  ...authRoutes.accountLogin,
  request: z.strictObject({ account: accountFieldSchema, password: passwordFieldSchema }),
  response: loginResponseSchema,
});

const accountRegist = defineCall({
  ...authRoutes.accountRegist,
  request: z.strictObject({
    account: accountFieldSchema,
    password: passwordFieldSchema,
    inviteCode: inviteCodeFieldSchema.optional(),
  }),
  response: loginResponseSchema,
});

/** Registration that also verifies a phone number with an SMS code. */
const accountRegist4 = defineCall({
  ...authRoutes.accountRegist4,
  request: z.strictObject({
    account: accountFieldSchema,
    password: passwordFieldSchema,
    phone: mobileFieldSchema,
    smsCode: smsCodeFieldSchema,
    inviteCode: inviteCodeFieldSchema.optional(),
  }),
  response: loginResponseSchema,
});

/**
 * Phone login; an unknown number is registered on the spot (auth mode login-and-register). Login
 * type 3 (without OTP) works only from a device that signed in with a code before: send the same
 * `deviceId` (the one preLogin sends) with both.
 */
const accountLoginSms = defineCall({
  ...authRoutes.accountLoginSms,
  request: z
    .strictObject({
      mobile: mobileFieldSchema,
      smsCode: smsCodeFieldSchema.optional(),
      loginType: z.literal([loginTypes.phone, loginTypes.phoneWithoutOtp]),
      inviteCode: inviteCodeFieldSchema.optional(),
      /** The client's random device id; at least 16 characters so it cannot be guessed. */
      deviceId: z.string().min(16).max(128).optional(),
    })
    .refine(
      (body) => body.loginType === loginTypes.phoneWithoutOtp || body.smsCode !== undefined,
      'A phone login with OTP needs smsCode',
    ),
  response: loginResponseSchema,
});

/** How long a code lives and when another may be asked for (SMS and e-mail codes alike). */
const sentCodeSchema = z.object({ expiresInSeconds: z.int().positive(), resendAfterSeconds: z.int().min(0) });

/** Sends an SMS code; the answer says how long it lives and when another may be asked for. */
const smsSend = defineCall({
  ...authRoutes.smsSend,
  request: z.strictObject({ mobile: mobileFieldSchema, authMode: z.literal(Object.values(authModes)) }),
  response: sentCodeSchema,
});

/** Sets a new password after proving the phone number with an SMS code (auth mode forget). */
const forgetPassword = defineCall({
  ...authRoutes.forgetPassword,
  request: z.strictObject({
    mobile: mobileFieldSchema,
    smsCode: smsCodeFieldSchema,
    password: passwordFieldSchema,
  }),
  response: emptyResponseSchema,
});

/** Sets the first password of a player who signed up by phone or a social provider (/auth/set-password). */
const initPassword = defineCall({
  ...authRoutes.initPassword,
  request: z.strictObject({ password: passwordFieldSchema }),
  response: emptyResponseSchema,
});

/** Binds a phone number, proven by an SMS code (auth mode bind), to the logged-in player. */
const bindAccount = defineCall({
  ...authRoutes.bindAccount,
  request: z.strictObject({ mobile: mobileFieldSchema, smsCode: smsCodeFieldSchema }),
  response: userInfoSchema,
});

/** Links a social provider account (proven as for the social logins) to the logged-in player. */
const bindSocialAccount = defineCall({
  ...authRoutes.bindSocialAccount,
  request: z.strictObject({ socialType: z.literal(Object.values(socialLoginTypes)), ...socialProofShape }),
  response: userInfoSchema,
});

/** One social sign-in the host may offer: where to send the browser, and as which client. */
export const socialLoginProviderSchema = z.object({
  provider: z.enum(Object.keys(socialLoginTypes) as [SocialProvider, ...SocialProvider[]]),
  socialType: z.literal(Object.values(socialLoginTypes)),
  authorizationEndpoint: z.url(),
  clientId: z.string().min(1),
  scope: z.string().min(1),
  /** Where the issuer sends the browser back; the API redeems codes for this URI only. */
  redirectUri: z.url(),
});
export type SocialLoginProvider = z.infer<typeof socialLoginProviderSchema>;

/** The enabled social sign-ins (public). A provider whose issuer cannot be reached is left out. */
const socialLoginProviders = defineCall({
  ...authRoutes.socialLoginProviders,
  request: z.strictObject({}),
  response: z.object({ providers: z.array(socialLoginProviderSchema) }),
});

const googleLogin = defineSocialLogin(authRoutes.googleLogin);
const facebookLogin = defineSocialLogin(authRoutes.facebookLogin);
const lineLogin = defineSocialLogin(authRoutes.lineLogin);

/** Ends the session server-side. Public, so an already expired token cannot loop back into logout. */
const logout = defineCall({
  ...authRoutes.logout,
  request: z.strictObject({}),
  response: emptyResponseSchema,
});

/** Sends a code to an e-mail address the signed-in player wants to bind (auth mode bind). */
const emailSend = defineCall({
  ...authRoutes.emailSend,
  request: z.strictObject({ email: emailFieldSchema }),
  response: sentCodeSchema,
});

/** Binds an e-mail address, proven by the code `emailSend` sent to it, to the signed-in player. */
const bindEmail = defineCall({
  ...authRoutes.bindEmail,
  request: z.strictObject({ email: emailFieldSchema, emailCode: smsCodeFieldSchema }),
  response: userInfoSchema,
});

/**
 * Where a recovery code went (ADR 0049): to the account's bound phone or e-mail, shown masked
 * (`+63 917 *** 4567`, `an***@example.com`); `none` when the account has neither, and for an
 * account name nobody has, so the answer does not tell them apart.
 */
const recoveryChannelSchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal(['mobile', 'email']),
    maskedTo: z.string().min(1),
    ...sentCodeSchema.shape,
  }),
  z.object({ channel: z.literal('none') }),
]);

/** Password recovery by account name, step 1: sends a code to what the account has bound. */
const accountRecoverySend = defineCall({
  ...authRoutes.accountRecoverySend,
  request: z.strictObject({ account: accountFieldSchema }),
  response: recoveryChannelSchema,
});

/** Step 2: the code sent in step 1 and a new password; every session of the account ends. */
const accountRecoveryReset = defineCall({
  ...authRoutes.accountRecoveryReset,
  request: z.strictObject({
    account: accountFieldSchema,
    code: smsCodeFieldSchema,
    password: passwordFieldSchema,
  }),
  response: emptyResponseSchema,
});

/** The auth calls, keyed like `authRoutes`. */
export const authCalls = {
  accountLogin,
  accountRegist,
  accountRegist4,
  accountLoginSms,
  smsSend,
  forgetPassword,
  initPassword,
  bindAccount,
  bindSocialAccount,
  socialLoginProviders,
  googleLogin,
  facebookLogin,
  lineLogin,
  logout,
  emailSend,
  bindEmail,
  accountRecoverySend,
  accountRecoveryReset,
} as const;
