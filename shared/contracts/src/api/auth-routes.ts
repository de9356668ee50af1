import type { ApiRoute } from './routes';

/** The auth calls' addresses; their shapes are in `auth-calls.ts`. */
export const authRoutes = {
  accountLogin: { path: '/app/v1/accountLogin', public: true },
  accountRegist: { path: '/app/v1/accountRegist', public: true },
  accountRegist4: { path: '/app/v1/accountRegist4', public: true },
  accountLoginSms: { path: '/app/v1/accountLoginSms', public: true },
  smsSend: { path: '/app/v1/smsSend', public: true },
  forgetPassword: { path: '/app/v1/forgetPassword', public: true },
  initPassword: { path: '/app/v1/initPassword', public: false },
  bindAccount: { path: '/app/v1/bindAccount', public: false },
  bindSocialAccount: { path: '/app/v1/bindSocialAccount', public: false },
  socialLoginProviders: { path: '/anonymous/socialLoginProviders', public: true },
  googleLogin: { path: '/app/v1/googleLogin', public: true },
  facebookLogin: { path: '/app/v1/facebookLogin', public: true },
  lineLogin: { path: '/app/v1/lineLogin', public: true },
  logout: { path: '/app/v1/logout', public: true },
  emailSend: { path: '/app/v1/emailSend', public: false },
  bindEmail: { path: '/app/v1/bindEmail', public: false },
  accountRecoverySend: { path: '/app/v1/accountRecoverySend', public: true },
  accountRecoveryReset: { path: '/app/v1/accountRecoveryReset', public: true },
} as const satisfies Record<string, ApiRoute>;
