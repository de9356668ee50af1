import type { ApiRoute } from './routes';

/** The session calls' addresses; their shapes are in `session-calls.ts`. */
export const sessionRoutes = {
  preLogin: { path: '/app/v1/preLogin', public: true },
  refreshData: { path: '/app/v1/refreshData', public: true },
  getAfterLoginInfoWeb: { path: '/app/v1/getAfterLoginInfoWeb', public: false },
  online: { path: '/app/v1/online', public: false },
} as const satisfies Record<string, ApiRoute>;
