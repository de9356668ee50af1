import type { ApiRoute } from './routes';

/** The account calls' addresses; their shapes are in `account-calls.ts`. */
export const accountRoutes = {
  updateProfile: { path: '/app/v1/updateProfile', public: false },
  appUserOther: { path: '/app/v1/appUserOther', public: false },
  updateAppUserOther: { path: '/app/v1/updateAppUserOther', public: false },
} as const satisfies Record<string, ApiRoute>;
