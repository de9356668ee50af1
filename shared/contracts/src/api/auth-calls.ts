import * as z from 'zod';
import { userInfoSchema } from '../entities/user';
import { authModes, loginTypes, socialLoginTypes } from '../tables';
import { defineCall, emptyResponseSchema } from './define-call';
import { type ApiRoute, apiRoutes } from './routes';

// Sanity bounds only: the operator's real length limits come from the app config (spec 5).
const accountFieldSchema = z.string().trim().min(1).max(64);
const passwordFieldSchema = z.string().min(1).max(128);
const smsCodeFieldSchema = z.string().regex(/^\d{4,8}$/, 'An SMS code is 4 to 8 digits');
const inviteCodeFieldSchema = z.string().trim().min(1).max(32);

/** A mobile number in E.164 form (`+639171234567`); the client normalises what the player types. */
export const mobileFieldSchema = z.string().regex(/^\+[1-9]\d{6,14}$/, 'A mobile number is in E.164 form');

/** What every login and registration returns: the session token and the player. */
export const loginResponseSchema = z.object({
  token: z.string().min(1),
  user: userInfoSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// A social login proves the player either with the provider's ID token, or with an OAuth
// authorization code and its PKCE verifier and redirect URI, which the API redeems itself.
const socialLoginRequestSchema = z
  .strictObject({
    idToken: z.string().min(1).optional(),
    code: z.string().min(1).optional(),
    // RFC 7636 bounds a PKCE code verifier to 43..128 characters.
    codeVerifier: z.string().min(43).max(128).optional(),
    redirectUri: z.url().optional(),
    inviteCode: inviteCodeFieldSchema.optional(),
  })
  .refine((body) => {
    const codeParts = [body.code, body.codeVerifier, body.redirectUri].filter((part) => part !== undefined);
    return body.idToken === undefined ? codeParts.length === 3 : codeParts.length === 0;
  }, 'Send either idToken, or code with codeVerifier and redirectUri');

function defineSocialLogin(route: ApiRoute) {
  return defineCall({ ...route, request: socialLoginRequestSchema, response: loginResponseSchema });
}

export const accountLogin = defineCall({
  ...apiRoutes.accountLogin,
  request: z.strictObject({ account: accountFieldSchema, password: passwordFieldSchema }),
  response: loginResponseSchema,
});

export const accountRegist = defineCall({
  ...apiRoutes.accountRegist,
  request: z.strictObject({
    account: accountFieldSchema,
    password: passwordFieldSchema,
    inviteCode: inviteCodeFieldSchema.optional(),
  }),
  response: loginResponseSchema,
});

/** Registration that also verifies a phone number with an SMS code. */
export const accountRegist4 = defineCall({
  ...apiRoutes.accountRegist4,
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
export const accountLoginSms = defineCall({
  ...apiRoutes.accountLoginSms,
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

/** Sends an SMS code; the answer says how long it lives and when another may be asked for. */
export const smsSend = defineCall({
  ...apiRoutes.smsSend,
  request: z.strictObject({ mobile: mobileFieldSchema, authMode: z.literal(Object.values(authModes)) }),
  response: z.object({ expiresInSeconds: z.int().positive(), resendAfterSeconds: z.int().min(0) }),
});

/** Sets a new password after proving the phone number with an SMS code (auth mode forget). */
export const forgetPassword = defineCall({
  ...apiRoutes.forgetPassword,
  request: z.strictObject({
    mobile: mobileFieldSchema,
    smsCode: smsCodeFieldSchema,
    password: passwordFieldSchema,
  }),
  response: emptyResponseSchema,
});

/** Sets the first password of a player who signed up by phone or a social provider (/auth/set-password). */
export const initPassword = defineCall({
  ...apiRoutes.initPassword,
  request: z.strictObject({ password: passwordFieldSchema }),
  response: emptyResponseSchema,
});

/** Binds a phone number, proven by an SMS code (auth mode bind), to the logged-in player. */
export const bindAccount = defineCall({
  ...apiRoutes.bindAccount,
  request: z.strictObject({ mobile: mobileFieldSchema, smsCode: smsCodeFieldSchema }),
  response: userInfoSchema,
});

/** Links a social provider account to the logged-in player. */
export const bindSocialAccount = defineCall({
  ...apiRoutes.bindSocialAccount,
  request: z.strictObject({
    socialType: z.literal(Object.values(socialLoginTypes)),
    idToken: z.string().min(1),
  }),
  response: userInfoSchema,
});

export const googleLogin = defineSocialLogin(apiRoutes.googleLogin);
export const facebookLogin = defineSocialLogin(apiRoutes.facebookLogin);
export const lineLogin = defineSocialLogin(apiRoutes.lineLogin);

/** Ends the session server-side. Public, so an already expired token cannot loop back into logout. */
export const logout = defineCall({
  ...apiRoutes.logout,
  request: z.strictObject({}),
  response: emptyResponseSchema,
});
